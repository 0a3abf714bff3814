// The probe the bench injects into every page it measures (page-probe.browser.js), and the wait for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const PROBE_SOURCE = readFileSync(fileURLToPath(new URL('./page-probe.browser.js', import.meta.url)), 'utf8');

/** How the probe's console line that a selector reached the screen begins. */
const SEEN_PREFIX = 'bench-probe seen: ';

interface Sightings {
  seen: Set<string>;
  waiting: Map<string, (() => void)[]>;
}

const sightingsOf = new WeakMap<Page, Sightings>();

/**
 * Has `page` record when each of `selectors` first reaches the screen, and its long tasks, from its first
 * script on. The probe says so on the console too, which is how `waitUntilSeen` hears of it: Playwright's
 * own waits (`waitForFunction`, locators) install its injected script in the page, a script of its own
 * that a person's browser never runs, in the middle of the load being measured.
 */
export async function addPageProbe(page: Page, selectors: string[]): Promise<void> {
  const sightings: Sightings = { seen: new Set(), waiting: new Map() };
  sightingsOf.set(page, sightings);
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith(SEEN_PREFIX)) return;
    const selector = text.slice(SEEN_PREFIX.length);
    sightings.seen.add(selector);
    for (const resolve of sightings.waiting.get(selector) ?? []) resolve();
    sightings.waiting.delete(selector);
  });
  await page.addInitScript({
    content: `window.__benchSelectors = ${JSON.stringify(selectors)};\nwindow.__benchSeenPrefix = ${JSON.stringify(SEEN_PREFIX)};\n${PROBE_SOURCE}`,
  });
}

/** Forgets what the probe has seen, for a second visit within the page (the app's own navigation). */
export async function restartPageProbe(page: Page): Promise<void> {
  sightingsOf.get(page)?.seen.clear();
  await page.evaluate('window.__benchProbe.restart()');
}

/** Waits until the probe has seen `selector` on screen (true), or `timeoutMs` has passed (false). */
export function waitUntilSeen(page: Page, selector: string, timeoutMs: number): Promise<boolean> {
  const sightings = sightingsOf.get(page);
  if (!sightings) throw new Error('waitUntilSeen needs addPageProbe on that page first');
  if (sightings.seen.has(selector)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const waiters = sightings.waiting.get(selector) ?? [];
    waiters.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
    sightings.waiting.set(selector, waiters);
  });
}
