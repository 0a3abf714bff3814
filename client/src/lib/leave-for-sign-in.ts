import { type ToastMessage, toastAfterReload } from '@/components/ui/toast-store';

/**
 * Ends a signed-in page with a full load of /auth (spec section 2), which drops every cached record,
 * timer and listener of the old user with the page. Nothing in React's state changes first: a re-render
 * would let a route guard move to /auth inside the page, and that same-document navigation can cancel
 * the full one, leaving the person on a half-cleared page without the toast.
 */
export function leaveForSignIn(message: Omit<ToastMessage, 'id'>): void {
  toastAfterReload(message);
  window.location.assign('/auth');
}
