import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route, Switch, useSearch } from 'wouter';
import { PAGES } from '@shared/pages';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { currentUserQuery, useCurrentUser } from '@/features/auth';
import { LandingPage } from '@/features/landing/landing-page';
import { afterQueuedReads } from '@/lib/api-client';
import { describeDeviceForDrawing } from '@/lib/drawn-answers';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { startPageReads } from '@/lib/page-reads';
import { publicSettingsQuery } from '@/lib/public-settings';
import { safeNextPath } from '@/lib/safe-next-path';
import { savedDataOwner } from '@/lib/saved-data-owner';
import { PageErrorBoundary } from './error-boundary';
import { RedirectSignedIn, RequireUser } from './route-guards';

function PageLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  );
}

// Visitors get the landing page in the first download; the sign-in page, the signed-in shell,
// each signed-in screen, the legal texts and the not-found page load when first opened. Inside
// the shell the sidebar stays while a page's code arrives.
const AppShell = lazyComponent<'AppShell', { children: ReactNode }>(() => import('./app-shell'), 'AppShell', FullPageSpinner);
const AuthPage = lazyComponent(() => import('@/features/auth/auth-page'), 'AuthPage', FullPageSpinner);
const AccountPage = lazyComponent(() => import('@/features/account/account-page'), 'AccountPage', PageLoading);
const DailyPlanPage = lazyComponent(() => import('@/features/daily-plan/daily-plan-page'), 'DailyPlanPage', PageLoading);
const DashboardPage = lazyComponent(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage', PageLoading);
const GoalsPage = lazyComponent(() => import('@/features/goals/goals-page'), 'GoalsPage', PageLoading);
const PlanningPage = lazyComponent(() => import('@/features/planning/planning-page'), 'PlanningPage', PageLoading);
const PomodoroPage = lazyComponent(() => import('@/features/pomodoro/pomodoro-page'), 'PomodoroPage', PageLoading);
const TasksPage = lazyComponent(() => import('@/features/tasks/tasks-page'), 'TasksPage', PageLoading);
const CookiePolicyPage = lazyComponent(() => import('@/features/legal/cookie-page'), 'CookiePolicyPage', FullPageSpinner);
const PrivacyPolicyPage = lazyComponent(() => import('@/features/legal/privacy-page'), 'PrivacyPolicyPage', FullPageSpinner);
const TermsOfServicePage = lazyComponent(() => import('@/features/legal/terms-page'), 'TermsOfServicePage', FullPageSpinner);
const NotFoundPage = lazyComponent(() => import('@/features/not-found/not-found-page'), 'NotFoundPage', FullPageSpinner);

/**
 * The shell around a signed-in page; the page's code downloads alongside the shell's, not after it.
 * A page that fails shows its error inside the shell, so the sidebar still leads elsewhere.
 */
function InShell({ page: Page }: { page: LazyComponent }) {
  void Page.preload();
  return (
    <AppShell>
      <PageErrorBoundary>
        <Page />
      </PageErrorBoundary>
    </AppShell>
  );
}

function signedIn(Page: LazyComponent) {
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

/** After signing in (or registering) the person goes on to the page that sent them here. */
function AuthRoute() {
  const next = new URLSearchParams(useSearch()).get('next');
  return (
    <RedirectSignedIn to={safeNextPath(next, window.location.origin)}>
      <AuthPage />
    </RedirectSignedIn>
  );
}

const SIGNED_IN_PAGES: [path: string, page: LazyComponent][] = [
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
 * the page's code and its data. Asked for together they arrive in one round instead of one after the other,
 * which on a slow processor is the difference between one second and several.
 */
export function startLoadingSignedInPage(pathname: string, queryClient: QueryClient): void {
  const someoneSignedInHere = savedDataOwner() !== null;
  // `/` is the dashboard for a signed-in person: on a device where someone is signed in, most likely again.
  const isHome = pathname === PAGES.home.path;
  const pagePath = isHome && someoneSignedInHere ? PAGES.dashboard.path : pathname;
  const page = SIGNED_IN_PAGES.find(([path]) => path === pagePath)?.[1];
  if (!page) return;
  void queryClient.prefetchQuery(publicSettingsQuery);
  // The code in the next task: each file it needs is a link added to the page (30–60 ms in all on a slow
  // machine), which in the app's first task, with the modules' evaluation, made that task the page's longest.
  void afterQueuedReads().then(() => {
    void AppShell.preload();
    void page.preload();
  });
  // Its data too: without it, the page's reads would wait until its code is in and it is drawn. A visitor's
  // reads would be refused, and a refusal means a session that ended, so they go out at once only on a device
  // where someone is signed in (the person whose data it keeps for offline use), and otherwise once the
  // server has named the user. Where that person's session has ended meanwhile, the refusal says so (at `/`,
  // which then shows the landing page, they always wait).
  const readsAtOnce = someoneSignedInHere && !isHome;
  if (readsAtOnce) setTimeout(() => startPageReads(pagePath, queryClient));
  queryClient.fetchQuery(currentUserQuery).then(
    (user) => user && !readsAtOnce && startPageReads(pagePath, queryClient),
    () => undefined,
  );
  // The time zone (the dashboard's reads, every page's habits and reminders): on a device that asked before,
  // the kept answer, at no cost (lib/time-zone.ts). The first time, asking sets up the browser's locale and zone
  // data: 30–60 ms on a fast machine, 100–250 on a slow one. It runs in a task of its own while the code and
  // data are on their way: after the reads above have gone out, which it held back when it came first, and not
  // inside the app's first task or a page's first drawing.
  // The zone and the window's width go to the server as cookies, for the next page it draws (decision 32).
  setTimeout(() => void afterQueuedReads().then(describeDeviceForDrawing));
}

/** The code of a signed-in page at `pathname` and of its shell, loaded (for drawing it at once). */
export async function loadSignedInPage(pathname: string): Promise<void> {
  const page = SIGNED_IN_PAGES.find(([path]) => path === pathname)?.[1];
  await Promise.all([AppShell.preload(), page?.preload()]);
}

/**
 * What a page drawn on the server was drawn from, in the browser's cache: the user, the settings, the page's
 * first reads (answered from the page itself, lib/drawn-answers.ts) and its code. Hydration draws the same page.
 */
export async function loadDrawnPage(pathname: string, queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(currentUserQuery),
    queryClient.prefetchQuery(publicSettingsQuery),
    ...startPageReads(pathname, queryClient),
    // In a task of its own, as for any page opened directly (startLoadingSignedInPage).
    afterQueuedReads().then(() => loadSignedInPage(pathname)),
  ]);
  setTimeout(() => void afterQueuedReads().then(describeDeviceForDrawing));
}

/** Spec section 2's route table, plus /plan for the Daily Plan page (the paths: shared/src/pages.ts). */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={PAGES.home.path} component={HomeRoute} />
      {SIGNED_IN_ROUTES.map(([path, page]) => (
        <Route key={path} path={path} component={page} />
      ))}
      <Route path={PAGES.auth.path} component={AuthRoute} />
      <Route path={PAGES.terms.path} component={TermsOfServicePage} />
      <Route path={PAGES.privacy.path} component={PrivacyPolicyPage} />
      <Route path={PAGES.cookies.path} component={CookiePolicyPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
