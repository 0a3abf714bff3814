import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

test.use({ timezoneId: 'America/New_York' });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function create<T = { id: number; title: string }>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await request.post(path, { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as T;
}

const row = (page: Page, title: string) => page.getByTestId('task-row').filter({ has: page.getByText(title, { exact: true }) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const toastWith = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

test('a task ticked on the Expired tab comes back with Undo, and the Completed tab finds and reopens it', async ({ page, user: _user }) => {
  await create(page.request, '/api/todos', { title: 'Call the bank', dueDate: inDays(-2) });
  await create(page.request, '/api/todos', { title: 'Gave up on this', dueDate: inDays(-2), failed: true });
  await page.goto('/todos');
  await tab(page, 'Expired').click();
  // A task marked failed is settled: the bulk move leaves it where it is.
  await expect(page.getByText('1 unfinished task from earlier days.')).toBeVisible();

  await row(page, 'Call the bank').getByRole('checkbox', { name: 'Mark as done: Call the bank' }).click();
  await expect(row(page, 'Call the bank')).toBeHidden();
  const ticked = toastWith(page, 'Task completed');
  await expect(ticked).toContainText('Call the bank');
  // The Undo button is reachable from the keyboard: F8 jumps to the messages, Tab to the newest, Tab to its button.
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  await expect(ticked).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ticked.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Undone', '“Call the bank” is as it was.');
  const checkbox = row(page, 'Call the bank').getByRole('checkbox', { name: 'Mark as done: Call the bank' });
  await expect(checkbox).not.toBeChecked();
  await expect(checkbox).toBeFocused();
  await expect.poll(async () => ((await (await page.request.get('/api/todos?completed=true')).json()) as unknown[]).length).toBe(0);

  await checkbox.click();
  await expect(row(page, 'Call the bank')).toBeHidden();
  await tab(page, 'Completed').click();
  const today = page.getByRole('region', { name: 'Completed Today' });
  await expect(today.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(today.getByRole('listitem', { name: 'Call the bank' })).toContainText(/Done at \d{1,2}:\d\d [AP]M/);
  await expectAccessible(page);

  await today.getByRole('checkbox', { name: 'Mark as not done: Call the bank' }).click();
  await expectToast(page, 'Task reopened', '“Call the bank” is back in Expired.');
  await expect(page.getByText('No completed tasks yet')).toBeVisible();
  await tab(page, 'Expired').click();
  await expect(row(page, 'Call the bank').getByRole('checkbox')).not.toBeChecked();
});

test('a deleted task and a task marked failed come back with Undo', async ({ page, user: _user }) => {
  await create(page.request, '/api/todos', { title: 'Water the plants', dueDate: inDays(0) });
  await page.goto('/todos');

  await row(page, 'Water the plants').getByRole('button', { name: 'More actions for Water the plants' }).click();
  await page.getByRole('menuitem', { name: 'Mark as failed' }).click();
  await expect(row(page, 'Water the plants').getByText('Failed')).toBeVisible();
  await toastWith(page, 'Task marked as failed').getByRole('button', { name: 'Undo' }).click();
  await expect(row(page, 'Water the plants').getByText('Failed')).toBeHidden();

  page.once('dialog', (dialog) => void dialog.accept());
  await row(page, 'Water the plants').getByRole('button', { name: 'More actions for Water the plants' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(row(page, 'Water the plants')).toBeHidden();
  await toastWith(page, 'Todo deleted successfully').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Task restored', '“Water the plants” is back.');
  await expect(row(page, 'Water the plants').getByRole('checkbox')).toBeFocused();
});

test('a task ticked on the Pomodoro page comes back with Undo, focused', async ({ page, user: _user }) => {
  await create(page.request, '/api/todos', { title: 'Outline the talk', dueDate: inDays(0), pomodoros: 2 });
  await page.goto('/pomodoro');
  const pomodoroRow = page.getByTestId('pomodoro-task').filter({ hasText: 'Outline the talk' });
  await pomodoroRow.getByRole('checkbox', { name: 'Mark as done: Outline the talk' }).click();
  await expect(pomodoroRow).toBeHidden();
  await toastWith(page, 'Task marked as completed.').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Undone', '“Outline the talk” is as it was.');
  await expect(pomodoroRow.getByRole('checkbox')).toBeFocused();
  const stored = (await (await page.request.get('/api/todos')).json()) as { title: string; completed: boolean }[];
  expect(stored.find((task) => task.title === 'Outline the talk')?.completed).toBe(false);
});

test('deleting a goal says what goes with it, and Undo brings it all back', async ({ page, user: _user }) => {
  const main = await create(page.request, '/api/goals', { title: 'Ship portfolio v2', deadline: inDays(30) });
  const sub = await create(page.request, '/api/goals', { title: 'Redesign the home page', deadline: inDays(20), parentId: main.id });
  const leaf = await create(page.request, '/api/goals', { title: 'Pick a colour palette', deadline: inDays(10), parentId: sub.id });
  await create(page.request, '/api/todos', { title: 'Sketch layouts', dueDate: inDays(0), goalId: sub.id });
  await create(page.request, '/api/todos', { title: 'Compare palettes', dueDate: inDays(1), goalId: leaf.id });
  await page.goto('/goals');

  await page.getByRole('button', { name: 'Delete Pick a colour palette' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Goal' });
  await expect(dialog).toContainText('Are you sure you want to delete this goal? This also deletes 1 task. You can undo it right after.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Ship portfolio v2' }).click();
  await expect(dialog).toContainText('This also deletes 2 subgoals and 2 tasks.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Ship portfolio v2')).toBeHidden();
  await expect(card(page, 'Pick a colour palette')).toBeHidden();

  await toastWith(page, 'Goal deleted').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Goal restored', '“Ship portfolio v2” is back with its subgoals and tasks.');
  await expect(card(page, 'Ship portfolio v2')).toBeFocused();
  await expect(card(page, 'Redesign the home page')).toBeVisible();
  await expect(card(page, 'Pick a colour palette')).toBeVisible();
  const todos = (await (await page.request.get('/api/todos')).json()) as { title: string; goalId: number }[];
  expect(todos.map(({ title, goalId }) => ({ title, goalId })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
    { title: 'Compare palettes', goalId: leaf.id },
    { title: 'Sketch layouts', goalId: sub.id },
  ]);
});

test('a finished goal reopens when a subgoal is added, without a celebration, and is celebrated when finished again', async ({
  page,
  user: _user,
}) => {
  await create(page.request, '/api/goals', { title: 'Learn Portuguese', deadline: inDays(30), progress: 100 });
  await page.goto('/goals');
  await expect(card(page, 'Learn Portuguese').getByText('Completed')).toBeVisible();

  await card(page, 'Learn Portuguese').getByRole('button', { name: 'Add Subgoal' }).click();
  const form = page.getByRole('dialog', { name: 'Add Subgoal' });
  await form.getByLabel('Title').fill('Hold a conversation');
  await form.getByRole('button', { name: 'Add Subgoal' }).click();
  await expectToast(page, 'Subgoal added successfully');
  await expect(card(page, 'Learn Portuguese').getByTestId('goal-progress')).toHaveText('0%');
  await expect(card(page, 'Learn Portuguese').getByText('Completed', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: /Completed Main Goals/ })).toBeHidden();
  await expect(page.getByRole('dialog', { name: /Completed!/ })).toBeHidden();

  for (const [title, celebration] of [
    ['Hold a conversation', 'Subgoal Completed!'],
    ['Learn Portuguese', 'Main Goal Completed!'],
  ] as const) {
    await card(page, title).getByRole('slider', { name: `Set progress of ${title}` }).focus();
    await page.keyboard.press('End');
    const overlay = page.getByRole('dialog', { name: celebration });
    await overlay.getByRole('button', { name: 'Continue' }).click();
    await expect(overlay).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: /Completed Main Goals/ })).toBeVisible();
});
