import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { savedDataOwner } from '@/lib/saved-data-owner';
import { currentUserQuery } from './session';

const savedQueryCache = () => import('@/lib/saved-query-cache');
const CURRENT_USER_HASH = hashKey(currentUserQuery.queryKey);

/**
 * Decision 26: the signed-in person's data stays readable offline, and only theirs.
 * - The server names the signed-in user: from then on this device keeps that user's cache (anyone
 *   else's is dropped), and nobody's once it answers that no one is signed in.
 * - The server can't be reached before it has answered: the pages open with the saved cache of the last
 *   user it named here, who has not signed out on this device since. When it answers, the pages fetch
 *   everything afresh: over the saved data for the same user, in place of it for anyone else.
 */
export function keepDataForOffline(queryClient: QueryClient): void {
  let restored: { owner: number; done: Promise<void> } | null = null;
  queryClient.getQueryCache().subscribe((event) => {
    const userQuery = event.query;
    if (userQuery.queryHash !== CURRENT_USER_HASH) return;
    const { fetchStatus, fetchFailureCount } = userQuery.state;
    const user = userQuery.state.data as User | null | undefined;
    const owner = savedDataOwner();
    if (user === undefined && (fetchStatus === 'paused' || fetchFailureCount > 0) && owner !== null && !restored) {
      restored = { owner, done: savedQueryCache().then((saved) => saved.restoreSavedData(queryClient, owner)) };
    }
    // The server's own answer, or a sign-in's (restored data arrives as 'setState').
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (restored) {
      const { owner: shownOwner, done } = restored;
      restored = null;
      const others = { predicate: (query: { queryHash: string }) => query.queryHash !== CURRENT_USER_HASH };
      void done.then(() => (user?.id === shownOwner ? queryClient.invalidateQueries(others) : queryClient.resetQueries(others)));
    }
    if (user) void savedQueryCache().then((saved) => saved.saveDataFor(queryClient, user.id));
    else if (owner !== null) void savedQueryCache().then((saved) => saved.forgetSavedData());
  });
}
