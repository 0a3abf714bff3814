// Plan history: the Daily Plan page goes to the days before and after today, each day keeps its own
// notes through autosave, drafts and merges, and Carry over takes a day's unfinished work to the next day.
import type { APIRequestContext, Page, Route, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, expectToast, test } from './fixtures';

test.use({ timezoneId: 'Europe/Berlin' });

// The browser's clock starts on Wednesday, November 25, 2026 at 09:00 in Berlin and flows from there.
const YESTERDAY = '2026-11-24';
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';
const MORNING = new Date('2026-11-25T08:00:00Z');
/** Noon in Berlin of a day in November: how the task form sets a day's tasks. */
const noonOf = (day: string) => `${day}T11:00:00.000Z`;

async function openPlan(page: Page, path = '/plan') {
  await page.clock.install({ time: MORNING });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Daily Planning' })).toBeVisible();
}

const dayHeading = (page: Page) => page.getByTestId('plan-day');
const notesOf = (page: Page, day: string) => page.getByRole('textbox', { name: `Notes for ${day}` });
const status = (page: Page) => page.getByTestId('notes-status');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function storedPlan(request: APIRequestContext, date: string): Promise<{ notes: string; version: number }> {
  return (await request.get(`/api/daily-plans?date=${date}`)).json();
}

async function savePlan(request: APIRequestContext, date: string, notes: string, baseVersion = 0) {
  const response = await request.post('/api/daily-plans', { data: { date, notes, baseVersion } });
  expect(response.status()).toBe(200);
}

async function createTask(request: APIRequestContext, title: string, day: string, fields: Record<string, unknown> = {}) {
  const response = await request.post('/api/todos', { data: { title, dueDate: noonOf(day), ...fields } });
  expect(response.status()).toBe(201);
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('each day keeps its own notes: yesterday read and edited, tomorrow written ahead, across reloads and Back', async ({ page, user: _user }, testInfo) => {
  await openPlan(page);
  await expect(dayHeading(page)).toHaveText('Today');
  await expect(page.getByText('Wednesday, November 25, 2026')).toBeVisible();
  await expect(button(page, 'Today')).toHaveCount(0);
  await notesOf(page, 'today').fill('Today: finish the report');
  await expect(status(page)).toHaveText('Auto-saves in 3 seconds...');
  await expect(status(page)).toHaveText('All changes saved');

  await button(page, 'Previous day').click();
  await expect(page).toHaveURL(`/plan?date=${YESTERDAY}`);
  await expect(dayHeading(page)).toHaveText('Yesterday');
  await expect(notesOf(page, 'yesterday')).toHaveValue('');
  await notesOf(page, 'yesterday').fill('- [ ] Call the bank\n- [x] Laundry');
  await expect(status(page)).toHaveText('Auto-saves in 3 seconds...');
  await expect(status(page)).toHaveText('All changes saved');

  await button(page, 'Next day').click();
  await expect(notesOf(page, 'today')).toHaveValue('Today: finish the report');
  await button(page, 'Next day').click();
  await expect(page).toHaveURL(`/plan?date=${TOMORROW}`);
  await expect(dayHeading(page)).toHaveText('Tomorrow');
  await notesOf(page, 'tomorrow').fill('Dentist at 9 🦷');
  await button(page, 'Save Now').click();
  await expectToast(page, 'Plan saved');
  await keepScreenshot(page, testInfo, 'tomorrow-1280');
  await expectAccessible(page);

  await page.reload();
  await expect(dayHeading(page)).toHaveText('Tomorrow');
  await expect(notesOf(page, 'tomorrow')).toHaveValue('Dentist at 9 🦷');
  await page.goBack();
  await expect(page).toHaveURL('/plan');
  await expect(notesOf(page, 'today')).toHaveValue('Today: finish the report');
  await page.goBack();
  await expect(notesOf(page, 'yesterday')).toHaveValue('- [ ] Call the bank\n- [x] Laundry');
  await button(page, 'Today').click();
  await expect(page).toHaveURL('/plan');

  expect(await storedPlan(page.request, YESTERDAY)).toMatchObject({ notes: '- [ ] Call the bank\n- [x] Laundry', version: 1 });
  expect(await storedPlan(page.request, TODAY)).toMatchObject({ notes: 'Today: finish the report', version: 1 });
  expect(await storedPlan(page.request, TOMORROW)).toMatchObject({ notes: 'Dentist at 9 🦷', version: 1 });
});

test('text typed just before switching days is saved for its own day, even while the saves are slow', async ({ page, user: _user }) => {
  await openPlan(page, `/plan?date=${YESTERDAY}`);
  await expect(status(page)).toHaveText('All changes saved');
  // Every save waits until the test lets it through: the days are switched while they are on their way.
  const held: Route[] = [];
  await page.route('**/api/daily-plans', (route) => (route.request().method() === 'POST' ? void held.push(route) : route.continue()));

  await notesOf(page, 'yesterday').fill('Written for yesterday');
  await button(page, 'Next day').click();
  await notesOf(page, 'today').fill('Written for today');
  await button(page, 'Previous day').click();
  // Yesterday's save is still on its way, and the page says so; nothing of today's text is here.
  await expect(notesOf(page, 'yesterday')).toHaveValue('Written for yesterday');
  await expect(status(page)).toHaveText('Saving...');
  await expect.poll(() => held.length).toBe(2);
  expect(held.map((route) => route.request().postDataJSON())).toEqual([
    expect.objectContaining({ date: YESTERDAY, notes: 'Written for yesterday', baseVersion: 0 }),
    expect.objectContaining({ date: TODAY, notes: 'Written for today', baseVersion: 0 }),
  ]);

  for (const route of held) await route.continue();
  await page.unroute('**/api/daily-plans');
  await expect(status(page)).toHaveText('All changes saved');
  await button(page, 'Next day').click();
  await expect(notesOf(page, 'today')).toHaveValue('Written for today');
  await expect(status(page)).toHaveText('All changes saved');
  expect((await storedPlan(page.request, YESTERDAY)).notes).toBe('Written for yesterday');
  expect((await storedPlan(page.request, TODAY)).notes).toBe('Written for today');
});

test('notes a closed tab could not save for another day are saved the next time the page opens', async ({ page, user: _user }) => {
  await openPlan(page, `/plan?date=${YESTERDAY}`);
  await expect(status(page)).toHaveText('All changes saved');
  // The server can't be reached from this tab: its saves fail, and it is closed before one goes through.
  await page.route('**/api/daily-plans', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.continue(),
  );
  await notesOf(page, 'yesterday').fill('Only in this browser');
  await button(page, 'Save Now').click();
  await expectToast(page, 'Save failed');
  expect((await storedPlan(page.request, YESTERDAY)).notes).toBe('');
  const later = await page.context().newPage();
  await page.close();

  // Opened on today, the page saves yesterday's draft in the background, merged with the stored notes.
  await later.goto('/plan');
  await expect(later.getByRole('heading', { name: 'Daily Planning' })).toBeVisible();
  await expect.poll(async () => (await storedPlan(later.request, YESTERDAY)).notes).toBe('Only in this browser');
  await expect.poll(() => later.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stepwise.planDraft:')))).toEqual([]);
});

test('a past day edited in two places keeps both, and no other day is touched', async ({ page, user: _user }) => {
  await openPlan(page, `/plan?date=${YESTERDAY}`);
  await expect(status(page)).toHaveText('All changes saved');
  await notesOf(page, 'yesterday').fill('Met Anna for lunch');
  // Meanwhile another device saves yesterday's notes first.
  await savePlan(page.request, YESTERDAY, 'Run 5 km 🏃');
  await button(page, 'Save Now').click();
  await expectToast(page, 'Plan saved');
  await expect(page.getByRole('alert').filter({ hasText: 'These notes were also changed in another tab or on another device.' })).toBeVisible();
  await expect(notesOf(page, 'yesterday')).toHaveValue(/Met Anna for lunch[\s\S]*Run 5 km 🏃/);
  const stored = await storedPlan(page.request, YESTERDAY);
  expect(stored.version).toBe(2);
  expect(stored.notes).toContain('Met Anna for lunch');
  expect(stored.notes).toContain('Run 5 km 🏃');
  expect(await storedPlan(page.request, TODAY)).toMatchObject({ notes: '', version: 0 });
});

test('carry over takes yesterday’s unfinished lines and open tasks to today, once', async ({ page, user: _user }, testInfo) => {
  await savePlan(page.request, YESTERDAY, '# Tuesday\n- [ ] Call the bank\n- [x] Laundry\n- [ ] Book the dentist 🦷');
  await savePlan(page.request, TODAY, 'Today:\n- [ ] Book the dentist 🦷');
  await createTask(page.request, 'Renew the passport', YESTERDAY);
  await createTask(page.request, 'Pay the rent', YESTERDAY, { completed: true });
  await createTask(page.request, 'Water the plants', TODAY);

  await openPlan(page, `/plan?date=${YESTERDAY}`);
  await expect(notesOf(page, 'yesterday')).toHaveValue(/Call the bank/);
  await button(page, 'Carry over').click();
  const dialog = page.getByRole('dialog', { name: 'Carry over to Wednesday, November 25, 2026' });
  const lines = dialog.getByRole('checkbox', { name: 'Unfinished lines (2)' });
  const tasks = dialog.getByRole('checkbox', { name: 'Unfinished tasks (1)' });
  await expect(lines).toBeChecked();
  await expect(tasks).toBeChecked();
  await expect(dialog.getByRole('list', { name: 'Unfinished lines' })).toHaveText(['- [ ] Call the bank', '- [ ] Book the dentist 🦷'].join(''));
  await expect(dialog.getByRole('list', { name: 'Unfinished tasks' })).toHaveText('Renew the passport');
  await keepScreenshot(page, testInfo, 'carry-over-1280');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Carry over', exact: true }).click();
  // The dentist line is in today's notes already: only the bank is added.
  await expectToast(page, '1 line and 1 task carried over to Wed, Nov 25');
  await expect(dialog).toBeHidden();
  await page.getByTestId('toast').getByRole('button', { name: 'Go to that day' }).click();
  await expect(page).toHaveURL('/plan');
  await expect(notesOf(page, 'today')).toHaveValue('Today:\n- [ ] Book the dentist 🦷\n- [ ] Call the bank');
  await expect(page.getByRole('tabpanel').getByText('Renew the passport')).toBeVisible();
  expect(await storedPlan(page.request, TODAY)).toMatchObject({ notes: 'Today:\n- [ ] Book the dentist 🦷\n- [ ] Call the bank', version: 2 });
  expect((await storedPlan(page.request, YESTERDAY)).notes).toContain('- [ ] Call the bank');

  // Carrying again adds nothing: the lines are there, and the task has moved.
  await button(page, 'Previous day').click();
  await button(page, 'Carry over').click();
  await expect(dialog.getByRole('checkbox', { name: 'Unfinished tasks (0)' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Carry over', exact: true }).click();
  await expectToast(page, 'Nothing new to carry over');
  expect(await storedPlan(page.request, TODAY)).toMatchObject({ version: 2 });
});

test('carry over merges with notes saved elsewhere meanwhile and never overwrites them', async ({ page, user: _user }) => {
  await openPlan(page);
  await notesOf(page, 'today').fill('Standup at 10\n- [ ] Send the invoice\n- [ ] Call Anna');
  await expect(status(page)).toHaveText('All changes saved');
  // Another device saves tomorrow's plan while this one's carried lines are on their way.
  let raced = false;
  await page.route('**/api/daily-plans', async (route) => {
    if (route.request().method() === 'POST' && route.request().postDataJSON().date === TOMORROW && !raced) {
      raced = true;
      await savePlan(page.request, TOMORROW, 'Flight at 7 ✈️');
    }
    await route.continue();
  });
  await button(page, 'Carry over').click();
  const dialog = page.getByRole('dialog', { name: 'Carry over to Thursday, November 26, 2026' });
  await expect(dialog.getByRole('checkbox', { name: 'Unfinished tasks (0)' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Carry over', exact: true }).click();
  await expectToast(page, '2 lines carried over to Thu, Nov 26');
  expect(raced).toBe(true);
  expect(await storedPlan(page.request, TOMORROW)).toMatchObject({ notes: 'Flight at 7 ✈️\n- [ ] Send the invoice\n- [ ] Call Anna', version: 2 });
});

test('the days are reached by keyboard: buttons, [ and ], the date field; a date that is no day shows today', async ({ page, user: _user }) => {
  await openPlan(page, '/plan?date=2026-02-30');
  await expect(page).toHaveURL('/plan');
  await expect(dayHeading(page)).toHaveText('Today');

  await button(page, 'Previous day').focus();
  await page.keyboard.press('Enter');
  await expect(dayHeading(page)).toHaveText('Yesterday');
  await expect(button(page, 'Previous day')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Next day')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dayHeading(page)).toHaveText('Today');

  // [ and ] step through the days while no field has the keyboard.
  await page.keyboard.press(']');
  await expect(dayHeading(page)).toHaveText('Tomorrow');
  await page.keyboard.press(']');
  await expect(dayHeading(page)).toHaveText('Friday, November 27, 2026');
  await expect(page).toHaveURL('/plan?date=2026-11-27');
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  await expect(dayHeading(page)).toHaveText('Today');
  await notesOf(page, 'today').click();
  await page.keyboard.type('[ and ] stay in the notes');
  await expect(notesOf(page, 'today')).toHaveValue('[ and ] stay in the notes');
  await expect(dayHeading(page)).toHaveText('Today');

  await page.getByLabel('Go to date').fill('2026-12-24');
  await expect(page).toHaveURL('/plan?date=2026-12-24');
  await expect(dayHeading(page)).toHaveText('Thursday, December 24, 2026');
  await expect(notesOf(page, 'Thursday, December 24, 2026')).toHaveAttribute('placeholder', 'What should this day hold? Plan it ahead...');

  await page.locator('body').click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Previous day (Daily Plan page)');
  await expect(help).toContainText('Next day (Daily Plan page)');
});

test('long words, right-to-left text and emoji keep the day’s page whole at 390 and 1280 px', async ({ page, user: _user }, testInfo) => {
  const longWord = 'Supercalifragilistic'.repeat(10);
  const notes = `- [ ] ${longWord}\n- [ ] להתקשר לבנק מחר בבוקר\n- [ ] 📞👩‍⚕️🦷 Call the dentist 🦷\nhttps://example.com/${'path/'.repeat(30)}`;
  await savePlan(page.request, YESTERDAY, notes);
  await createTask(page.request, longWord, YESTERDAY);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlan(page, `/plan?date=${YESTERDAY}`);
  await expect(notesOf(page, 'yesterday')).toHaveValue(notes);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'yesterday-390');
  await expectAccessible(page);

  await button(page, 'Carry over').click();
  const dialog = page.getByRole('dialog', { name: /Carry over to/ });
  await expect(dialog.getByRole('checkbox', { name: 'Unfinished tasks (1)' })).toBeChecked();
  await expect(dialog.getByRole('list', { name: 'Unfinished lines' }).getByRole('listitem')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  const box = await dialog.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'carry-over-390');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Carry over', exact: true }).click();
  await expectToast(page, '3 lines and 1 task carried over to Wed, Nov 25');

  await page.setViewportSize({ width: 1280, height: 900 });
  await button(page, 'Next day').click();
  await expect(notesOf(page, 'today')).toHaveValue(`- [ ] ${longWord}\n- [ ] להתקשר לבנק מחר בבוקר\n- [ ] 📞👩‍⚕️🦷 Call the dentist 🦷`);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'today-after-carry-1280');
});
