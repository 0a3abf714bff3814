/// <reference lib="dom" />
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

test.use({ timezoneId: 'America/New_York' });

/** 9:00 in New York on a fixed day; every test's browser clock starts here. */
const MORNING = new Date('2026-11-23T09:00:00-05:00');
const noonOfThatDay = '2026-11-23T12:00:00-05:00';

async function createGoal(request: APIRequestContext) {
  const response = await request.post('/api/goals', { data: { title: 'Learn Spanish', deadline: '2027-06-01T12:00:00Z' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

async function createTask(request: APIRequestContext, goalId: number, body: Record<string, unknown>) {
  const response = await request.post('/api/todos', { data: { dueDate: noonOfThatDay, goalId, ...body } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

/**
 * Stops the browser's clock on the next whole second: from there time moves only when the test
 * says so. Data fetching needs running timers, so pages stop it once their data is on screen, and
 * tests resume it before they wait on the server again.
 */
async function stopTheClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.ceil(now / 1000) * 1000 + 1000);
}

async function openWithClock(page: Page, path: string, readyText: string) {
  await openOnTheMorning(page, path);
  await expect(page.getByText(readyText).first()).toBeVisible();
  await stopTheClock(page);
}

async function openPomodoro(page: Page) {
  await openOnTheMorning(page, '/pomodoro');
  await expect(page.getByLabel("Loading today's tasks")).toHaveCount(0);
  await stopTheClock(page);
}

/** Opens a page on the morning the tasks are due, with time flowing as usual from there. */
async function openOnTheMorning(page: Page, path: string) {
  await page.clock.install({ time: MORNING });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const clock = (page: Page) => page.getByTestId('timer-clock');
const modeButton = (page: Page, name: string) => page.getByRole('group', { name: 'Timer mode' }).getByRole('button', { name });
const taskRows = (page: Page) => page.getByTestId('pomodoro-task');
const statFigure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
const minutes = (count: number) => count * 60_000;

/** A keyboard drag: space lifts, the arrows move, then space drops or escape cancels; waits for the drop to settle. */
async function dragByKeyboard(page: Page, title: string, moves: ('ArrowUp' | 'ArrowDown')[], finish: 'Space' | 'Escape' = 'Space') {
  const row = taskRows(page).filter({ hasText: title });
  await page.getByRole('button', { name: `Reorder ${title}` }).focus();
  await page.keyboard.press('Space');
  await expect(row).toHaveAttribute('data-dragging', 'true');
  for (const key of moves) await page.keyboard.press(key);
  await page.keyboard.press(finish);
  await expect(row).toHaveAttribute('data-dragging', 'false');
}

/** Records the sounds the page starts, instead of playing them. */
async function recordSounds(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { playedSounds: played });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    };
  });
}
const playedSounds = (page: Page) => page.evaluate(() => (window as unknown as { playedSounds: string[] }).playedSounds);

/**
 * Records the text of every toast each page of the context shows: a toast passes after 5 s, and a tab
 * that draws late on a busy machine may show and take down its toast while the test waits on another tab.
 */
async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownToasts: shown });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of node.matches('[data-testid="toast"]') ? [node] : node.querySelectorAll('[data-testid="toast"]'))
              shown.push(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}
const shownToasts = (page: Page) => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);

/** The browser's clock `ms` from now as the Session Stats card shows a time ('h:mm a'). */
const clockTimeFromNow = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const time = new Date(Date.now() + ahead);
    const hours = time.getHours();
    return `${hours % 12 || 12}:${String(time.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  }, ms);

/** Moves the running timer's end half an hour into the past, as if the browser had been closed since. */
const endTheTimerLongAgo = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('pomodoroTimerState') ?? '{}');
    localStorage.setItem('pomodoroTimerState', JSON.stringify({ ...state, endsAt: Date.now() - 30 * 60_000 }));
  });
const AWAY_TOAST = 'Focus session finished while you were away';

test('a full focus → short break → focus cycle ends exactly on time, rings the bell and counts the session', async ({ page, user: _user }) => {
  await recordSounds(page);
  await openPomodoro(page);
  await expect(clock(page)).toHaveText('25:00');
  await expect(page).toHaveTitle('Pomodoro Timer');
  await expect(modeButton(page, 'Pomodoro')).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expectToast(page, 'Focus session started');
  await page.clock.runFor(minutes(1));
  await expect(clock(page)).toHaveText('24:00');
  await expect(page).toHaveTitle('(24:00) Focus');

  await page.clock.runFor(minutes(24) - 1000);
  await expect(clock(page)).toHaveText('00:01');
  await page.clock.runFor(1000);
  await expect(clock(page)).toHaveText('05:00');
  await expect(modeButton(page, 'Short Break')).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Great job!', 'Time for a short break.');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(statFigure(page, 'Completed Pomos')).toHaveText('1');
  expect(await playedSounds(page)).toEqual(['/sounds/bell.mp3']);
  await expect(page).toHaveTitle('Pomodoro Timer');

  // Without auto-start the break waits for the person.
  await page.clock.runFor(minutes(2));
  await expect(clock(page)).toHaveText('05:00');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveTitle('Break - Pomodoro');
  await page.clock.runFor(minutes(5));
  await expect(clock(page)).toHaveText('25:00');
  await expect(modeButton(page, 'Pomodoro')).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Focus time!');
  expect(await playedSounds(page)).toHaveLength(2);

  // Reset and mode changes.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(minutes(3));
  await page.getByRole('button', { name: 'Reset timer' }).click();
  await expectToast(page, 'Timer reset');
  await expect(clock(page)).toHaveText('25:00');
  await modeButton(page, 'Long Break').click();
  await expect(clock(page)).toHaveText('15:00');
  await page.getByRole('button', { name: 'Skip to Focus' }).click();
  await expect(clock(page)).toHaveText('25:00');

  // Sound off: the next completion is silent.
  await page.getByRole('button', { name: 'Turn sound off' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(minutes(25));
  await expect(statFigure(page, 'Completed Pomos')).toHaveText('2');
  expect(await playedSounds(page)).toHaveLength(2);
  const bell = await page.request.get('/sounds/bell.mp3');
  expect(bell.status()).toBe(200);
  expect(bell.headers()['content-type']).toBe('audio/mpeg');
});

test('settings: short periods, the long break after the interval, and auto-start', async ({ page, user: _user }) => {
  await openPomodoro(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Timer Settings' });
  await expect(dialog).toBeVisible();
  for (const [label, value] of [
    ['Pomodoro', 1],
    ['Short Break', 1],
    ['Long Break', 2],
    ['Long Break Interval', 2],
  ] as const) {
    const slider = dialog.getByRole('slider', { name: label, exact: true });
    await slider.focus();
    await page.keyboard.press('Home');
    for (let step = 1; step < value; step++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue(String(value));
  }
  await expect(dialog.getByRole('slider', { name: 'Pomodoro', exact: true })).toHaveAttribute('max', '60');
  await expect(dialog.getByRole('slider', { name: 'Long Break Interval' })).toHaveAttribute('max', '8');
  await dialog.getByLabel('Auto-start breaks').check();
  await dialog.getByLabel('Auto-start pomodoros').check();
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(clock(page)).toHaveText('01:00');

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(minutes(1));
  await expect(modeButton(page, 'Short Break')).toHaveAttribute('aria-pressed', 'true');
  await expect(clock(page)).toHaveText('01:00');
  // The break starts by itself 500 ms after the focus session ended.
  await page.clock.runFor(600);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.clock.runFor(minutes(1));
  await expect(modeButton(page, 'Pomodoro')).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(600);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.clock.runFor(minutes(1));
  // Second focus session of an interval of 2: the long break.
  await expect(modeButton(page, 'Long Break')).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(1600);
  await expect(clock(page)).toHaveText('01:59');
  await expect(statFigure(page, 'Completed Pomos')).toHaveText('2');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pomodoroTimerState') ?? 'null'));
  expect(stored).toMatchObject({ activeMode: 'longBreak', isActive: true, totalCompleted: 2, settings: { pomodoroMinutes: 1, longBreakInterval: 2 } });
});

test('a reload catches up with the time that passed; a period that ended while closed is counted once, with a toast and no bell', async ({
  page,
  user: _user,
}) => {
  await recordSounds(page);
  await openPomodoro(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(minutes(10));
  await expect(clock(page)).toHaveText('15:00');
  await page.clock.resume();
  await page.reload();
  await expect(clock(page)).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // Closed for longer than the period: it ended while away, at zero at most, and was counted.
  await endTheTimerLongAgo(page);
  await page.reload();
  await expect(modeButton(page, 'Short Break')).toHaveAttribute('aria-pressed', 'true');
  await expect(clock(page)).toHaveText('05:00');
  await expect(statFigure(page, 'Completed Pomos')).toHaveText('1');
  await expectToast(page, AWAY_TOAST, 'Great job! It has been counted.');
  expect(await playedSounds(page), 'no bell for a period that ended half an hour ago').toEqual([]);

  // Opened again, the page neither counts it again nor tells it again.
  await page.reload();
  await expect(page.getByLabel("Loading today's tasks")).toHaveCount(0);
  await expect(statFigure(page, 'Completed Pomos')).toHaveText('1');
  await expect(page.getByTestId('toast').filter({ hasText: AWAY_TOAST })).toHaveCount(0);

  // Something unreadable in storage starts a fresh timer instead of breaking the page.
  await page.evaluate(() => localStorage.setItem('pomodoroTimerState', '{"activeMode":"nap"'));
  await page.reload();
  await expect(clock(page)).toHaveText('25:00');
});

test('two tabs that open on a period that ended while the browser was closed count it once and tell it once', async ({ page, user: _user }) => {
  const tabA = page;
  await recordToasts(tabA.context());
  await openPomodoro(tabA);
  await tabA.getByRole('button', { name: 'Start', exact: true }).click();
  await tabA.clock.resume();
  // The app closes (a page of the same origin without it keeps local storage at hand), and half an hour passes.
  await tabA.goto('/api/health');
  await endTheTimerLongAgo(tabA);

  // Two tabs open at once, as a browser restoring them does: the one that leads counts the period and tells it.
  const tabB = await tabA.context().newPage();
  await Promise.all([tabA.goto('/pomodoro'), tabB.goto('/pomodoro')]);
  for (const tab of [tabA, tabB]) {
    await expect(tab.getByLabel("Loading today's tasks")).toHaveCount(0);
    await expect(statFigure(tab, 'Completed Pomos')).toHaveText('1');
  }
  const toldIn = async (tab: Page) => (await shownToasts(tab)).filter((text) => text.includes(AWAY_TOAST)).length;
  await expect.poll(async () => [await toldIn(tabA), await toldIn(tabB)].sort()).toEqual([0, 1]);
});

test('Session Stats: a session without a task takes one off what is left, and Est. Finish holds still while it runs', async ({
  page,
  user: _user,
}) => {
  const goal = await createGoal(page.request);
  await createTask(page.request, goal.id, { title: 'Translate the letter', pomodoros: 2 });
  await openPomodoro(page);
  const progress = page.getByRole('progressbar', { name: 'Daily Progress' });
  await expect(statFigure(page, 'Pomo Sessions Left')).toHaveText('2');
  await expect(statFigure(page, 'Total Needed')).toHaveText('2');
  await expect(page.getByTestId('selected-task')).toContainText('No task selected');

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // This session, a short break, the last session.
  const finish = await clockTimeFromNow(page, minutes(25 + 5 + 25));
  await expect(statFigure(page, 'Est. Finish')).toHaveText(finish);
  await page.clock.runFor(minutes(10));
  await expect(clock(page)).toHaveText('15:00');
  await expect(statFigure(page, 'Est. Finish')).toHaveText(finish);

  await page.clock.runFor(minutes(15));
  await expect(statFigure(page, 'Completed Pomos')).toHaveText('1');
  await expect(statFigure(page, 'Pomo Sessions Left')).toHaveText('1');
  await expect(statFigure(page, 'Total Needed')).toHaveText('2');
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await expect(statFigure(page, 'Est. Finish')).toHaveText(finish);
  // It counts for no task: the task's own count stays.
  await expect(taskRows(page).getByTestId('pomodoro-count')).toContainText('0/2');
});

test('the mini timer follows the person to other pages', async ({ page, user: _user }) => {
  await openPomodoro(page);
  await expect(page.getByTestId('mini-timer')).toBeHidden();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(5000);
  await page.getByRole('link', { name: 'Daily Tasks' }).click();
  const mini = page.getByTestId('mini-timer');
  await expect(mini).toBeVisible();
  await expect(mini).toContainText('Focus');
  await expect(mini).toContainText('24:55');
  await expect(page).toHaveTitle('(24:55) Focus');
  await page.clock.runFor(5000);
  await expect(mini).toContainText('24:50');

  await mini.getByRole('button', { name: 'Pause timer' }).click();
  await page.clock.runFor(5000);
  await expect(mini).toContainText('24:50');
  await expect(page).toHaveTitle('Daily Tasks · Stepwise');
  await page.clock.resume();
  await expectAccessible(page, { wholeDocument: true }); // the mini timer sits in the shell
  await mini.getByRole('button', { name: 'Resume timer' }).click();
  await mini.getByRole('link').click();
  await expect(page).toHaveURL(/\/pomodoro$/);
  await expect(mini).toBeHidden();
  await expect(clock(page)).toHaveText(/^24:[0-4]\d$/);
});

test("today's tasks: sorted, reordered by mouse and keyboard, the order kept and new tasks appended", async ({ page, user: _user }) => {
  const goal = await createGoal(page.request);
  await createTask(page.request, goal.id, { title: 'Low task', priority: 'low' });
  await createTask(page.request, goal.id, { title: 'Urgent task', priority: 'urgent' });
  await createTask(page.request, goal.id, { title: 'Planned task', priority: 'low', plannedTime: '08:30' });
  await createTask(page.request, goal.id, { title: 'Done task', completed: true });
  await createTask(page.request, goal.id, { title: 'Tomorrow task', dueDate: '2026-11-24T12:00:00-05:00' });
  // A row dragged near the window's edge scrolls the page, and a slow machine scrolls between the test's
  // measuring and moving: the whole page fits the window here, so the measured places stay where they were.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await openOnTheMorning(page, '/pomodoro');
  await expect(taskRows(page)).toHaveText([/Planned task/, /Urgent task/, /Low task/]);
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);

  // Mouse: drag "Low task" to the top.
  const handle = page.getByRole('button', { name: 'Reorder Low task' });
  const target = await page.getByRole('button', { name: 'Reorder Planned task' }).boundingBox();
  const from = await handle.boundingBox();
  if (!from || !target) throw new Error('handles not laid out');
  const plannedRow = taskRows(page).filter({ hasText: 'Planned task' });
  const plannedTop = (await plannedRow.boundingBox())!.y;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await expect(taskRows(page).filter({ hasText: 'Low task' })).toHaveAttribute('data-dragging', 'true');
  await page.mouse.move(target.x + target.width / 2, target.y - 10, { steps: 20 });
  // The list moves a dragged row once per frame; on a slow machine the frame can come after the last move,
  // so the drop waits until the list has made room at the top.
  await expect.poll(async () => (await plannedRow.boundingBox())?.y).toBeGreaterThan(plannedTop + 10);
  await page.mouse.up();
  await expect(taskRows(page)).toHaveText([/Low task/, /Planned task/, /Urgent task/]);
  await expectToast(page, 'Task reordered', '"Low task" moved to position 1');

  // Keyboard: space lifts, arrows move, space drops.
  await dragByKeyboard(page, 'Low task', ['ArrowDown', 'ArrowDown']);
  await expect(taskRows(page)).toHaveText([/Planned task/, /Urgent task/, /Low task/]);
  await expectToast(page, 'Task reordered', '"Low task" moved to position 3');

  // Escape cancels a keyboard drag.
  await dragByKeyboard(page, 'Urgent task', ['ArrowUp'], 'Escape');
  await expect(taskRows(page)).toHaveText([/Planned task/, /Urgent task/, /Low task/]);

  await dragByKeyboard(page, 'Planned task', ['ArrowDown']);
  await expect(taskRows(page)).toHaveText([/Urgent task/, /Planned task/, /Low task/]);

  // The manual order survives a reload; a new task joins at the end.
  await createTask(page.request, goal.id, { title: 'New urgent task', priority: 'urgent' });
  await page.reload();
  await expect(taskRows(page)).toHaveText([/Urgent task/, /Planned task/, /Low task/, /New urgent task/]);
  await expectAccessible(page);
});

test('pomodoro counts stay at one or more and follow the task to the server', async ({ page, user: _user }) => {
  const goal = await createGoal(page.request);
  const task = await createTask(page.request, goal.id, { title: 'Write the intro' });
  await openOnTheMorning(page, '/pomodoro');
  const row = taskRows(page).filter({ hasText: 'Write the intro' });
  const fewer = row.getByRole('button', { name: 'Fewer pomodoros for Write the intro' });
  const more = row.getByRole('button', { name: 'More pomodoros for Write the intro' });
  await expect(row.getByTestId('pomodoro-count')).toContainText('0/1');
  await expect(fewer).toBeDisabled();
  await more.click();
  await more.click();
  await expect(row.getByTestId('pomodoro-count')).toContainText('0/3');
  await fewer.click();
  await expect(row.getByTestId('pomodoro-count')).toContainText('0/2');
  await expect(statFigure(page, 'Total Needed')).toHaveText('2');
  await expect(statFigure(page, 'Total Time')).toHaveText('50m');

  await expect
    .poll(async () => ((await (await page.request.get('/api/todos')).json()) as { id: number; pomodoros: number }[]).find((t) => t.id === task.id)?.pomodoros)
    .toBe(2);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pomodoroTaskCounts') ?? '{}'))).toEqual({ [task.id]: 2 });

  await fewer.click();
  await expect(row.getByTestId('pomodoro-count')).toContainText('0/1');
  await expect(fewer).toBeDisabled();

  // The planned-time chip.
  await row.getByRole('button', { name: 'Set time for Write the intro' }).click();
  await row.getByLabel('Planned time for Write the intro').fill('07:45');
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: /Planned for 07:45/ })).toBeVisible();
  // Typed as people type times; what it can't read stays, with a message, and nothing changes.
  await row.getByRole('button', { name: /Planned for 07:45/ }).click();
  await row.getByLabel('Planned time for Write the intro').fill('25:99');
  await page.keyboard.press('Enter');
  await expect(row.getByRole('alert')).toHaveText('Enter a time like 9:30, 9:30 pm or 21:30');
  await expect(row.getByLabel('Planned time for Write the intro')).toHaveValue('25:99');
  await row.getByLabel('Planned time for Write the intro').fill('7.45 pm');
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: /Planned for 19:45/ })).toBeVisible();
});

test('Start Task, Complete Task and the checkbox take tasks off the list', async ({ page, user: _user }) => {
  const goal = await createGoal(page.request);
  const first = await createTask(page.request, goal.id, { title: 'Draft chapter one', priority: 'high' });
  await createTask(page.request, goal.id, { title: 'Call the editor', priority: 'low' });
  await openPomodoro(page);
  await expect(page.getByTestId('selected-task')).toContainText('No task selected');
  await taskRows(page).filter({ hasText: 'Draft chapter one' }).getByRole('button', { name: 'Start Task: Draft chapter one' }).click();
  await expectToast(page, 'Focus session started', 'Working on "Draft chapter one"');
  await expect(page.getByTestId('selected-task')).toContainText('Draft chapter one');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // A finished focus session counts for the selected task.
  await page.clock.runFor(minutes(25));
  await expect(taskRows(page).filter({ hasText: 'Draft chapter one' }).getByTestId('pomodoro-count')).toContainText('1/1');
  await expect(page.getByRole('button', { name: 'Complete Task' })).toBeHidden();
  await modeButton(page, 'Pomodoro').click();
  await page.clock.resume();

  await page.getByRole('button', { name: 'Complete Task' }).click();
  await expectToast(page, 'Success!', 'Task marked as completed.');
  await expect(taskRows(page)).toHaveText([/Call the editor/]);
  await expect(page.getByTestId('selected-task')).toContainText('No task selected');
  const stored = (await (await page.request.get('/api/todos')).json()) as { id: number; completed: boolean }[];
  expect(stored.find((t) => t.id === first.id)?.completed).toBe(true);

  // Change picks another task; the checkbox completes it.
  await page.getByRole('button', { name: 'Choose a task' }).click();
  await page.getByRole('dialog', { name: 'Choose a task' }).getByRole('button', { name: /Call the editor/ }).click();
  await expect(page.getByTestId('selected-task')).toContainText('Call the editor');
  await page.getByRole('checkbox', { name: 'Mark as done: Call the editor' }).click();
  await expect(page.getByText('No tasks scheduled for today')).toBeVisible();
  await expectAccessible(page);
});

test('Add Task and Edit Task dialogs, and the menu', async ({ page, user: _user }) => {
  await createGoal(page.request);
  await openOnTheMorning(page, '/pomodoro');
  await expect(page.getByText('No tasks scheduled for today')).toBeVisible();
  await page.getByRole('button', { name: 'Add Task' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Task' });
  await expect(add).toContainText("Create a new task for today's pomodoro sessions");
  await expectAccessible(page);
  await add.getByLabel('Title').fill('Outline the talk');
  await add.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: 'Learn Spanish' }).click();
  // Four digits without a colon, as in the browser's 12-hour time field, which kept nothing of it.
  await add.getByLabel('Planned time (optional)').fill('1015');
  await add.getByLabel('Pomodoros').fill('3');
  await add.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created');
  const row = taskRows(page).filter({ hasText: 'Outline the talk' });
  await expect(row.getByTestId('pomodoro-count')).toContainText('0/3');
  await expect(row.getByRole('button', { name: /Planned for 10:15/ })).toBeVisible();

  await row.getByRole('button', { name: 'More actions for Outline the talk' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit).toContainText("Update this task's details");
  await edit.getByLabel('Title').fill('Outline the conference talk');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Task updated', 'Task has been updated successfully.');
  await expect(taskRows(page)).toHaveText([/Outline the conference talk/]);

  await taskRows(page).getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Start Timer' }).click();
  await expect(page.getByTestId('selected-task')).toContainText('Outline the conference talk');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this todo?');
    void dialog.accept();
  });
  await taskRows(page).getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expectToast(page, 'Todo deleted successfully');
  await expect(page.getByText('No tasks scheduled for today')).toBeVisible();
});

test("the 'Pomodoro Focus Timer' dialog starts a session from the Daily Tasks list", async ({ page, user: _user }) => {
  const goal = await createGoal(page.request);
  await createTask(page.request, goal.id, { title: 'Review flashcards' });
  await openWithClock(page, '/todos', 'Review flashcards');
  await page.getByRole('button', { name: 'More actions for Review flashcards' }).click();
  await page.getByRole('menuitem', { name: 'Focus timer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pomodoro Focus Timer' });
  await expect(dialog).toContainText('Focus on "Review flashcards"');
  await expect(dialog.getByRole('timer')).toHaveText('25:00');
  await dialog.getByRole('button', { name: 'Start Focus' }).click();
  await expectToast(page, 'Pomodoro Timer Started', 'Working on "Review flashcards"');
  await page.clock.runFor(2000);
  await expect(dialog.getByRole('timer')).toHaveText('24:58');
  await page.clock.resume();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('mini-timer')).toContainText(/Focus2[45]:\d\d/);
});

test('a period that ends in a hidden tab shows a notification', async ({ page, context, user: _user }) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const shown: string[] = [];
    let hidden = false;
    Object.assign(window, {
      shownNotifications: shown,
      setHidden(value: boolean) {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options?: { body?: string }) {
        shown.push(`${title}: ${options?.body ?? ''}`);
      }
    }
    Object.assign(window, { Notification: RecordedNotification });
  });
  await openPomodoro(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.evaluate(() => (window as unknown as { setHidden(value: boolean): void }).setHidden(true));
  await page.clock.runFor(minutes(25));
  const shown = await page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);
  expect(shown).toEqual(['Great job!: Focus session complete. Time for a short break.']);
});
