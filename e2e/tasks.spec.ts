import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, expectToast, test } from './fixtures';
import { HOSTILE } from './hostile-data';

test.use({ timezoneId: 'America/New_York' });

/** Noon, `offset` days from today, in the browser's time zone (pinned above). */
async function localNoon(page: Page, offset: number): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    date.setHours(12, 0, 0, 0);
    return date.toISOString();
  }, offset);
}

async function createTask(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/todos', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

const row = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('quick-add, tabs, counts and empty states', async ({ page, user: _user }) => {
  await page.goto('/todos');
  await expect(page.getByRole('heading', { name: 'Daily Tasks', level: 1 })).toBeVisible();
  await expect(page.getByText('No tasks planned')).toBeVisible();
  await expect(tab(page, 'Today')).toHaveText('Today');

  await page.getByRole('button', { name: 'Add task' }).click();
  await expectToast(page, 'Invalid input', 'Title is required');

  await page.getByLabel('Add a task for today...').fill('Practise verbs');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Task created');
  await expect(row(page, 'Practise verbs')).toBeVisible();
  await expect(page.getByLabel('Add a task for today...')).toHaveValue('');
  await expect(tab(page, 'Today')).toContainText('1');

  await tab(page, 'Tomorrow').click();
  await expect(page.getByText('No tasks planned')).toBeVisible();
  await page.getByLabel('Add a task for tomorrow...').fill('Review flashcards');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Review flashcards')).toBeVisible();
  await expect(tab(page, 'Tomorrow')).toContainText('1');

  await tab(page, 'Future').click();
  await expect(page.getByText('No tasks planned')).toBeVisible();
  await tab(page, 'Expired').click();
  await expect(page.getByText('No expired tasks')).toBeVisible();
  await expect(page.getByText("You don't have any overdue tasks. Great job staying on track!")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Task' })).toBeHidden();
  await expectAccessible(page);
});

test('the task form asks for a goal and creates a task with it', async ({ page, user: _user }) => {
  const goal = await (await page.request.post('/api/goals', { data: { title: 'Learn Spanish', deadline: '2099-01-01T00:00:00Z' } })).json();
  await page.goto('/todos');
  await page.getByRole('button', { name: 'Add New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Task' });
  await expect(dialog.getByText('Completed')).toBeHidden();
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a goal for this task')).toBeVisible();
  await expect(dialog.getByText('Linking to a goal is required for daily progress')).toBeVisible();

  await dialog.getByLabel('Title').fill('Book a tutor');
  await dialog.getByRole('radio', { name: 'Tomorrow' }).click();
  await dialog.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: 'Learn Spanish' }).click();
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created successfully');

  await tab(page, 'Tomorrow').click();
  await expect(row(page, 'Book a tutor')).toContainText('Learn Spanish');
  await expect(row(page, 'Book a tutor').getByRole('button', { name: /^Priority Urgent/ })).toBeVisible();

  await row(page, 'Book a tutor').getByRole('button', { name: 'More actions for Book a tutor' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByLabel('Title')).toHaveValue('Book a tutor');
  await expect(edit.getByRole('radio', { name: 'Tomorrow' })).toHaveAttribute('aria-checked', 'true');
  await edit.getByLabel('Completed').click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Task updated successfully');
  await expect(row(page, 'Book a tutor').getByText('Completed')).toBeVisible();
  const saved = (await (await page.request.get(`/api/todos?goalId=${goal.id}`)).json()) as { completed: boolean }[];
  expect(saved[0]?.completed).toBe(true);
});

test('rows edit in place, toggle, cycle priority and delete after confirmation', async ({ page, user: _user }) => {
  await createTask(page.request, { title: 'Write the intro', dueDate: await localNoon(page, 0), priority: 'low' });
  await createTask(page.request, { title: 'Urgent thing', dueDate: await localNoon(page, 0), priority: 'urgent' });
  await page.goto('/todos');

  // Sorted urgent first.
  await expect(page.getByTestId('task-row').first()).toHaveAccessibleName('Urgent thing');

  await page.getByRole('button', { name: 'Write the intro. Edit title of Write the intro' }).click();
  await page.getByRole('textbox', { name: 'Edit title of Write the intro' }).fill('Write the introduction');
  await page.getByRole('heading', { name: 'Daily Tasks' }).click();
  await expect(row(page, 'Write the introduction')).toBeVisible();

  await page.getByRole('button', { name: /Edit description of Write the introduction/ }).click();
  await page.getByRole('textbox', { name: 'Edit description of Write the introduction' }).fill('Two paragraphs');
  await page.getByRole('textbox', { name: 'Edit description of Write the introduction' }).blur();
  await expect(row(page, 'Write the introduction')).toContainText('Two paragraphs');

  const intro = row(page, 'Write the introduction');
  for (const [from, to] of [
    ['Low', 'Medium'],
    ['Medium', 'High'],
    ['High', 'Urgent'],
    ['Urgent', 'Low'],
  ]) {
    await intro.getByRole('button', { name: new RegExp(`^Priority ${from}\\.`) }).click();
    await expect(intro.getByRole('button', { name: new RegExp(`^Priority ${to}\\.`) })).toBeVisible();
  }

  await intro.getByRole('checkbox').click();
  await expect(intro.getByText('Completed')).toBeVisible();
  await intro.getByRole('button', { name: 'More actions for Write the introduction' }).click();
  await page.getByRole('menuitem', { name: 'Mark as failed' }).click();
  await expect(intro.getByText('Failed')).toBeVisible();
  await expect(intro.getByRole('checkbox')).not.toBeChecked();
  await intro.getByRole('checkbox').click();
  await expect(intro.getByText('Completed')).toBeVisible();
  await expect(intro.getByText('Failed')).toBeHidden();

  // The row changes at once; the server has it when the last of the queued changes lands.
  const storedCompleted = async () =>
    ((await (await page.request.get('/api/todos?completed=true')).json()) as Record<string, unknown>[])[0];
  await expect
    .poll(storedCompleted)
    .toMatchObject({ title: 'Write the introduction', description: 'Two paragraphs', completed: true, failed: false, priority: 'low' });

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this todo?');
    void dialog.dismiss();
  });
  await intro.getByRole('button', { name: 'More actions for Write the introduction' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(intro).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await intro.getByRole('button', { name: 'More actions for Write the introduction' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expectToast(page, 'Todo deleted successfully');
  await expect(intro).toBeHidden();
});

test('a completed task is struck through and sinks below the open ones', async ({ page, user: _user }) => {
  await createTask(page.request, { title: 'Urgent thing', dueDate: await localNoon(page, 0), priority: 'urgent' });
  await createTask(page.request, { title: 'Quiet thing', dueDate: await localNoon(page, 0), priority: 'low' });
  await page.goto('/todos');
  const rows = page.getByTestId('task-row');
  await expect(rows.first()).toHaveAccessibleName('Urgent thing');

  await row(page, 'Urgent thing').getByRole('checkbox').click();
  await expect(rows.first()).toHaveAccessibleName('Quiet thing');
  await expect(rows.last()).toHaveAccessibleName('Urgent thing');
  const title = row(page, 'Urgent thing').getByRole('button', { name: /Edit title of Urgent thing/ });
  await expect(title).toHaveCSS('text-decoration-line', 'line-through');
  await expect(row(page, 'Quiet thing').getByRole('button', { name: /Edit title of Quiet thing/ })).toHaveCSS('text-decoration-line', 'none');
});

test('a change the server refuses is rolled back with the spec’s message', async ({ page, user: _user }) => {
  await createTask(page.request, { title: 'Stubborn task', dueDate: await localNoon(page, 0) });
  await page.goto('/todos');
  await page.route('**/api/todos/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.continue(),
  );
  await row(page, 'Stubborn task').getByRole('checkbox').click();
  await expectToast(page, 'Failed to update todo: Internal error');
  await expect(row(page, 'Stubborn task').getByRole('checkbox')).not.toBeChecked();
  await row(page, 'Stubborn task').getByRole('button', { name: /^Priority Medium/ }).click();
  await expectToast(page, 'Failed to update priority: Internal error');
  await expect(row(page, 'Stubborn task').getByRole('button', { name: /^Priority Medium/ })).toBeVisible();
});

test('two quick priority clicks reach the server in order, even when the first is slow', async ({ page, user: _user }) => {
  await createTask(page.request, { title: 'Quick clicks', dueDate: await localNoon(page, 0), priority: 'low' });
  await page.goto('/todos');
  let patches = 0;
  await page.route('**/api/todos/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    // The first change is held back; were the second sent alongside it, it would land first.
    if (patches++ === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.continue();
  });
  let finishedPatches = 0;
  page.on('requestfinished', (request) => {
    if (request.method() === 'PATCH') finishedPatches++;
  });
  const task = row(page, 'Quick clicks');
  await task.getByRole('button', { name: /^Priority Low\./ }).click();
  await task.getByRole('button', { name: /^Priority Medium\./ }).click();
  await expect(task.getByRole('button', { name: /^Priority High\./ })).toBeVisible();
  await expect.poll(() => finishedPatches).toBe(2);
  const stored = (await (await page.request.get('/api/todos')).json()) as { priority: string }[];
  expect(stored[0]?.priority).toBe('high');
  await expect(task.getByRole('button', { name: /^Priority High\./ })).toBeVisible();
});

test('the Expired tab moves every unfinished past task to today, leaving the failed ones', async ({ page, user: _user }) => {
  await createTask(page.request, { title: 'Finish chapter 2', dueDate: await localNoon(page, -3), delayed: true });
  await createTask(page.request, { title: 'Call the bank', dueDate: await localNoon(page, -1) });
  await createTask(page.request, { title: 'Done long ago', dueDate: await localNoon(page, -5), completed: true });
  await createTask(page.request, { title: 'Gave up on it', dueDate: await localNoon(page, -2), failed: true });
  await page.goto('/todos');
  await expect(tab(page, 'Expired')).toContainText('3');
  await tab(page, 'Expired').click();
  await expect(row(page, 'Finish chapter 2').getByText('Expired')).toBeVisible();
  await expect(row(page, 'Finish chapter 2').getByText('Delayed')).toBeVisible();
  await expect(row(page, 'Done long ago')).toBeHidden();

  await expect(page.getByText('2 unfinished tasks from earlier days.')).toBeVisible();
  await page.getByRole('button', { name: 'Move all to today' }).click();
  await expectToast(page, 'Moved 2 tasks to today');
  await expect(row(page, 'Finish chapter 2')).toBeHidden();
  await expect(row(page, 'Gave up on it').getByText('Failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move all to today' })).toBeHidden();
  await tab(page, 'Today').click();
  await expect(row(page, 'Finish chapter 2')).toBeVisible();
  await expect(row(page, 'Finish chapter 2').getByText('Delayed')).toBeHidden();
  await expect(row(page, 'Call the bank')).toBeVisible();
});

test.describe('a planner kept for years', () => {
  test.use({ expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test('the Expired tab reads its tasks 50 at a time, and Move all to today moves every one, offline too', async ({ page, context, user: _user }, testInfo) => {
    // 130 unfinished tasks of earlier days, five of them marked failed, some with real people's titles.
    const titles = Array.from({ length: 130 }, (_, index) => {
      if (index === 0) return HOSTILE.taskTitle;
      if (index === 1) return `${HOSTILE.arabic} ${HOSTILE.emoji}`;
      return `Old task ${index}`;
    });
    for (let start = 0; start < titles.length; start += 10) {
      await Promise.all(
        titles.slice(start, start + 10).map(async (title, offset) => {
          const index = start + offset;
          await createTask(page.request, { title, dueDate: await localNoon(page, -1 - (index % 60)), failed: index >= 125 });
        }),
      );
    }
    await page.goto('/todos');
    await expect(tab(page, 'Expired')).toContainText('130');
    await tab(page, 'Expired').click();
    const rows = page.getByRole('list', { name: 'Expired tasks' }).getByRole('listitem');
    await expect(rows).toHaveCount(50);
    await expect(page.getByText('125 unfinished tasks from earlier days.')).toBeVisible();
    await page.getByRole('button', { name: 'Show more (80 left)' }).click();
    await expect(rows).toHaveCount(100);
    await expect(page.getByRole('button', { name: 'Show more (30 left)' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Expired tab with long titles');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, 'the Expired tab with long titles on a phone');
    await page.screenshot({ path: testInfo.outputPath('expired-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Offline, the move waits as one change, and shows at once.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Move all to today' }).click();
    await expectToast(page, 'Moved 125 tasks to today');
    // The five marked failed stay; none of them was among the rows read, so they wait for the network.
    await expect(rows).toHaveCount(0);
    await expect(tab(page, 'Expired')).toContainText('5');
    await expect(page.getByRole('button', { name: 'Show more (5 left)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move all to today' })).toBeHidden();
    await expect(page.getByTestId('sync-status')).toHaveText('Offline · 1 change waiting', { useInnerText: true });
    await page.screenshot({ path: testInfo.outputPath('expired-moved-offline.png') });

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveText('All changes saved', { useInnerText: true });
    await expect(rows).toHaveCount(5);
    await expect(rows.first().getByText('Failed')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Show more/ })).toBeHidden();
    await tab(page, 'Today').click();
    await expect(tab(page, 'Today')).toContainText('125');
    await expect(tab(page, 'Expired')).toContainText('5');
    const before = await page.evaluate(() => {
      const start = new Date();
      start.setHours(0, 0, 0, 0);
      return start.toISOString();
    });
    const left = (await (await page.request.get(`/api/todos/expired?before=${before}`)).json()) as { expired: number; movable: number };
    expect(left).toMatchObject({ expired: 5, movable: 0 });
  });
});

test('a task due just before midnight is today’s until midnight, then expired', async ({ page, user: _user }) => {
  const lateTonight = await page.evaluate(() => {
    const date = new Date();
    date.setHours(23, 59, 0, 0);
    return date.toISOString();
  });
  await createTask(page.request, { title: 'Late-night review', dueDate: lateTonight });
  await page.clock.install({ time: new Date(Date.parse(lateTonight) - 60_000) });
  await page.goto('/todos');
  await expect(row(page, 'Late-night review')).toBeVisible();
  await page.clock.runFor(3 * 60_000);
  await expect(tab(page, 'Expired')).toContainText('1');
  await expect(page.getByText('No tasks planned')).toBeVisible();
});

async function createGoal(request: APIRequestContext, title: string, deadline: string, fields: Record<string, unknown> = {}) {
  const response = await request.post('/api/goals', { data: { title, deadline: `${deadline}T12:00:00Z`, ...fields } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

test('quick-add says when a title is too long, keeps every character, and adds one at the limit', async ({ page, user: _user }) => {
  await page.goto('/todos');
  const field = page.getByLabel('Add a task for today...');
  const tooLong = 'x'.repeat(230);
  await field.fill(tooLong);
  await expect(page.getByRole('alert')).toHaveText('Title is too long: 230 of 200 characters. Shorten it to add the task.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Add task' })).toBeDisabled();
  await field.press('Enter');
  await expect(field).toHaveValue(tooLong);
  await expect(page.getByTestId('task-row')).toHaveCount(0);

  const atTheLimit = `${'Plan the trip '.repeat(14)}abcd`;
  expect(atTheLimit).toHaveLength(200);
  await field.fill(atTheLimit);
  await expect(page.getByText('200 of 200 characters')).toBeVisible();
  await field.press('Enter');
  await expectToast(page, 'Task created');
  await expect(page.getByTestId('task-row')).toHaveCount(1);
  await expect(field).toHaveValue('');
});

test('quick-add takes a goal and remembers it; a task without a goal is edited without picking one', async ({ page, user: _user }) => {
  await createGoal(page.request, 'Learn Spanish', '2099-01-01');
  await page.goto('/todos');
  const goalPicker = page.getByRole('combobox', { name: 'Goal of the new task' });
  await expect(goalPicker).toHaveValue('No goal');

  await page.getByLabel('Add a task for today...').fill('Call the bank');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Call the bank')).toBeVisible();

  // Quick-added without a goal, it still saves from the Edit form.
  await row(page, 'Call the bank').getByRole('button', { name: 'More actions for Call the bank' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByRole('combobox', { name: 'Goal' })).toHaveValue('No goal');
  await edit.getByLabel('Title').fill('Call the bank about the card');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Task updated successfully');
  await expect(edit).toBeHidden();
  await expect(row(page, 'Call the bank about the card')).toBeVisible();

  await goalPicker.click();
  await page.getByRole('option', { name: 'Learn Spanish' }).click();
  await expect(goalPicker).toHaveValue('Learn Spanish');
  await page.getByLabel('Add a task for today...').fill('Practise verbs');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Practise verbs')).toContainText('Learn Spanish');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Goal of the new task' })).toHaveValue('Learn Spanish');
  await expectAccessible(page);
});

test('Add New Task starts on the day of the tab it is opened from', async ({ page, user: _user }) => {
  await createGoal(page.request, 'Learn Spanish', '2099-01-01');
  await page.goto('/todos');
  const dialog = page.getByRole('dialog', { name: 'Add New Task' });
  const openFrom = async (name: string) => {
    await tab(page, name).click();
    await page.getByRole('button', { name: 'Add New Task' }).click();
    await expect(dialog).toBeVisible();
  };

  await openFrom('Tomorrow');
  await expect(dialog.getByRole('radio', { name: 'Tomorrow' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openFrom('Future');
  await expect(dialog.getByRole('radio', { name: 'Custom date' })).toHaveAttribute('aria-checked', 'true');
  const inTwoDays = await page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 2);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  });
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(inTwoDays);
  await dialog.getByLabel('Title').fill('Book the flights');
  await dialog.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: 'Learn Spanish' }).click();
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created successfully');
  // It lands on the tab the person is looking at.
  await expect(row(page, 'Book the flights')).toBeVisible();
  await expect(tab(page, 'Future')).toContainText('1');

  await openFrom('Today');
  await expect(dialog.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'true');
});

test('the goal picker shows the tree, leaves finished goals out and filters as the person types', async ({ page, user: _user }) => {
  const marathon = await createGoal(page.request, 'Run a half marathon', '2099-03-01');
  const base = await createGoal(page.request, 'Build base', '2099-01-01', { parentId: marathon.id });
  await createGoal(page.request, 'Week 1', '2098-12-01', { parentId: base.id });
  const italian = await createGoal(page.request, 'Learn Italian', '2099-06-01');
  await createGoal(page.request, 'Week 1', '2099-02-01', { parentId: italian.id });
  const finished = await createGoal(page.request, 'Read 12 books', '2099-02-01', { progress: 100 });
  // Done, so the goal stays finished (open work would reopen it).
  await createTask(page.request, { title: 'Return the library books', dueDate: await localNoon(page, 0), goalId: finished.id, completed: true });
  await page.goto('/todos');

  await page.getByRole('button', { name: 'Add New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Task' });
  const picker = dialog.getByRole('combobox', { name: 'Goal' });
  const options = dialog.getByRole('listbox', { name: 'Goals' }).getByRole('option');
  await picker.click();
  await expect(options).toHaveText(['Run a half marathon', 'Build base', 'Week 1', 'Learn Italian', 'Week 1']);
  // Each goal's place in the tree is said and shown on hover.
  await expect(options.nth(2)).toHaveAccessibleDescription('Run a half marathon › Build base › Week 1');
  await expect(options.nth(4)).toHaveAccessibleDescription('Learn Italian › Week 1');
  await expect(options.nth(2)).toHaveAttribute('title', 'Run a half marathon › Build base › Week 1');
  await expectAccessible(page);

  // Typing filters by the whole path; arrows and Enter choose; Escape closes only the list.
  await picker.fill('italian week');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Learn Italian');
  await picker.fill('week');
  await expect(options).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(options).toHaveCount(0);
  await expect(picker).toHaveValue('Week 1');
  await expect(picker).toHaveAttribute('title', 'Learn Italian › Week 1');
  await picker.fill('zzz');
  await expect(dialog.getByRole('listbox', { name: 'Goals' })).toContainText('No open goal matches');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(picker).toHaveValue('Week 1');

  await dialog.getByLabel('Title').fill('Learn the numbers');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created successfully');
  const stored = (await (await page.request.get('/api/todos')).json()) as { title: string; goalId: number }[];
  const italianWeek = ((await (await page.request.get('/api/goals')).json()) as { id: number; title: string; parentId: number }[]).find(
    (goal) => goal.title === 'Week 1' && goal.parentId === italian.id,
  );
  expect(stored.find((task) => task.title === 'Learn the numbers')?.goalId).toBe(italianWeek?.id);

  // A task of a finished goal keeps it: the goal is offered to it, and saving changes nothing.
  await row(page, 'Return the library books').getByRole('button', { name: 'More actions for Return the library books' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByRole('combobox', { name: 'Goal' })).toHaveValue('Read 12 books');
  await edit.getByLabel('Title').fill('Return the library books today');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Task updated successfully');
  const kept = (await (await page.request.get(`/api/todos?goalId=${finished.id}`)).json()) as { title: string }[];
  expect(kept.map((task) => task.title)).toEqual(['Return the library books today']);
});

test('counts read right for one: one task moved, one unfinished task', async ({ page, user: _user }) => {
  await createTask(page.request, { title: 'Call the bank', dueDate: await localNoon(page, -1) });
  await page.goto('/todos');
  await tab(page, 'Expired').click();
  await expect(page.getByText('1 unfinished task from earlier days.')).toBeVisible();
  await expect(tab(page, 'Expired').getByLabel('1 task')).toBeVisible();
  await page.getByRole('button', { name: 'Move all to today' }).click();
  await expectToast(page, 'Moved 1 task to today');
});

test("the task form opens when asked for before its code has come, which otherwise comes once the page is idle", async ({ page, user: _user }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const formCodeAsked = page.waitForRequest(/\/assets\/task-form-dialog-[\w-]+\.js$/);
  await page.route(/\/assets\/task-form-dialog-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/todos');
  await expect(page.getByRole('heading', { name: 'Daily Tasks', level: 1 })).toBeVisible();
  // Not part of the page's own code: asked for after the page was drawn.
  await formCodeAsked;
  await page.getByRole('button', { name: 'Add New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Task' });
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill('Water the plants');
  await expect(dialog.getByLabel('Title')).toHaveValue('Water the plants');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the Future tab’s tasks are read once today’s are drawn, and a future task asked for by the address is found', async ({ page, user: _user }) => {
  const today = await createTask(page.request, { title: 'Stretch', dueDate: await localNoon(page, 0) });
  const later = await createTask(page.request, { title: 'Book the dentist', dueDate: await localNoon(page, 5) });
  const taskReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/todos') taskReads.push(url.search);
  });

  await page.goto('/todos');
  await expect(row(page, 'Stretch')).toBeVisible();
  // The page's first read is today's and tomorrow's; the later days come in a read of their own, after it.
  expect(taskReads[0]).toMatch(/^\?dueFrom=[^&]+&dueTo=/);
  await expect(tab(page, 'Future')).toContainText('1');
  expect(taskReads.filter((search) => !search.includes('dueTo'))).toHaveLength(1);
  await tab(page, 'Future').click();
  await expect(row(page, 'Book the dentist')).toBeVisible();

  await page.goto(`/todos?show=${later.id}`);
  const found = page.locator(`[data-testid="task-row"][data-task-id="${later.id}"]`);
  await expect(tab(page, 'Future')).toHaveAttribute('aria-selected', 'true');
  await expect(found).toBeInViewport();
  await expect(found).toHaveAttribute('data-revealed', '');
  await page.goto(`/todos?show=${today.id}`);
  await expect(tab(page, 'Today')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[data-testid="task-row"][data-task-id="${today.id}"]`)).toHaveAttribute('data-revealed', '');
});
