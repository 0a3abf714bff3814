import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ZONE_COOKIE } from '../shared/src/pages';

export interface TestUser {
  username: string;
  password: string;
}

export const newUsername = (prefix = 'e2e') => `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * Chromium logs every HTTP error answer. The app handles those (401 while signed out, a refused
 * password, a server failure a test provokes) and shows its own message, so they are not errors.
 */
const HANDLED_HTTP_ERROR = /Failed to load resource: the server responded with a status of [45]\d\d/;

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; failOnConsoleErrors: void; user: TestUser }>({
  /** Errors a test provokes on purpose and expects the app to log (a page that breaks, say). */
  expectedConsoleErrors: [[], { option: true }],
  // Any other error the page logs or throws fails the test, as it would annoy a real person.
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const expected = (text: string) => HANDLED_HTTP_ERROR.test(text) || expectedConsoleErrors.some((error) => error.test(text));
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // What the Content-Security-Policy refuses never reaches the console as an error, only DevTools' issues.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content-Security-Policy refused ${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`),
        ),
      );
      await use();
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  /** A fresh user, registered through the API and signed in in this page's browser context. */
  user: async ({ page }, use) => {
    const user = { username: newUsername(), password: 'secret-password' };
    const response = await page.request.post('/api/register', { data: user });
    expect(response.status()).toBe(201);
    await use(user);
  },
});

export { expect };

/** The app has taken over a page drawn before its code came (the landing page, a drawn signed-in page): its buttons work from here on. */
export const expectLive = (page: Page) => expect(page.locator('#root:not([data-prerendered])')).toBeAttached();

/**
 * Makes the next load of a signed-in page a plain one, the shell and then the app's own reads, for a test of
 * those reads: without the time zone cookie the server draws nothing (decision 32). The app writes it again.
 */
export const nextLoadPlain = (page: Page) => page.context().clearCookies({ name: ZONE_COOKIE });

/** What a page adds to the shell: its main content and any open dialog (dialogs sit outside `main`). */
const PAGE_REGIONS = ['main', '[role="dialog"]', '[role="alertdialog"]'];

/**
 * axe on the page as it is now: no serious or critical violations. It checks the page's own regions;
 * `wholeDocument` adds the shell around them (sidebar, header, footer), which one test per layout checks,
 * since scanning it again on every page costs seconds on a slow machine and finds nothing new.
 */
export async function expectAccessible(page: Page, { wholeDocument = false } = {}): Promise<void> {
  const axe = new AxeBuilder({ page });
  if (!wholeDocument) {
    const present = [];
    for (const region of PAGE_REGIONS) if ((await page.locator(region).count()) > 0) present.push(region);
    expect(present, 'a main region or a dialog to check').not.toEqual([]);
    for (const region of present) axe.include(region);
  }
  const results = await axe.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/**
 * The page scrolls only up and down. It polls: right after a resize the layout that follows the window's
 * width (the sidebar turning into a sheet) is drawn a frame or two later, later still on a slow machine.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'the page'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${what}: wider than the window by this many pixels`,
    })
    .toBeLessThanOrEqual(0);
}
