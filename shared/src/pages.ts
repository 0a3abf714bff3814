/**
 * The web app's pages, in one place: the client's router draws them and names the browser tab after
 * them, and the server answers their paths with 200 and any other path (the not-found page) with 404.
 */
export const PAGES = {
  /** The landing page for a visitor; a signed-in person's dashboard is named as the dashboard. */
  home: { path: '/', title: 'Stepwise · Turn your goals into daily progress' },
  dashboard: { path: '/dashboard', title: 'Dashboard · Stepwise' },
  goals: { path: '/goals', title: 'Goals · Stepwise' },
  planning: { path: '/planning', title: 'Goal Planning · Stepwise' },
  dailyPlan: { path: '/plan', title: 'Daily Plan · Stepwise' },
  tasks: { path: '/todos', title: 'Daily Tasks · Stepwise' },
  // Spec section 4: the timer page's title is 'Pomodoro Timer' while the timer is stopped.
  pomodoro: { path: '/pomodoro', title: 'Pomodoro Timer' },
  account: { path: '/profile', title: 'Account · Stepwise' },
  auth: { path: '/auth', title: 'Sign In · Stepwise' },
  terms: { path: '/terms-of-service', title: 'Terms of Service · Stepwise' },
  privacy: { path: '/privacy-policy', title: 'Privacy Policy · Stepwise' },
  cookies: { path: '/cookie-policy', title: 'Cookie Policy · Stepwise' },
} as const;

export type Page = (typeof PAGES)[keyof typeof PAGES];

/**
 * The signed-in pages the server sends drawn with the person's data (decision 32): those that show the most of
 * it, whose first reads client/src/lib/page-reads.ts names. The service worker asks the network for them first.
 */
export const DRAWN_PAGE_PATHS: readonly string[] = [PAGES.dashboard.path, PAGES.goals.path, PAGES.planning.path, PAGES.tasks.path, PAGES.pomodoro.path];

/** The cookie the app keeps up to date with the window's width, for the next page the server draws. */
export const WIDTH_COOKIE = 'viewport_width';
/** The cookie with the device's time zone, which decides where the person's days begin. */
export const ZONE_COOKIE = 'time_zone';
/** Desktop width, for a device the server knows nothing of. */
export const DEFAULT_DRAWN_WIDTH = 1280;

export const NOT_FOUND_TITLE = 'Page Not Found · Stepwise';

/** The auth page opened on its registration tab. */
export const REGISTER_TITLE = 'Create Account · Stepwise';

const BY_PATH = new Map<string, Page>(Object.values(PAGES).map((page) => [page.path, page]));

/**
 * The page drawn at `pathname` (no query), or undefined for the not-found page. Matched as the
 * client's router (wouter) matches a fixed path: whatever the letter case, with or without a final slash.
 */
export function pageAt(pathname: string): Page | undefined {
  const path = pathname.toLowerCase();
  return BY_PATH.get(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
}
