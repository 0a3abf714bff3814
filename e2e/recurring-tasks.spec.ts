import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, expectToast, test } from './fixtures';

// Recurring tasks as a person meets them: a task that repeats every day, its days ticked one after
// another (the browser's clock moves a day each time), its habit on the goal card and the dashboard,
// and the changes that ask which of its tasks they are for.

const TIME_ZONE = 'America/New_York';
test.use({ timezoneId: TIME_ZONE });

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The days from today in New York, as `yyyy-MM-dd`: day(0) is today there, day(1) tomorrow. The
 * server makes a series' tasks from its real today on, so the browser's days start from it too.
 */
function newYorkDays(): (offset: number) => string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return (offset) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}
/** 9:00 or 10:00 in New York (with daylight saving or without) on `day`. */
const morningOf = (day: string) => new Date(`${day}T14:00:00Z`);
/** 'Due Nov 27, 2026': how a row on the Future tab names its day. */
const dueText = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `Due ${MONTHS[month - 1]} ${date}, ${year}`;
};
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

const TITLE = 'Meditate every day';
const GOAL = 'Feel calmer';
const DAILY = 'FREQ=DAILY;INTERVAL=1';

/** The browser's clock, before the first page opens: the morning of `day` in New York, time flowing from there. */
async function startOn(page: Page, day: string) {
  await page.clock.install({ time: morningOf(day) });
}

async function createGoal(request: APIRequestContext, title = GOAL) {
  const response = await request.post('/api/goals', { data: { title, deadline: new Date(Date.now() + 60 * DAY_MS).toISOString() } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A task that repeats every day from `day`, as the task form would make it. */
async function createDailyTask(request: APIRequestContext, goalId: number, day: string) {
  const response = await request.post('/api/todos', {
    data: { title: TITLE, dueDate: `${day}T17:00:00Z`, goalId, repeat: { rule: DAILY, timeZone: TIME_ZONE } },
  });
  expect(response.status()).toBe(201);
}

interface StoredTask {
  id: number;
  title: string;
  occurrenceDate: string | null;
  completed: boolean;
  skipped: boolean;
}
/** Every task of the person, as the server has them, by day. */
async function storedTasks(request: APIRequestContext): Promise<StoredTask[]> {
  const response = await request.get('/api/todos');
  expect(response.status()).toBe(200);
  const tasks = (await response.json()) as StoredTask[];
  return tasks.sort((a, b) => (a.occurrenceDate ?? '').localeCompare(b.occurrenceDate ?? ''));
}
const titlesByDay = async (request: APIRequestContext) =>
  Object.fromEntries((await storedTasks(request)).map((task) => [task.occurrenceDate, task.title]));

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = (page: Page) => page.getByRole('tabpanel');
const rows = (page: Page) => panel(page).getByTestId('task-row');
const rowDue = (page: Page, day: string) => rows(page).filter({ hasText: dueText(day) });
const whichTasks = (page: Page) => page.getByTestId('which-tasks-dialog');

async function openMenu(row: Locator, title = TITLE) {
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
}

/** Saved with the test's results, to look at: a page can fit and still look broken. */
async function keepScreenshot(target: Page | Locator, testInfo: TestInfo, name: string) {
  await target.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('a task added on its goal card to repeat every day shows as repeating, with its next days on Tomorrow and Future', async ({
  page,
  user: _user,
}) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  await createGoal(page.request);
  await page.goto('/goals');

  await card(page, GOAL).getByRole('button', { name: 'Add Task' }).click();
  const form = page.getByRole('dialog', { name: 'Add Task with Deadline' });
  await form.getByLabel('Title').fill(TITLE);
  await form.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: 'Every day', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Repeat' })).toHaveText('Every day');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created successfully');
  await expect(card(page, GOAL).getByTestId('goal-habit')).toContainText('Every day · Streak 0 · Best 0');

  await page.goto('/todos');
  const todayRow = rows(page).filter({ hasText: TITLE });
  await expect(todayRow).toHaveCount(1);
  await expect(todayRow.getByTestId('repeat-indicator')).toHaveAccessibleName('Repeats: Every day');
  await tab(page, 'Tomorrow').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('repeat-indicator')).toHaveAccessibleName('Repeats: Every day');
  // The series' tasks exist two weeks ahead, one a day.
  await tab(page, 'Future').click();
  for (const offset of [2, 3, 14]) await expect(rowDue(page, day(offset))).toHaveCount(1);
  await expect(rows(page).getByTestId('repeat-indicator')).toHaveCount(13);
  await expect(rowDue(page, day(15))).toHaveCount(0);
});

test('three days ticked, each on its day, make a streak of 3 on the goal card and the dashboard', async ({ page, user: _user }) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  const goal = await createGoal(page.request);
  await createDailyTask(page.request, goal.id, day(0));
  const doneDays = async () => (await storedTasks(page.request)).filter((task) => task.completed).map((task) => task.occurrenceDate);

  // The first two mornings on Daily Tasks, the browser's clock a day later each time.
  for (const offset of [0, 1]) {
    if (offset > 0) await page.clock.setFixedTime(morningOf(day(offset)));
    await page.goto('/todos');
    const checkbox = rows(page).getByRole('checkbox', { name: `Mark as done: ${TITLE}` });
    await expect(checkbox).toHaveCount(1);
    await checkbox.click();
    await expectToast(page, 'Task completed', TITLE);
    await expect.poll(doneDays).toEqual([day(0), day(1)].slice(0, offset + 1));
  }

  // The third on the dashboard's Habits card.
  await page.clock.setFixedTime(morningOf(day(2)));
  await page.goto('/dashboard');
  const habits = page.getByTestId('habits-card');
  const habitToday = habits.getByTestId('habit-today').filter({ hasText: TITLE });
  await expect(habitToday.getByTestId('habit-streak')).toHaveText('Streak 2');
  await expect(habits.getByTestId('habits-done-today')).toHaveText('0 of 1 done today');
  await habitToday.getByRole('checkbox', { name: `Mark as done: ${TITLE}` }).click();
  await expectToast(page, 'Task completed', TITLE);
  await expect(habitToday.getByTestId('habit-streak')).toHaveText('Streak 3');
  await expect(habits.getByTestId('habits-done-today')).toHaveText('1 of 1 done today');
  await expect(habitToday.getByRole('checkbox', { name: `Mark as not done: ${TITLE}` })).toBeChecked();
  await expect.poll(doneDays).toEqual([day(0), day(1), day(2)]);

  await page.goto('/goals');
  const habit = card(page, GOAL).getByTestId('goal-habit');
  await expect(habit).toContainText(TITLE);
  await expect(habit).toContainText('Every day · Streak 3 · Best 3');
  const heatmap = habit.getByTestId('habit-heatmap').getByRole('img');
  await expect(heatmap).toHaveAccessibleName('Last 12 weeks: 3 of 3 days done');
  await expect(heatmap.locator('span[data-state="done"]')).toHaveCount(3);
  await expect(heatmap.locator('span[data-state="missed"], span[data-state="due"]')).toHaveCount(0);
});

test('a goal set to follow its habits moves with each day ticked and has no slider to drag', async ({ page, user: _user }, testInfo) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  // Due on the evening of the fourth day: four days of the habit count.
  const response = await page.request.post('/api/goals', { data: { title: GOAL, deadline: `${day(4)}T01:00:00Z` } });
  const goal = (await response.json()) as { id: number };
  await createDailyTask(page.request, goal.id, day(0));

  await page.goto('/goals');
  await expect(card(page, GOAL).getByRole('slider')).toHaveCount(1);
  await card(page, GOAL).getByRole('button', { name: `Edit ${GOAL}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(form.getByLabel('Progress (%)')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Progress follows its habits' }).click();
  // Its progress is now the habits' to set: the field for it goes.
  await expect(form.getByLabel('Progress (%)')).toHaveCount(0);
  await keepScreenshot(form, testInfo, 'goal-form-follows-habits');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Goal updated successfully');
  await expect(card(page, GOAL).getByTestId('progress-follows-habits')).toBeVisible();
  await expect(card(page, GOAL).getByRole('slider')).toHaveCount(0);
  await expect(card(page, GOAL).getByTestId('goal-progress')).toHaveText('0%');

  await page.goto('/todos');
  await rows(page).getByRole('checkbox', { name: `Mark as done: ${TITLE}` }).click();
  await expectToast(page, 'Task completed', TITLE);
  await page.goto('/goals');
  await expect(card(page, GOAL).getByTestId('goal-progress')).toHaveText('25%');
  await keepScreenshot(card(page, GOAL), testInfo, 'goal-card-follows-habits');
  await expectAccessible(page);
});

/**
 * A habit with a past: begun four days ago, done, skipped, missed, done, and due today. The server
 * makes a series' tasks from its first day, a past one too.
 */
async function seedHabitWithPast(request: APIRequestContext, day: (offset: number) => string) {
  const goal = await createGoal(request);
  await createDailyTask(request, goal.id, day(-4));
  const byDay = new Map((await storedTasks(request)).map((task) => [task.occurrenceDate, task]));
  for (const [offset, change] of [
    [-4, { completed: true }],
    [-3, { skipped: true }],
    [-1, { completed: true }],
  ] as const) {
    const response = await request.patch(`/api/todos/${byDay.get(day(offset))!.id}`, { data: change });
    expect(response.status()).toBe(200);
  }
}

/** Each page with a habit on it, and what shows there once it has arrived: the part of the page to keep a picture of. */
const HABIT_PAGES: [path: string, name: string, shown: (page: Page) => Promise<Page | Locator>][] = [
  [
    '/todos',
    'todos-recurring',
    async (page) => {
      await expect(rows(page).filter({ hasText: TITLE }).getByTestId('repeat-indicator')).toHaveAccessibleName('Repeats: Every day');
      return page;
    },
  ],
  [
    '/goals',
    'goal-card-heatmap',
    async (page) => {
      const heatmap = card(page, GOAL).getByTestId('habit-heatmap').getByRole('img');
      await expect(heatmap).toHaveAccessibleName('Last 12 weeks: 2 of 4 days done, 1 skipped');
      for (const [state, count] of [['done', 2], ['skipped', 1], ['missed', 1], ['due', 1]] as const) {
        await expect(heatmap.locator(`span[data-state="${state}"]`)).toHaveCount(count);
      }
      return card(page, GOAL);
    },
  ],
  [
    '/dashboard',
    'dashboard-habits',
    async (page) => {
      const habits = page.getByTestId('habits-card');
      await expect(habits.getByTestId('habit-today').filter({ hasText: TITLE }).getByTestId('habit-streak')).toHaveText('Streak 1');
      await habits.scrollIntoViewIfNeeded();
      return habits;
    },
  ],
];

// One test per page and width: a page takes seconds to load and to scan on a slow machine.
for (const [path, name, shown] of HABIT_PAGES) {
  for (const width of [1280, 390]) {
    test(`${path} with a recurring task fits ${width} px`, async ({ page, user: _user }, testInfo) => {
      const day = newYorkDays();
      await startOn(page, day(0));
      await seedHabitWithPast(page.request, day);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const part = await shown(page);
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      await keepScreenshot(part, testInfo, `${name}-${width}`);
      // On the phone only: the content is the same at both widths.
      if (width === 390) await expectAccessible(page);
    });
  }
}

test('a change to a later day for it and the following days leaves the earlier days as they were', async ({ page, user: _user }) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  const goal = await createGoal(page.request);
  await createDailyTask(page.request, goal.id, day(0));
  await page.goto('/todos');
  await tab(page, 'Future').click();

  // This and following, from the fourth day on.
  await openMenu(rowDue(page, day(3)));
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(form.getByRole('combobox', { name: 'Repeat' })).toHaveText('Every day');
  await form.getByLabel('Title').fill('Meditate for 20 minutes');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  const question = page.getByRole('alertdialog', { name: 'Change a recurring task' });
  await expect(question).toBeVisible();
  await expect(question).toContainText(`“${TITLE}” repeats. Save your changes for this task only, or for this task and the following ones?`);
  await question.getByRole('button', { name: 'This and following' }).click();
  await expectToast(page, 'Task updated successfully');
  await expect(form).toBeHidden();
  await expect(rowDue(page, day(2))).toContainText(TITLE);
  for (const offset of [3, 4, 14]) await expect(rowDue(page, day(offset))).toContainText('Meditate for 20 minutes');
  await tab(page, 'Tomorrow').click();
  await expect(rows(page)).toContainText(TITLE);
  await tab(page, 'Today').click();
  await expect(rows(page)).toContainText(TITLE);
  await expect
    .poll(async () => Object.entries(await titlesByDay(page.request)).filter(([, title]) => title === TITLE).map(([date]) => date))
    .toEqual([day(0), day(1), day(2)]);
});

test('a change for this task only leaves the other days alone, and Cancel keeps what was typed', async ({ page, user: _user }) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  const goal = await createGoal(page.request);
  await createDailyTask(page.request, goal.id, day(0));
  await page.goto('/todos');
  const form = page.getByRole('dialog', { name: 'Edit Task' });
  const question = page.getByRole('alertdialog', { name: 'Change a recurring task' });

  // This task: only tomorrow's changes.
  await tab(page, 'Tomorrow').click();
  await openMenu(rows(page));
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await form.getByLabel('Title').fill('Meditate in the park');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(question.getByRole('button')).toHaveText(['Cancel', 'This task', 'This and following']);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'This task', exact: true }).click();
  await expectToast(page, 'Task updated successfully');
  await expect(rows(page)).toContainText('Meditate in the park');
  await expect
    .poll(async () => {
      const titles = await titlesByDay(page.request);
      return [titles[day(0)], titles[day(1)], titles[day(2)], titles[day(14)]];
    })
    .toEqual([TITLE, 'Meditate in the park', TITLE, TITLE]);

  // Cancel: the question goes, the form stays as typed, and nothing is saved.
  await tab(page, 'Today').click();
  await openMenu(rows(page));
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await form.getByLabel('Title').fill('Meditate before breakfast');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(whichTasks(page)).toBeHidden();
  await expect(form.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveValue('Meditate before breakfast');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(rows(page)).toContainText(TITLE);
  expect((await titlesByDay(page.request))[day(0)]).toBe(TITLE);
});

test('a daily task quick-added, skipped today, shows as skipped, and Undo opens it again', async ({ page, user: _user }) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  await createGoal(page.request);
  await page.goto('/todos');

  const field = page.getByLabel('Add a task for today...');
  await field.fill(TITLE);
  // Quick add reads 'every day' in the title as the rule; Backspace takes it back, to be chosen beside the field.
  await expect(page.getByTestId('quick-add-parts').getByRole('listitem')).toHaveText(['Every day']);
  await expect(page.getByRole('combobox', { name: 'Repeat of the new task' })).toHaveText('As typed');
  await field.press('End');
  await field.press('Backspace');
  await expect(page.getByTestId('quick-add-parts')).toHaveCount(0);
  await expect(field).toHaveValue(TITLE);
  await page.getByRole('combobox', { name: 'Goal of the new task' }).click();
  await page.getByRole('option', { name: GOAL }).click();
  await page.getByRole('combobox', { name: 'Repeat of the new task' }).click();
  await page.getByRole('option', { name: 'Every day', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Repeat of the new task' })).toHaveText('Daily');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expectToast(page, 'Task created', TITLE);
  // The next task is a one-off again.
  await expect(page.getByRole('combobox', { name: 'Repeat of the new task' })).toHaveText('Once');
  const row = rows(page).filter({ hasText: TITLE });
  await expect(row.getByTestId('repeat-indicator')).toHaveAccessibleName('Repeats: Every day');
  await expect.poll(async () => (await storedTasks(page.request)).length).toBe(15);
  await openMenu(row);
  await page.getByRole('menuitem', { name: 'Skip this time' }).click();
  await expect(row.getByText('Skipped', { exact: true })).toBeVisible();
  await expectToast(page, 'Task skipped', TITLE);
  await expect.poll(async () => (await storedTasks(page.request)).find((task) => task.occurrenceDate === day(0))?.skipped).toBe(true);
  // Only its own day is skipped.
  expect((await storedTasks(page.request)).filter((task) => task.skipped)).toHaveLength(1);

  await page.getByTestId('toast').filter({ hasText: 'Task skipped' }).getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Undone', `“${TITLE}” is as it was.`);
  await expect(row.getByText('Skipped', { exact: true })).toBeHidden();
  await expect(row.getByRole('checkbox', { name: `Mark as done: ${TITLE}` })).not.toBeChecked();
  await expect.poll(async () => (await storedTasks(page.request)).find((task) => task.occurrenceDate === day(0))?.skipped).toBe(false);

  // Skipped again, Unskip in the menu opens it too.
  await openMenu(row);
  await page.getByRole('menuitem', { name: 'Skip this time' }).click();
  await expect(row.getByText('Skipped', { exact: true })).toBeVisible();
  await openMenu(row);
  await expect(page.getByRole('menuitem', { name: 'Skip this time' })).toBeHidden();
  await page.getByRole('menuitem', { name: 'Unskip' }).click();
  await expect(row.getByText('Skipped', { exact: true })).toBeHidden();
  await expect.poll(async () => (await storedTasks(page.request)).filter((task) => task.skipped)).toEqual([]);
});

test('deleting a later day and the following ones ends the series there and keeps the earlier days', async ({ page, user: _user }) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  const goal = await createGoal(page.request);
  await createDailyTask(page.request, goal.id, day(0));
  await page.goto('/todos');
  const question = page.getByRole('alertdialog', { name: 'Delete a recurring task' });

  // Asked, and Cancel deletes nothing.
  await tab(page, 'Tomorrow').click();
  await openMenu(rows(page));
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(question).toContainText(
    `“${TITLE}” repeats. Delete only this task, or this task and the following ones? Deleting the following ones ends the series and can’t be undone.`,
  );
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  await tab(page, 'Future').click();
  await openMenu(rowDue(page, day(3)));
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'This and following' }).click();
  await expectToast(page, 'Deleted this and the following tasks', TITLE);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowDue(page, day(2))).toHaveCount(1);
  await expect.poll(async () => (await storedTasks(page.request)).map((task) => task.occurrenceDate)).toEqual([day(0), day(1), day(2)]);

  // Tomorrow's and today's stay.
  await tab(page, 'Tomorrow').click();
  await expect(rows(page).filter({ hasText: TITLE })).toHaveCount(1);
  await tab(page, 'Today').click();
  await expect(rows(page).filter({ hasText: TITLE })).toHaveCount(1);
});

test('a custom rule that repeats every 0 days or weekly on no day says so under its fields and saves nothing', async ({
  page,
  user: _user,
}, testInfo) => {
  const day = newYorkDays();
  await startOn(page, day(0));
  await createGoal(page.request);
  await page.goto('/todos');
  await expect(page.getByText('No tasks planned')).toBeVisible();

  await page.getByRole('button', { name: 'Add New Task' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Task' });
  await form.getByLabel('Title').fill('Stretch');
  await form.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: GOAL }).click();
  await form.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: 'Custom…' }).click();
  const custom = form.getByTestId('custom-repeat');
  await expect(custom).toBeVisible();

  await custom.getByLabel('Repeat every').fill('0');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expect(custom.getByText('Repeat every must be a whole number from 1 to 365')).toBeVisible();
  await expect(custom.getByLabel('Repeat every')).toHaveAttribute('aria-invalid', 'true');
  await expect(custom.getByLabel('Repeat every')).toHaveAccessibleDescription('Repeat every must be a whole number from 1 to 365');

  await custom.getByLabel('Repeat every').fill('1');
  await expect(custom.getByText('Repeat every must be a whole number from 1 to 365')).toBeHidden();
  await custom.getByRole('combobox', { name: 'Repeat unit' }).click();
  await page.getByRole('option', { name: 'week', exact: true }).click();
  // Custom starts weekly on the weekday of the task's first day, today.
  const weekdays = custom.getByRole('group', { name: 'Repeat on' }).getByRole('button', { pressed: true });
  await expect(weekdays).toHaveCount(1);
  await expect(weekdays).toHaveAccessibleName(weekdayOf(day(0)));
  await weekdays.first().click();
  await expect(weekdays).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expect(custom.getByText('Choose at least one day of the week')).toBeVisible();
  await expect(custom.getByRole('group', { name: 'Repeat on' })).toHaveAccessibleDescription('Choose at least one day of the week');
  await expectAccessible(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(custom.getByText('Choose at least one day of the week')).toBeVisible();
    await expectNoSidewaysScroll(page, `the task form with Custom at ${width} px`);
    const box = await form.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(box.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(box.clientWidth);
    await keepScreenshot(page, testInfo, `task-form-custom-${width}`);
  }

  // Nothing was sent, let alone saved.
  expect(await storedTasks(page.request)).toEqual([]);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No tasks planned')).toBeVisible();
});

test('the dashboard lists a dozen of today’s habits and the rest on request', async ({ page, user: _user }) => {
  const { id: goalId } = await createGoal(page.request);
  const today = newYorkDays()(0);
  for (let index = 1; index <= 14; index++) {
    const response = await page.request.post('/api/todos', {
      data: { title: `Habit ${index}`, dueDate: `${today}T17:00:00Z`, goalId, repeat: { rule: DAILY, timeZone: TIME_ZONE } },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/dashboard');
  const habits = page.getByTestId('habits-card');
  await expect(habits.getByTestId('habits-done-today')).toHaveText('0 of 14 done today');
  await expect(habits.getByTestId('habit-today')).toHaveCount(12);
  await habits.getByRole('button', { name: 'Show all 14 habits' }).click();
  await expect(habits.getByTestId('habit-today')).toHaveCount(14);
  await habits.getByRole('button', { name: 'Show fewer habits' }).click();
  await expect(habits.getByTestId('habit-today')).toHaveCount(12);
});
