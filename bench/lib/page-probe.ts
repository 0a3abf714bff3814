// The probe the bench injects into every page it measures (page-probe.browser.js), and the wait for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const PROBE_SOURCE = readFileSync(fileURLToPath(new URL('./page-probe.browser.js', import.meta.url)), 'utf8');

/** Has `page` record when each of `selectors` first reaches the screen, and its long tasks, from its first script on. */
export const addPageProbe = (page: Page, selectors: string[]) =>
  page.addInitScript({ content: `window.__benchSelectors = ${JSON.stringify(selectors)};\n${PROBE_SOURCE}` });

/**
 * Waits until the probe has seen `selector` on screen, or `timeoutMs` has passed. The wait is a function,
 * not a string: the app's Content-Security-Policy forbids eval, which refused a string at once.
 */
export const waitUntilSeen = (page: Page, selector: string, timeoutMs: number) =>
  page
    .waitForFunction((watched) => watched in (window as unknown as { __benchProbe: { seen: object } }).__benchProbe.seen, selector, { timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
