import { type ToastMessage, toastAfterReload } from '@/components/ui/toast-store';
import { signInAddress } from './safe-next-path';
import { savedDataOwner } from './saved-data-owner';

let leaving = false;

/**
 * Ends a signed-in page with a full load of /auth (spec section 2), which drops every cached record,
 * timer and listener of the old user with the page. Nothing in React's state changes first: a re-render
 * would let a route guard move to /auth inside the page, and that same-document navigation can cancel
 * the full one, leaving the person on a half-cleared page without the toast.
 * With `next`, signing in again returns to that page (a session that ended mid-use).
 * The user's data saved for offline use (decision 26) is deleted before the page goes; so are the changes
 * waiting to be sent (decision 28) when the person signs out or deletes the account, but not when the
 * session ended elsewhere: signing in again sends them.
 */
export function leaveForSignIn(
  message: Omit<ToastMessage, 'id'>,
  { next, forgetWaitingChanges = false }: { next?: string; forgetWaitingChanges?: boolean } = {},
): void {
  // The first reason to leave wins: after a logout, a last save refused on the way out is no news.
  if (leaving) return;
  leaving = true;
  toastAfterReload(message);
  const leave = () => window.location.assign(next ? signInAddress(next) : '/auth');
  const owner = savedDataOwner();
  if (owner === null) {
    leave();
    return;
  }
  Promise.all([
    import('./saved-query-cache').then((saved) => saved.forgetSavedData()),
    forgetWaitingChanges && import('./outbox/outbox').then((outbox) => outbox.forgetOutbox(owner)),
  ])
    .catch((error: unknown) => console.warn('The saved data could not be deleted', error))
    .finally(leave);
}
