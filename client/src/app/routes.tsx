import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useSearch } from 'wouter';
import { PAGES } from '@shared/pages';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { currentUserQuery, useCurrentUser } from '@/features/auth';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { publicSettingsQuery } from '@/lib/public-settings';
import { safeNextPath } from '@/lib/safe-next-path';
import { PageErrorBoundary } from './error-boundary';
import { RedirectSignedIn, RequireUser } from './route-guards';

// Visitors get the landing page in the first download; the sign-in page, the signed-in shell,
// each signed-in screen and the legal texts load when first opened.
type LazyPage<Props extends object = object> = ComponentType<Props> & { preload: () => Promise<unknown> };
const named = <K extends string, Props extends object = object>(
  load: () => Promise<Record<K, ComponentType<Props>>>,
  name: K,
): LazyPage<Props> =>
  Object.assign(
    lazy<ComponentType<Props>>(async () => ({ default: (await load())[name] })),
    // A failed download shows when the page renders (the error boundaries); an early start only saves time.
    { preload: () => load().catch(() => undefined) },
  );
const AppShell = named<'AppShell', { children: ReactNode }>(() => import('./app-shell'), 'AppShell');
const AuthPage = named(() => import('@/features/auth/auth-page'), 'AuthPage');
const AccountPage = named(() => import('@/features/account/account-page'), 'AccountPage');
const DailyPlanPage = named(() => import('@/features/daily-plan/daily-plan-page'), 'DailyPlanPage');
const DashboardPage = named(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage');
const GoalsPage = named(() => import('@/features/goals/goals-page'), 'GoalsPage');
const PlanningPage = named(() => import('@/features/planning/planning-page'), 'PlanningPage');
const PomodoroPage = named(() => import('@/features/pomodoro/pomodoro-page'), 'PomodoroPage');
const TasksPage = named(() => import('@/features/tasks/tasks-page'), 'TasksPage');
const CookiePolicyPage = named(() => import('@/features/legal/cookie-page'), 'CookiePolicyPage');
const PrivacyPolicyPage = named(() => import('@/features/legal/privacy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = named(() => import('@/features/legal/terms-page'), 'TermsOfServicePage');

function PageLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  );
}

/** Inside the shell the sidebar stays while a page's code arrives. */
const WithinShell = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;
const standalone = (Page: ComponentType) =>
  function StandalonePage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  };

/**
 * The shell around a signed-in page; the page's code downloads alongside the shell's, not after it.
 * A page that fails shows its error inside the shell, so the sidebar still leads elsewhere.
 */
function InShell({ page: Page }: { page: LazyPage }) {
  void Page.preload();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppShell>
        <PageErrorBoundary>
          <WithinShell>
            <Page />
          </WithinShell>
        </PageErrorBoundary>
      </AppShell>
    </Suspense>
  );
}

function signedIn(Page: LazyPage) {
  return function SignedInPage() {
    return (
      <RequireUser>
        <InShell page={Page} />
      </RequireUser>
    );
  };
}

/** `/`: the dashboard for a signed-in person, the landing page for a visitor. */
function HomeRoute() {
  const { data: user } = useCurrentUser();
  if (user === undefined) return <FullPageSpinner />;
  if (!user) return <LandingPage />;
  return <InShell page={DashboardPage} />;
}

const StandaloneAuthPage = standalone(AuthPage);

/** After signing in (or registering) the person goes on to the page that sent them here. */
function AuthRoute() {
  const next = new URLSearchParams(useSearch()).get('next');
  return (
    <RedirectSignedIn to={safeNextPath(next, window.location.origin)}>
      <StandaloneAuthPage />
    </RedirectSignedIn>
  );
}

const SIGNED_IN_PAGES: [path: string, page: LazyPage][] = [
  [PAGES.dashboard.path, DashboardPage],
  [PAGES.goals.path, GoalsPage],
  [PAGES.planning.path, PlanningPage],
  [PAGES.dailyPlan.path, DailyPlanPage],
  [PAGES.tasks.path, TasksPage],
  [PAGES.pomodoro.path, PomodoroPage],
  [PAGES.account.path, AccountPage],
];
// Built once, here: a component made during render would remount its page on every render.
const SIGNED_IN_ROUTES = SIGNED_IN_PAGES.map(([path, page]) => [path, signedIn(page)] as const);

/**
 * A page opened directly (a bookmark, a reload) needs the current user, the shell's code and settings,
 * and the page's code. Asked for together they arrive in one round instead of one after the other,
 * which on a slow processor is the difference between one second and several.
 */
export function startLoadingSignedInPage(pathname: string, queryClient: QueryClient): void {
  const page = SIGNED_IN_PAGES.find(([path]) => path === pathname)?.[1];
  if (!page) return;
  void queryClient.prefetchQuery(currentUserQuery);
  void queryClient.prefetchQuery(publicSettingsQuery);
  void AppShell.preload();
  void page.preload();
}

const LEGAL = {
  terms: standalone(TermsOfServicePage),
  privacy: standalone(PrivacyPolicyPage),
  cookies: standalone(CookiePolicyPage),
};

/** Spec section 2's route table, plus /plan for the Daily Plan page (the paths: shared/src/pages.ts). */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={PAGES.home.path} component={HomeRoute} />
      {SIGNED_IN_ROUTES.map(([path, page]) => (
        <Route key={path} path={path} component={page} />
      ))}
      <Route path={PAGES.auth.path} component={AuthRoute} />
      <Route path={PAGES.terms.path} component={LEGAL.terms} />
      <Route path={PAGES.privacy.path} component={LEGAL.privacy} />
      <Route path={PAGES.cookies.path} component={LEGAL.cookies} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
