import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

test.use({ timezoneId: 'Europe/Berlin' });

async function serverNotes(page: Page): Promise<string> {
  const date = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  return ((await (await page.request.get(`/api/daily-plans?date=${date}`)).json()) as { notes: string }).notes;
}

test('notes save themselves 3 seconds after typing, and Save Now saves at once', async ({ page, user: _user }) => {
  await page.goto('/plan');
  await expect(page.getByRole('heading', { name: 'Daily Planning' })).toBeVisible();
  const status = page.getByTestId('notes-status');
  await expect(status).toHaveText('All changes saved');

  await page.getByLabel('Notes for today').fill('Morning: deep work');
  await expect(status).toHaveText('Auto-saves in 3 seconds...');
  await expect(status).toHaveText('All changes saved');
  expect(await serverNotes(page)).toBe('Morning: deep work');

  await page.getByLabel('Notes for today').fill('Morning: deep work\nAfternoon: gym');
  await page.getByRole('button', { name: 'Save Now' }).click();
  await expectToast(page, 'Plan saved');
  await expect(status).toHaveText('All changes saved');
  expect(await serverNotes(page)).toBe('Morning: deep work\nAfternoon: gym');
  await expectAccessible(page);
});

test('notes survive a reload one second after typing', async ({ page, user: _user }) => {
  await page.goto('/plan');
  await page.getByLabel('Notes for today').fill('Do not lose this');
  await page.waitForTimeout(1000);
  await page.reload();
  await expect(page.getByLabel('Notes for today')).toHaveValue('Do not lose this');
  await expect(page.getByTestId('notes-status')).toHaveText('All changes saved');
  expect(await serverNotes(page)).toBe('Do not lose this');
});

test('leaving the page within 3 seconds of typing still saves', async ({ page, user: _user }) => {
  await page.goto('/plan');
  await page.getByLabel('Notes for today').fill('Typed just before leaving');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
  await expect(page).toHaveURL(/\/goals$/);
  await expect.poll(() => serverNotes(page)).toBe('Typed just before leaving');
});

test('a failed save says so, keeps the text and tries again', async ({ page, user: _user }) => {
  await page.goto('/plan');
  let failures = 0;
  await page.route('**/api/daily-plans', (route) => {
    if (route.request().method() === 'POST' && failures < 1) {
      failures++;
      return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    }
    return route.continue();
  });
  await page.getByLabel('Notes for today').fill('Keep me safe');
  await page.getByRole('button', { name: 'Save Now' }).click();
  await expectToast(page, 'Save failed');
  await expect(page.getByTestId('notes-status')).toContainText('Save failed');
  await expect(page.getByLabel('Notes for today')).toHaveValue('Keep me safe');
  await expect(page.getByTestId('notes-status')).toHaveText('All changes saved');
  expect(await serverNotes(page)).toBe('Keep me safe');
});
