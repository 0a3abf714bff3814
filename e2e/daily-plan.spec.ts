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

test('notes over the length limit say so, stay as typed, and are never sent again and again', async ({ page, user: _user }) => {
  await page.clock.install();
  await page.goto('/plan');
  const notes = page.getByLabel('Notes for today');
  const status = page.getByTestId('notes-status');
  await expect(status).toHaveText('All changes saved');
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/daily-plans')) saves++;
  });

  const tooLong = `${'Plan the week. '.repeat(6667)}`;
  expect(tooLong.length).toBe(100_005);
  await notes.fill(tooLong);
  await expect(page.getByTestId('notes-length')).toHaveText('100,005 of 100,000 characters: remove 5 characters to save them.');
  await expect(status).toHaveText('Not saved: your notes are too long. Your text is kept here.');
  await expect(notes).toHaveAttribute('aria-invalid', 'true');
  await page.clock.runFor(120_000);
  await page.getByRole('button', { name: 'Save Now' }).click();
  await expectToast(page, 'Save failed', 'can’t be saved as they are');
  expect(saves).toBe(0);
  expect(await notes.inputValue()).toBe(tooLong);

  // Back under the limit, it saves as usual.
  await notes.fill(tooLong.slice(0, 100_000));
  await expect(page.getByTestId('notes-length')).toHaveText('100,000 of 100,000 characters');
  await page.clock.runFor(3000);
  await expect(status).toHaveText('All changes saved');
  expect(await serverNotes(page)).toHaveLength(100_000);
});

test('notes the server refuses are not retried, and the next edit tries again', async ({ page, user: _user }) => {
  await page.clock.install();
  await page.goto('/plan');
  let refusals = 0;
  await page.route('**/api/daily-plans', (route) => {
    if (route.request().method() === 'POST' && refusals < 1) {
      refusals++;
      return route.fulfill({ status: 400, json: { message: 'Notes are too long' } });
    }
    return route.continue();
  });
  await page.getByLabel('Notes for today').fill('Refused once');
  await page.clock.runFor(3000);
  await expect(page.getByTestId('notes-status')).toHaveText('Not saved: Notes are too long. Your text is kept here.');
  await page.clock.runFor(120_000);
  expect(refusals).toBe(1);
  await expect(page.getByTestId('notes-status')).toContainText('Not saved');

  await page.getByLabel('Notes for today').fill('Refused once, then saved');
  await page.clock.runFor(3000);
  await expect(page.getByTestId('notes-status')).toHaveText('All changes saved');
  expect(await serverNotes(page)).toBe('Refused once, then saved');
});
