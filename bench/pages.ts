// Pages in headless Chromium: when the main content is on screen, the long tasks on the way,
// and how much JavaScript and CSS (gzipped) a page downloads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { median } from './lib/bare-ratio';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { addPageProbe, restartPageProbe, waitUntilSeen } from './lib/page-probe';

export interface PageSpec {
  id: string;
  path: string;
  signedIn: boolean;
  /**
   * CSS selectors of the page's real content, preferred first. The first one counts when it reaches
   * the screen within 15 s; the others are fallbacks (`main h1` for a page with no content marker).
   */
  content: string[];
  /** Where the sidebar's link to the page goes, when not to `path`. */
  linkPath?: string;
}

/** Edit the selectors here when a page's markup changes. */
export const PAGES: PageSpec[] = [
  { id: 'landing', path: '/', signedIn: false, content: ['#hero-title', 'main h1'] },
  { id: 'dashboard', path: '/dashboard', linkPath: '/', signedIn: true, content: ['[data-testid="main-goals-completion"]', 'main h1'] },
  { id: 'goals', path: '/goals', signedIn: true, content: ['[data-testid="goal-card"]', 'main h1'] },
  { id: 'tasks', path: '/todos', signedIn: true, content: ['[data-testid="task-row"]', 'main h1'] },
  { id: 'planning', path: '/planning', signedIn: true, content: ['[data-testid="goal-plan-card"]', '[data-testid="daily-progress"]', 'main h1'] },
  { id: 'pomodoro', path: '/pomodoro', signedIn: true, content: ['[data-testid="timer-clock"]', 'main h1'] },
];

export interface PageResult {
  id: string;
  path: string;
  /** Median of the measured loads, from navigation start. */
  mainContentMs: number | null;
  /** The selector that counted. */
  contentSelector: string | null;
  longTasksOver50: number;
  longestTaskMs: number;
  /**
   * A second visit within the app (a link to another page, then a link back): the cached data shows at
   * once while it is read again. Median of the measured visits, from the click; null for the landing page.
   */
  secondVisitMs?: number | null;
  /** The longest task from that click until the page has settled. */
  secondVisitLongestTaskMs?: number;
}

export interface DownloadSize {
  jsGzipKb: number;
  cssGzipKb: number;
  files: { url: string; gzipKb: number }[];
}

const MEASURED_LOADS = 3;
/** Loads before the measured ones: the first fills the HTTP cache, the second has V8 keep its compiled code. */
const WARM_UP_LOADS = 2;
const CONTENT_TIMEOUT_MS = 15_000;
/** After the content shows, long tasks still count for this long (rendering the rest, lazy chunks). */
const SETTLE_MS = 1500;

interface PageProbe {
  seen: Record<string, number>;
  longTasks: { start: number; duration: number }[];
}

const VIEWPORT = { width: 1280, height: 800 };

async function addCookie(context: BrowserContext, baseUrl: string, cookie: string): Promise<void> {
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl }]);
}

async function newContext(browser: Browser, baseUrl: string, cookie: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (cookie) await addCookie(context, baseUrl, cookie);
  return context;
}

async function loadOnce(context: BrowserContext, url: string, spec: PageSpec) {
  const page = await context.newPage();
  try {
    await addPageProbe(page, spec.content);
    await page.goto(url, { waitUntil: 'load' });
    await waitUntilSeen(page, spec.content[0] as string, CONTENT_TIMEOUT_MS);
    await page.waitForTimeout(SETTLE_MS);
    const probe = (await page.evaluate('window.__benchProbe')) as PageProbe;
    const selector = spec.content.find((candidate) => candidate in probe.seen) ?? null;
    return { selector, contentMs: selector ? (probe.seen[selector] as number) : null, longTasks: probe.longTasks };
  } finally {
    await page.close();
  }
}

/** Where a second visit goes in between: a light page, never the one measured. */
const awayFrom = (spec: PageSpec) => PAGES.find((candidate) => candidate.id === (spec.id === 'pomodoro' ? 'dashboard' : 'pomodoro')) as PageSpec;

/** Follows the sidebar's link to `path` as a person clicks it; answers the click's time on the page's clock. */
const followLink = (page: Page, path: string) =>
  page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`nav a[href="${target}"]`);
    if (!link) throw new Error(`no link to ${target} in the navigation`);
    const clickedAt = performance.now();
    (window as unknown as { __benchProbe: { since: number } }).__benchProbe.since = clickedAt;
    link.click();
    return clickedAt;
  }, path);

const waitForContent = (page: Page, selector: string) => waitUntilSeen(page, selector, CONTENT_TIMEOUT_MS);

/**
 * Opens the page, goes to another page and back `visits` times with the app's own links, and measures
 * each return: from the click until the page's main content is on screen, and the long tasks until it settled.
 */
async function secondVisits(context: BrowserContext, baseUrl: string, spec: PageSpec, visits: number) {
  const away = awayFrom(spec);
  const page = await context.newPage();
  try {
    const selectors = [...spec.content.slice(0, 1), ...away.content.slice(0, 1)];
    await addPageProbe(page, selectors);
    await page.goto(baseUrl + spec.path, { waitUntil: 'load' });
    await waitForContent(page, spec.content[0] as string);
    await page.waitForTimeout(SETTLE_MS);
    const results: { contentMs: number | null; longestTaskMs: number }[] = [];
    for (let visit = 0; visit < visits; visit++) {
      await restartPageProbe(page);
      await followLink(page, away.linkPath ?? away.path);
      await waitForContent(page, away.content[0] as string);
      await page.waitForTimeout(SETTLE_MS);
      await restartPageProbe(page);
      const clickedAt = await followLink(page, spec.linkPath ?? spec.path);
      await waitForContent(page, spec.content[0] as string);
      await page.waitForTimeout(SETTLE_MS);
      const probe = (await page.evaluate('window.__benchProbe')) as PageProbe;
      const seenAt = probe.seen[spec.content[0] as string];
      results.push({
        contentMs: seenAt === undefined ? null : seenAt - clickedAt,
        longestTaskMs: Math.max(0, ...probe.longTasks.filter((task) => task.start + task.duration >= clickedAt).map((task) => task.duration)),
      });
    }
    return results;
  } finally {
    await page.close();
  }
}

/**
 * A browser with its profile on disk, as a person's is: besides the HTTP cache it keeps the code V8 compiled
 * from the app's scripts (its code cache, made on the second load of a script and used from the third),
 * which a browser context kept in memory never does.
 */
async function returningBrowser(baseUrl: string, cookie: string | null): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'stepwise-bench-browser-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, viewport: VIEWPORT });
  if (cookie) await addCookie(context, baseUrl, cookie);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function measurePages(baseUrl: string, cookie: string): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const spec of PAGES) {
    const { context, close } = await returningBrowser(baseUrl, spec.signedIn ? cookie : null);
    try {
      // Fill the HTTP cache and warm the server, then let V8 keep its compiled code.
      for (let warmUp = 0; warmUp < WARM_UP_LOADS; warmUp++) await loadOnce(context, baseUrl + spec.path, spec);
      const loads = [];
      for (let run = 0; run < MEASURED_LOADS; run++) loads.push(await loadOnce(context, baseUrl + spec.path, spec));
      const times = loads.flatMap((load) => (load.contentMs === null ? [] : [load.contentMs]));
      const longTasks = loads.flatMap((load) => load.longTasks);
      const returns = spec.signedIn ? await secondVisits(context, baseUrl, spec, MEASURED_LOADS) : [];
      const returnTimes = returns.flatMap((visit) => (visit.contentMs === null ? [] : [visit.contentMs]));
      results.push({
        id: spec.id,
        path: spec.path,
        mainContentMs: times.length === loads.length ? median(times) : null,
        contentSelector: loads.find((load) => load.selector)?.selector ?? null,
        longTasksOver50: Math.round(longTasks.length / loads.length),
        longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
        ...(spec.signedIn && {
          secondVisitMs: returnTimes.length === returns.length ? median(returnTimes) : null,
          secondVisitLongestTaskMs: Math.max(0, ...returns.map((visit) => visit.longestTaskMs)),
        }),
      });
    } finally {
      await close();
    }
  }
  return results;
}

/** JavaScript and CSS a first visit downloads, gzipped here (the sizes a compressing server or CDN sends). */
export async function measureDownloads(baseUrl: string, path: string, cookie: string | null, waitFor: string): Promise<DownloadSize> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await newContext(browser, baseUrl, cookie);
    const page = await context.newPage();
    const pending: Promise<{ url: string; type: 'js' | 'css'; gzipBytes: number } | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), type: type === 'script' ? ('js' as const) : ('css' as const), gzipBytes: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.locator(waitFor).first().waitFor({ timeout: CONTENT_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    const total = (type: 'js' | 'css') => kb(files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzipBytes, 0));
    await context.close();
    return {
      jsGzipKb: total('js'),
      cssGzipKb: total('css'),
      files: files.map((file) => ({ url: new URL(file.url).pathname, gzipKb: kb(file.gzipBytes) })),
    };
  } finally {
    await browser.close();
  }
}
