import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/session';

/** Spec section 2: a spinner while the user loads, /auth without one, the page with one. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}

/** Pages for visitors only: a signed-in user goes to the dashboard. */
export function RedirectSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Redirect to={to} replace />;
  return <>{children}</>;
}
