import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';
import { currentPlace, signInAddress } from '@/lib/safe-next-path';

/**
 * Spec section 2: a spinner while the user loads, /auth without one, the page with one. Only a known
 * "nobody" (null, from a 401) leaves for /auth, remembering the page to come back to; while the server
 * can't be reached the spinner stays and the current-user query keeps asking.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (user === undefined) return <FullPageSpinner />;
  if (user === null) return <Redirect to={signInAddress(currentPlace())} replace />;
  return <>{children}</>;
}

/** Pages for visitors only: a signed-in user goes on to `to`. */
export function RedirectSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (user === undefined) return <FullPageSpinner />;
  if (user) return <Redirect to={to} replace />;
  return <>{children}</>;
}
