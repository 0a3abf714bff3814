import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, expectToast, test } from './fixtures';

// Quick add as a person types it: the date, the priority, the goal and the pomodoros recognised as chips,
// a chip taken back with Backspace, and Q on any page, with a goal that doesn't exist yet.

const DAY_MS = 86_400_000;
const parts = (page: Page) => page.getByTestId('quick-add-parts');

interface StoredTask {
  title: string;
  priority: string;
  plannedTime: string | null;
  pomodoros: number;
  goalId: number | null;
  dueDate: string;
  repeatRule: string | null;
}
async function storedTask(page: Page, title: string): Promise<StoredTask | undefined> {
  const tasks = (await (await page.request.get('/api/todos')).json()) as StoredTask[];
  return tasks.find((task) => task.title === title);
}

test('a typed line becomes a task due tomorrow at 9, high, for its goal, with two pomodoros', async ({ page, user: _user }, testInfo) => {
  const goal = await page.request.post('/api/goals', {
    data: { title: 'Run a half marathon', deadline: new Date(Date.now() + 90 * DAY_MS).toISOString() },
  });
  const goalId = ((await goal.json()) as { id: number }).id;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/todos');
    const field = page.getByRole('textbox', { name: 'Add a task for today...' });
    await field.fill('Call the physio tomorrow 9am !high #half marathon 2p');
    await expect(parts(page).getByRole('listitem')).toHaveText([/\d\d:\d\d/, 'High priority', 'Run a half marathon', '2 pomodoros']);
    // The goal picker beside the field shows the goal the text names.
    await expect(page.getByRole('combobox', { name: 'Goal of the new task' })).toHaveValue('Run a half marathon');
    await page.screenshot({ path: testInfo.outputPath(`quick-add-chips-${width}.png`) });
    await expectNoSidewaysScroll(page, `quick add at ${width} px`);
  }
  await expectAccessible(page);

  // Backspace right after '2p' takes the chip back: the words stay, as title.
  const field = page.getByRole('textbox', { name: 'Add a task for today...' });
  await field.press('End');
  await field.press('Backspace');
  await expect(field).toHaveValue('Call the physio tomorrow 9am !high #half marathon 2p');
  await expect(parts(page).getByRole('listitem')).toHaveCount(3);
  // And a second Backspace deletes as usual.
  await field.press('Backspace');
  await expect(field).toHaveValue('Call the physio tomorrow 9am !high #half marathon 2');
  await field.fill('Call the physio tomorrow 9am !high #half marathon 2p');
  await field.press('Enter');
  await expectToast(page, 'Task created', 'Call the physio');
  await expect(field).toHaveValue('');
  await expect(parts(page)).toHaveCount(0);

  await expect.poll(() => storedTask(page, 'Call the physio')).toMatchObject({ priority: 'high', plannedTime: '09:00', pomodoros: 2, goalId });
  const due = new Date((await storedTask(page, 'Call the physio'))!.dueDate);
  expect(due.getTime() - Date.now()).toBeGreaterThan(0);
  expect(due.getTime() - Date.now()).toBeLessThan(2 * DAY_MS);
  await page.getByRole('tab', { name: /^Tomorrow/ }).click();
  await expect(page.getByRole('tabpanel').getByTestId('task-row').filter({ hasText: 'Call the physio' })).toContainText('Run a half marathon');
});

test('a repeat typed in the line makes a series; a rule the form would refuse says why and keeps the text', async ({ page, user: _user }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/todos');
  const field = page.getByRole('textbox', { name: 'Add a task for today...' });
  const repeatChoice = page.getByRole('combobox', { name: 'Repeat of the new task' });
  await field.fill('Stretch every other day at 7am');
  await expect(parts(page).getByRole('listitem')).toHaveText(['Every 2 days', /07:00/]);
  // The choice beside the field gives way to the typed rule.
  await expect(repeatChoice).toHaveText('As typed');
  await expect(repeatChoice).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('quick-add-typed-repeat.png') });
  await expectNoSidewaysScroll(page, 'quick add with a typed repeat');
  await expectAccessible(page);
  await field.press('Enter');
  await expectToast(page, 'Task created', 'Stretch');
  await expect(field).toHaveValue('');
  await expect(repeatChoice).toHaveText('Once');
  await expect(repeatChoice).toBeEnabled();
  await expect.poll(() => storedTask(page, 'Stretch')).toMatchObject({ repeatRule: 'FREQ=DAILY;INTERVAL=2', plannedTime: '07:00' });

  // A rule the form refuses: the same message, nothing made, every character kept.
  await field.fill('Stretch again every 0 days');
  await field.press('Enter');
  await expectToast(page, 'Invalid repeat', 'Repeat every must be a whole number from 1 to 365');
  await expect(field).toHaveValue('Stretch again every 0 days');
  expect(await storedTask(page, 'Stretch again')).toBeUndefined();

  await field.fill('Gym every mon, wed and fri for 12 times');
  await expect(parts(page).getByRole('listitem')).toHaveText(['Every week on Mon, Wed, Fri, 12 times']);
  await field.press('Enter');
  await expectToast(page, 'Task created', 'Gym');
  await expect.poll(() => storedTask(page, 'Gym')).toMatchObject({ repeatRule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;COUNT=12' });
});

test('the repeat choice opens, takes a choice and closes from the keyboard, focus staying on it', async ({ page, user: _user }) => {
  await page.goto('/todos');
  const repeatChoice = page.getByRole('combobox', { name: 'Repeat of the new task' });
  await expect(repeatChoice).toHaveText('Once');
  // Closed, it shows no choices.
  await expect(page.getByRole('option')).toHaveCount(0);
  await repeatChoice.focus();
  await page.keyboard.press('Enter');
  const choices = page.getByRole('listbox');
  await expect(choices.getByRole('option')).toHaveText(['Does not repeat', 'Every day', 'Every weekday', /^Every week on \w+$/]);
  await expect(choices.getByRole('option', { name: 'Does not repeat' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(choices).toHaveCount(0);
  await expect(repeatChoice).toHaveText('Daily');
  await expect(repeatChoice).toBeFocused();
  // Escape leaves the choice as it was.
  await page.keyboard.press('ArrowDown');
  await expect(choices).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choices).toHaveCount(0);
  await expect(repeatChoice).toHaveText('Daily');
  await expect(repeatChoice).toBeFocused();
});

test('Q captures a task on any page, and a #goal nobody has yet is made on the way', async ({ page, user: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('q');
  const dialog = page.getByRole('dialog', { name: 'Quick add a task' });
  const field = dialog.getByRole('textbox', { name: 'Add a task…' });
  await expect(field).toBeFocused();
  await field.pressSequentially('Buy paint #garden !low');
  await expect(parts(page).getByRole('listitem')).toHaveText(['New goal “garden”', 'Low priority']);
  await field.press('Enter');
  await expectToast(page, 'Task created', 'In the new goal “garden”');
  await expect(dialog).toBeHidden();
  const goals = (await (await page.request.get('/api/goals')).json()) as { id: number; title: string }[];
  const garden = goals.find((goal) => goal.title === 'garden');
  expect(garden).toBeDefined();
  await expect.poll(() => storedTask(page, 'Buy paint')).toMatchObject({ priority: 'low', goalId: garden!.id });
});

test('the Pomodoro and Planning pages take a typed line too, and the task shows there at once', async ({ page, user: _user }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.request.post('/api/goals', { data: { title: 'Run a half marathon', deadline: new Date(Date.now() + 90 * DAY_MS).toISOString() } });

  await page.goto('/pomodoro');
  const pomodoroField = page.getByRole('textbox', { name: 'Add a task for today...' });
  await pomodoroField.fill('Stretch the calves !high 2p');
  await expect(parts(page).getByRole('listitem')).toHaveText(['High priority', '2 pomodoros']);
  await pomodoroField.press('Enter');
  await expectToast(page, 'Task created', 'Stretch the calves');
  const row = page.getByTestId('pomodoro-task').filter({ hasText: 'Stretch the calves' });
  await expect(row).toContainText('High');
  await expect(row).toContainText('0/2');
  await page.screenshot({ path: testInfo.outputPath('pomodoro-quick-add-390.png'), fullPage: true });

  await page.goto('/planning');
  const planningField = page.getByRole('textbox', { name: 'Plan a task for today...' });
  await planningField.fill('Easy run #half 3p');
  await expect(parts(page).getByRole('listitem')).toHaveText(['Run a half marathon', '3 pomodoros']);
  await planningField.press('Enter');
  await expectToast(page, 'Task created', 'Easy run');
  await expect(page.getByTestId('goal-plan-card').filter({ hasText: 'Run a half marathon' })).toContainText('Easy run');
  await expect(page.getByTestId('daily-progress')).toHaveAttribute('data-state', 'on-track');
  await page.screenshot({ path: testInfo.outputPath('planning-quick-add-390.png'), fullPage: true });
  await expectAccessible(page);
});
