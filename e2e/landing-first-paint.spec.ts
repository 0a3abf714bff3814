import type { Page } from '@playwright/test';
import { expect, expectLive, expectNoSidewaysScroll, test } from './fixtures';

// Decision 30: a browser with no session cookie gets the landing page drawn at build time, which the app
// then takes over (hydrates) without drawing it again.

/** Holds the app's code files back until the function it answers is called. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the landing page is all there before its code runs', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle('Stepwise · Turn your goals into daily progress');
  await expect(page.getByRole('heading', { name: 'Turn your goals into daily progress', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Try it now' })).toBeAttached();
  for (const feature of ['Goal Hierarchy', 'Pomodoro Timer', 'Smart Planning']) {
    await expect(page.getByRole('heading', { name: feature, exact: true })).toBeAttached();
  }
  // Links work without the app: they are plain links.
  await expect(page.getByRole('link', { name: 'Get Started Now' }).first()).toHaveAttribute('href', '/auth?tab=register');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  // No year yet: the one drawn at build time could be a past one.
  await expect(page.getByRole('contentinfo')).toContainText('© Stepwise. All rights reserved.');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('landing-before-its-code.png') });
  await context.close();
});

test('a visitor’s landing page asks nobody who is signed in, and comes alive as drawn', async ({ page }) => {
  const userReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userReads.push(request.url());
  });
  const response = await page.goto('/');
  expect(await response?.text()).toContain('data-prerendered="landing"');
  await expectLive(page);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Stepwise. All rights reserved.`);
  // The demo answers: the page's handlers are attached.
  await page.locator('#demo').getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('#demo').getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(userReads, 'reads of /api/user').toEqual([]);
});

test('the landing page asks for its code only once it is painted', async ({ page }) => {
  await page.goto('/');
  await expectLive(page);
  const { firstPaint, firstCodeRequest } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstCodeRequest: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstPaint).toBeGreaterThan(0);
  // Lighthouse's estimate of the largest paint on a slow line counts every file asked for before it.
  expect(firstCodeRequest).toBeGreaterThan(firstPaint!);
});

test('a landing page whose first paint is never reported (a background tab) still comes alive', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser that takes paint reports but never sends one, as for a page opened in a background tab.
    window.PerformanceObserver = class {
      static readonly supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
  });
  await page.goto('/');
  await expectLive(page);
  await page.locator('#demo').getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('#demo').getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('a visitor who scrolls before the code arrives stays where they scrolled', async ({ page }) => {
  // The app's code is held back until the visitor has scrolled down to the demo.
  const releaseCode = await holdTheCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Key Features' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  releaseCode();
  await expectLive(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a button pressed before the code arrives is pressed once the page is live', async ({ page }) => {
  const releaseCode = await holdTheCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const demo = page.locator('#demo');
  await demo.getByRole('button', { name: 'Start' }).click();
  await expect(demo.getByTestId('demo-timer')).toHaveText('Time left: 25:00');
  releaseCode();
  await expectLive(page);
  // Pressed once: Start became Pause, and a second press would have paused it again.
  await expect(demo.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Start' })).toBeHidden();
});

test('a signed-in person opening / gets their dashboard, never the landing page', async ({ page, user }) => {
  const response = await page.goto('/');
  expect(await response?.text()).not.toContain('data-prerendered');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${user.username}`)).toBeVisible();
  await expect(page.getByText('100% Free Forever')).toHaveCount(0);
});

test('a browser whose session ended gets the app at /, which finds nobody signed in', async ({ page, baseURL }) => {
  // The cookie is still here, the session it named is not (signed out elsewhere, or expired).
  await page.context().addCookies([{ name: 'stepwise_session', value: 'x'.repeat(43), url: baseURL as string }]);
  const response = await page.goto('/');
  expect(await response?.text()).not.toContain('data-prerendered');
  await expect(page.getByText('100% Free Forever')).toBeVisible();
});
