import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { leaveForEndedSession, sessionHasEnded, useCurrentUser } from '@/features/auth';
import { currentPlace, signInAddress } from '@/lib/safe-next-path';

/**
 * Spec section 2: a spinner while the user loads, /auth without one, the page with one. Only a known
 * "nobody" (null, from a 401) leaves for /auth, remembering the page to come back to; while the server
 * can't be reached the spinner stays and the current-user query keeps asking. Where that "nobody" means the
 * person's session ended elsewhere, the spinner stays until the full load of /auth that says so.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const sessionEnded = user === null && sessionHasEnded();
  useEffect(() => {
    if (sessionEnded) leaveForEndedSession(queryClient);
  }, [sessionEnded, queryClient]);
  if (user === undefined || sessionEnded) return <FullPageSpinner />;
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
