import { hashKey, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { whenSessionEnds } from '@/lib/api-client';
import { keepFormDraftsForSignIn } from '@/lib/form-draft';
import { leaveForSignIn } from '@/lib/leave-for-sign-in';
import { apiRead } from '@/lib/query-keys';
import { currentPlace } from '@/lib/safe-next-path';
import { savedDataOwner } from '@/lib/saved-data-owner';

/** 1 s, 2 s, 4 s … between attempts to reach the server, never more than 30 s. */
export const reconnectDelayMs = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

/**
 * The signed-in user, or null when nobody is. Only a 401 means signed out (the fetcher answers null);
 * a network error or a 5xx says nothing about the session, so the question is asked again until the
 * server answers, and the page waits rather than sending a signed-in person to sign in.
 */
export const currentUserQuery = queryOptions({
  ...apiRead<User>('/api/user'),
  retry: true,
  retryDelay: reconnectDelayMs,
});

/**
 * Nobody is signed in, known without asking the server: it sends the landing page drawn in advance only
 * to a browser that sent no session cookie (decision 30).
 */
export function startAsVisitor(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQuery.queryKey, null);
}

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * Spec section 4: cached server data is cleared before a sign-in attempt. The current-user entry
 * (null on the auth page) stays, so the form and its error don't vanish behind a loading spinner.
 */
export function clearCachedData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
}

let sessionEnded = false;
let leaving = false;

/**
 * The person's session ended in another tab or on another device, or expired, as far as this page has
 * learned: a route guard then waits for the full load of /auth instead of moving there inside the page,
 * which could cancel that load and lose its message.
 */
export const sessionHasEnded = () => sessionEnded;

/**
 * The person signs in again and comes back to the page they were on. The current-user entry stays until
 * the full load, so no route guard re-renders its way to /auth first (see `leaveForSignIn`).
 */
export function leaveForEndedSession(queryClient: QueryClient): void {
  sessionEnded = true;
  if (leaving) return;
  leaving = true;
  keepFormDraftsForSignIn();
  leaveForSignIn({ title: 'Your session ended. Please sign in again.' }, { next: currentPlace() });
  clearCachedData(queryClient);
}

/**
 * A session ends, as far as this page can tell, in two ways: a data call is answered 401, or the server
 * says nobody is signed in on a device where someone was and has not signed out here since (the owner of
 * the data saved for offline use). A page's reads and the question about the user go out together, so
 * either answer may come first. The second only marks the session as ended: the signed-in pages' guard
 * leaves for it, while a page for everyone (the landing page, the legal texts) stays.
 */
export function leaveWhenSessionEnds(queryClient: QueryClient): void {
  whenSessionEnds(() => leaveForEndedSession(queryClient));
  const userQueryHash = hashKey(currentUserQuery.queryKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== userQueryHash || event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.state.data === null && savedDataOwner() !== null) sessionEnded = true;
  });
}
