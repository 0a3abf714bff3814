import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AccountPage } from '@/features/account/account-page';
import { useCurrentUser } from '@/features/auth/api/session';
import { AuthPage } from '@/features/auth/components/auth-page';
import { DailyPlanPage } from '@/features/daily-plan/daily-plan-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { GoalsPage } from '@/features/goals/goals-page';
import { LandingPage } from '@/features/landing/landing-page';
import { CookiePolicyPage } from '@/features/legal/cookie-page';
import { PrivacyPolicyPage } from '@/features/legal/privacy-page';
import { TermsOfServicePage } from '@/features/legal/terms-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ComingSoonPage } from '@/features/placeholder/coming-soon-page';
import { TasksPage } from '@/features/tasks/tasks-page';
import { AppShell } from './app-shell';
import { RedirectSignedIn, RequireUser } from './route-guards';

function signedIn(Page: ComponentType) {
  return function SignedInPage() {
    return (
      <RequireUser>
        <AppShell>
          <Page />
        </AppShell>
      </RequireUser>
    );
  };
}

const comingSoon = (title: string, description: string) => () => <ComingSoonPage title={title} description={description} />;

/** `/`: the dashboard for a signed-in person, the landing page for a visitor. */
function HomeRoute() {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <AppShell>
      <DashboardPage />
    </AppShell>
  );
}

function AuthRoute() {
  return (
    <RedirectSignedIn to="/dashboard">
      <AuthPage />
    </RedirectSignedIn>
  );
}

// Built once, here: a component made during render would remount its page on every render.
const SIGNED_IN_ROUTES: [path: string, page: ComponentType][] = [
  ['/dashboard', signedIn(DashboardPage)],
  ['/goals', signedIn(GoalsPage)],
  ['/planning', signedIn(comingSoon('Goal Planning', 'See which goals have work planned today.'))],
  ['/plan', signedIn(DailyPlanPage)],
  ['/todos', signedIn(TasksPage)],
  ['/pomodoro', signedIn(comingSoon('Pomodoro', 'Focus on one task at a time.'))],
  ['/profile', signedIn(AccountPage)],
];

/** Spec section 2's route table, plus /plan for the Daily Plan page. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      {SIGNED_IN_ROUTES.map(([path, page]) => (
        <Route key={path} path={path} component={page} />
      ))}
      <Route path="/auth" component={AuthRoute} />
      <Route path="/terms-of-service" component={TermsOfServicePage} />
      <Route path="/privacy-policy" component={PrivacyPolicyPage} />
      <Route path="/cookie-policy" component={CookiePolicyPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
