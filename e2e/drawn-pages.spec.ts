import type { Page } from '@playwright/test';
import { DRAWN_PAGE_PATHS, ZONE_COOKIE } from '../shared/src/pages';
import { expect, expectLive, test } from './fixtures';
import { HOSTILE, seedHostileAccount } from './hostile-data';

// Signed-in pages the server sends drawn with the person's data (decision 32), then taken over by the app.

/** The HTML the server answers a navigation to `path` with, as this browser would get it. */
async function pageAsSent(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Opened once, so that the app has told the server the device's zone and width: the next load comes drawn. */
async function openOnce(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === ZONE_COOKIE)).toBe(true);
}

test('each page arrives drawn with hostile data and is taken over as drawn, with no mismatch', async ({ page }) => {
  await seedHostileAccount(page);
  await openOnce(page, '/dashboard');
  for (const path of DRAWN_PAGE_PATHS) {
    const html = await pageAsSent(page, path);
    expect(html, path).toContain('data-prerendered="page"');
    // No answer sent with the page can end its script element early.
    expect(html.match(/<\/script>/g)?.length, path).toBe(html.match(/<script\b/g)?.length);
    await page.goto(path);
    await expectLive(page);
    // A mismatch between the drawing and the app's first drawing is a page error, which fails the test.
    await expect(page.locator('main h1')).toBeVisible();
  }
  await page.goto('/goals');
  await expect(page.getByRole('article', { name: HOSTILE.arabic, exact: true })).toBeVisible();
  await expectLive(page);
});

test('a page drawn in one minute and taken over in the next shows the same time for its data', async ({ page, user: _user }) => {
  await openOnce(page, '/dashboard');
  // The browser's clock a few seconds into the server's next (or last) minute: within the 30 s the app takes
  // a drawn page over in, and the dashboard's "Last updated" minute apart from the server's.
  let second = new Date().getSeconds();
  if (second >= 25 && second < 32) {
    await page.waitForTimeout((32 - second) * 1000);
    second = new Date().getSeconds();
  }
  const offsetSeconds = second >= 30 ? 61 - second : -(second + 1);
  await page.clock.install({ time: Date.now() + offsetSeconds * 1000 });
  await page.reload();
  await expectLive(page);
  // A text that differed from the drawing's would be a page error, which fails the test.
  await expect(page.getByText(/^Last updated \d/)).toBeVisible();
});

/**
 * Reloads the page with its own code (the goals page's) held back: drawn, on screen and not yet live until the
 * function it answers is called, which lets the code through and waits for the page to be live.
 */
async function reloadHeldBack(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/goals-page-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'page');
  return async () => {
    release();
    await expectLive(page);
    await page.unrouteAll();
  };
}

test('a button pressed before the page is live is pressed once it is', async ({ page, user: _user }) => {
  await openOnce(page, '/goals');
  const release = await reloadHeldBack(page);
  await page.getByRole('button', { name: 'New Main Goal' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await release();
  await expect(page.getByRole('dialog', { name: 'Create New Main Goal' })).toBeVisible();
});

test('shortcuts pressed before the page is live are pressed once it is, each once', async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openOnce(page, '/goals');
  const sidebar = page.getByTestId('sidebar');

  let release = await reloadHeldBack(page);
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await release();
  // Pressed again once, not twice (which would have opened it again).
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.waitForTimeout(300);
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

  release = await reloadHeldBack(page);
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/goals$/);
  await release();
  await expect(page).toHaveURL(/\/todos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Tasks' })).toBeVisible();
});

test('a session that ended elsewhere gets the sign-in page, never a drawn page', async ({ page, user: _user }) => {
  await openOnce(page, '/todos');
  // Left, so that no open page of the app notices the ending first and leaves for sign-in meanwhile.
  await page.goto('about:blank');
  // Signed out on another device: this browser still sends the session's cookie.
  const cookies = await page.context().cookies();
  expect((await page.request.post('/api/logout')).status()).toBe(204);
  await page.context().addCookies(cookies);
  expect(await pageAsSent(page, '/todos')).not.toContain('data-prerendered');
  await page.goto('/todos');
  await expect(page).toHaveURL(/\/auth\?next=%2Ftodos$/);
});
