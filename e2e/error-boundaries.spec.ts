import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** The Goals page's own code file, as a deploy that replaced it leaves it: gone (404). */
const GOALS_PAGE_CHUNK = /\/assets\/goals-page-[\w-]+\.js$/;

const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

test('a page whose code is gone after a deploy reloads once, then says Stepwise was updated', async ({ page, user: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const missing: string[] = [];
  await page.route(GOALS_PAGE_CHUNK, (route) => {
    missing.push(route.request().url());
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  let loads = 0;
  page.on('load', () => loads++);

  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: 'Goals' }).click();

  const card = page.getByRole('heading', { name: 'Stepwise was updated', level: 1 });
  await expect(card).toBeVisible();
  await expect.poll(() => loads).toBe(1);
  expect(await navigationType(page)).toBe('reload');
  expect(missing.length).toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(/\/goals$/);
  // Inside the shell: the sidebar still leads elsewhere.
  await expect(navigation).toBeVisible();
  await expect(card).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('update-card-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('update-card-390.png') });
});

test('the update card does not loop, goes with a change of page, and Reload recovers once the code is back', async ({
  page,
  user: _user,
}) => {
  await page.route(GOALS_PAGE_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/goals');
  const card = page.getByRole('heading', { name: 'Stepwise was updated', level: 1 });
  await expect(card).toBeVisible();
  await expect.poll(() => loads).toBe(2);

  // The card stays until the person reloads, and a reload that fails again shows it again.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads).toBe(3);
  await expect(card).toBeVisible();

  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(card).toBeHidden();

  await page.unroute(GOALS_PAGE_CHUNK);
  await navigation.getByRole('link', { name: 'Goals' }).click();
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
  await expect(card).toBeHidden();
});

test('the shell’s code gone after a deploy shows the card on the whole screen', async ({ page, user: _user }) => {
  await page.route(/\/assets\/app-shell-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/todos');

  await expect(page.getByRole('heading', { name: 'Stepwise was updated', level: 1 })).toBeVisible();
  // The first load failed and reloaded itself; the reload failed too and stopped there.
  expect(await navigationType(page)).toBe('reload');
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectAccessible(page, { wholeDocument: true });
});

test.describe('a page that breaks while showing', () => {
  test.use({ expectedConsoleErrors: [/^Stepwise could not show this page/] });

  test('shows a friendly card inside the shell, logs why, and leads to the dashboard', async ({ page, user: _user }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // A proxy or a half-deployed server answering the goal list with something that is not a list.
    await page.route('**/api/goals', (route) => route.fulfill({ json: { goals: 'not a list' } }));
    await page.goto('/goals');

    const card = page.getByRole('heading', { name: 'Something went wrong on this page', level: 1 });
    await expect(card).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(logged.filter((text) => text.startsWith('Stepwise could not show this page'))).toHaveLength(1);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('crash-card-390.png') });

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
