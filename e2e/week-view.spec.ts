import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, expectToast, test } from './fixtures';

// The planning page's week: Monday to Sunday with their tasks by planned time, and tasks moved to
// another day or time by mouse, finger and keyboard and with the Move dialog; each move is checked after a
// reload and on the server. The browser's clock stands still at the test's start, so 'this week'
// can't change under a test that runs across midnight.

const TIME_ZONE = 'Europe/Berlin';
test.use({ timezoneId: TIME_ZONE });

const DAY_MS = 86_400_000;
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** `yyyy-MM-dd` of an instant in Berlin. */
const berlinDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
/** 'yyyy-MM-dd HH:mm' of an instant in Berlin. */
const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
/** 'Wednesday, November 25': how a day's heading names it. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${day}T12:00:00Z`));

/** The instant `time` (HH:MM) strikes on `day` in Berlin. */
function berlinInstant(day: string, time: string): string {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const shown = Date.parse(`${berlinTime(new Date(guess).toISOString()).replace(' ', 'T')}:00Z`);
  return new Date(guess - (shown - guess)).toISOString();
}

/** The seven days of this week in Berlin, Monday first, and today. */
function thisWeek(now: Date) {
  const today = berlinDay(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return { today, days: Array.from({ length: 7 }, (_, index) => addDays(monday, index)) };
}

const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(6).slice(0, 200);
const TITLES = {
  report: 'Write the weekly report',
  longWord: LONG_WORD,
  arabic: 'مراجعة الميزانية الشهرية',
  emoji: 'Call mum 📞🎉',
  dentist: 'Book the dentist appointment',
  groceries: 'Buy groceries',
  stretch: 'Morning stretch',
  run: 'Evening run',
  habit: 'Water the plants',
};

interface StoredTask {
  id: number;
  title: string;
  dueDate: string;
  plannedTime: string | null;
  seriesId: number | null;
  occurrenceDate: string | null;
}

async function post<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/**
 * A week of tasks, Monday to Sunday: a timed report, a 200-character word, Arabic, emoji, a completed
 * task, a day with three tasks to order, and (unless left out) a task that repeats every week on today's weekday.
 */
async function seedWeek(request: APIRequestContext, days: string[], today: string, { withHabit = true } = {}) {
  const goal = await post<{ id: number }>(request, '/api/goals', { title: 'Run a marathon', deadline: new Date(Date.now() + 90 * DAY_MS).toISOString() });
  const task = (title: string, day: string, fields: object = {}) =>
    post<StoredTask>(request, '/api/todos', { title, dueDate: berlinInstant(day, '12:00'), goalId: goal.id, ...fields });
  const [mon, tue, wed, thu, fri, sat] = days as [string, string, string, string, string, string];
  await task(TITLES.report, mon, { plannedTime: '09:30', priority: 'high' });
  await task(TITLES.longWord, tue, { priority: 'low' });
  await task(TITLES.arabic, wed, { plannedTime: '14:00' });
  await task(TITLES.emoji, thu, { priority: 'urgent' });
  await task(TITLES.dentist, fri, { plannedTime: '11:00', completed: true });
  await task(TITLES.run, sat, { plannedTime: '19:00' });
  await task(TITLES.stretch, sat, { plannedTime: '07:15' });
  await task(TITLES.groceries, sat);
  if (!withHabit) return;
  await post(request, '/api/todos', {
    title: TITLES.habit,
    dueDate: berlinInstant(today, '07:00'),
    plannedTime: '07:00',
    goalId: goal.id,
    repeat: { rule: `FREQ=WEEKLY;INTERVAL=1;BYDAY=${WEEKDAY_CODES[weekdayOf(today)]}`, timeZone: TIME_ZONE },
  });
}

async function storedTasks(request: APIRequestContext): Promise<StoredTask[]> {
  const response = await request.get('/api/todos');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredTask[];
}
/** Where the server has a task: its Berlin due day and time, and its planned time. */
async function storedPlace(request: APIRequestContext, title: string) {
  const task = (await storedTasks(request)).find((candidate) => candidate.title === title);
  expect(task, title).toBeDefined();
  return { due: berlinTime(task!.dueDate), plannedTime: task!.plannedTime };
}

/** The browser's clock stands still at `now`; the week of `now` opens on the planning page's week tab. */
async function openWeek(page: Page, now: Date) {
  await page.clock.setFixedTime(now);
  await page.goto('/planning?tab=week');
  await expect(page.getByRole('tab', { name: 'Week', selected: true })).toBeVisible();
  await expect(page.getByTestId('week-task').first()).toBeVisible();
}

const day = (page: Page, key: string) => page.getByRole('region', { name: new RegExp(`^${dayName(key)}`) });
const card = (scope: Page | Locator, title: string) => scope.getByRole('listitem', { name: title, exact: true });
const announcement = (page: Page) => page.locator('[id^="rfd-announcement-"]');

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The middle of a box, and the box. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { ...box!, centerX: box!.x + box!.width / 2, centerY: box!.y + box!.height / 2 };
}

/**
 * Drags a card with the mouse as a person does (press, a few small moves past the 5 px that lift it,
 * then on in steps) so that its `edge` ends at `y`, in the middle of `column`, and lets go.
 * A list drop is decided by the card's leading edge: its top moving up or into another day, its bottom moving down its own day.
 */
async function dragCard(page: Page, cardLocator: Locator, column: Locator, y: number, edge: 'top' | 'bottom') {
  const from = await boxOf(cardLocator);
  const to = await boxOf(column);
  const pointerY = edge === 'top' ? y + from.height / 2 : y - from.height / 2;
  await page.mouse.move(from.centerX, from.centerY);
  await page.mouse.down();
  await page.mouse.move(from.centerX, from.centerY + 6, { steps: 3 });
  await page.mouse.move(to.centerX, pointerY + 6, { steps: 20 });
  await page.mouse.move(to.centerX, pointerY, { steps: 3 });
  await page.mouse.up();
  await expect(page.locator('[data-dragging="true"]')).toHaveCount(0);
}

/**
 * Drags a card with a finger: held still until it lifts (a long press), then moved in steps so that its
 * top ends at `y` in the middle of `column`, and let go.
 */
async function dragCardByTouch(page: Page, cardLocator: Locator, column: Locator, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, atY: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: atY }] });
  const from = await boxOf(cardLocator);
  const to = await boxOf(column);
  const endY = y + from.height / 2;
  await touch('touchStart', from.centerX, from.centerY);
  await expect(cardLocator).toHaveAttribute('data-dragging', 'true');
  for (let step = 1; step <= 20; step++) {
    await touch('touchMove', from.centerX + ((to.centerX - from.centerX) * step) / 20, from.centerY + ((endY - from.centerY) * step) / 20);
  }
  await touch('touchEnd', to.centerX, endY);
  await expect(page.locator('[data-dragging="true"]')).toHaveCount(0);
}

/** Halfway between the middles of two slot headings of a day drawn by the hour. */
async function betweenSlots(column: Locator, slot: string, next: string) {
  const [above, below] = [await boxOf(column.locator(`li[data-slot="${slot}"]`)), await boxOf(column.locator(`li[data-slot="${next}"]`))];
  return (above.centerY + below.centerY) / 2;
}

test('the week shows its days and tasks by time, and the mouse moves a task to another day and to another time', async ({ page, user: _user }, testInfo) => {
  const now = new Date();
  const { today, days } = thisWeek(now);
  await seedWeek(page.request, days, today);
  await page.setViewportSize({ width: 1280, height: 1500 });
  await openWeek(page, now);

  // A heading for the week, seven days from Monday, today marked.
  await expect(page.getByRole('heading', { name: / – / })).toHaveText(new RegExp(`^[A-Z][a-z]{2} ${Number(days[0]!.slice(8))} – .*\\d{4}$`));
  await expect(page.getByRole('region', { name: /^\w+day, \w+ \d{1,2}/ })).toHaveCount(7);
  for (const key of days) await expect(day(page, key)).toBeVisible();
  await expect(day(page, today).getByRole('heading')).toHaveAccessibleName(`${dayName(today)}, today`);

  // Each task on its day: its time, its priority and its main goal; a day's tasks by time, 'Any time' first.
  const report = card(day(page, days[0]!), TITLES.report);
  await expect(report).toContainText('09:30');
  await expect(report).toContainText('High');
  await expect(report).toContainText('Run a marathon');
  await expect(card(day(page, days[1]!), TITLES.longWord)).toBeVisible();
  await expect(card(day(page, days[2]!), TITLES.arabic)).toContainText('14:00');
  await expect(card(day(page, days[3]!), TITLES.emoji)).toContainText('Urgent');
  await expect(card(day(page, days[4]!), TITLES.dentist)).toContainText('Completed');
  const saturdaysOwn = () => day(page, days[5]!).getByTestId('week-task').filter({ hasNotText: TITLES.habit });
  await expect(saturdaysOwn()).toHaveText([/Buy groceries/, /07:15Morning stretch/, /19:00Evening run/]);
  const habit = card(day(page, today), TITLES.habit);
  await expect(habit).toContainText('07:00');
  await expect(habit.getByTestId('repeat-indicator')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the week at 1280 px');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'week-1280');

  // To another day, under the hour it is planned in: it keeps 09:30.
  const wednesday = day(page, days[2]!).getByRole('list');
  await dragCard(page, report, wednesday, await betweenSlots(wednesday, '9', '10'), 'top');
  await expect(card(day(page, days[2]!), TITLES.report)).toContainText('09:30');
  await expectToast(page, 'Task moved', `“${TITLES.report}”: ${dayName(days[2]!)} at 09:30`);

  // Down its own day, under 16:00: 'Any time' becomes 16:00.
  const saturday = day(page, days[5]!).getByRole('list');
  await dragCard(page, card(saturday, TITLES.groceries), saturday, await betweenSlots(saturday, '16', '17'), 'bottom');
  await expect(saturdaysOwn()).toHaveText([/07:15Morning stretch/, /16:00Buy groceries/, /19:00Evening run/]);

  // Both moves are kept: on the page after a reload, and on the server (a one-off task stays at noon of its day).
  await expect.poll(() => storedPlace(page.request, TITLES.report)).toEqual({ due: `${days[2]} 12:00`, plannedTime: '09:30' });
  await expect.poll(() => storedPlace(page.request, TITLES.groceries)).toEqual({ due: `${days[5]} 12:00`, plannedTime: '16:00' });
  await page.reload();
  await expect(card(day(page, days[2]!), TITLES.report)).toContainText('09:30');
  await expect(card(day(page, days[0]!), TITLES.report)).toHaveCount(0);
  await expect(saturdaysOwn()).toHaveText([/07:15Morning stretch/, /16:00Buy groceries/, /19:00Evening run/]);
});

test('the keyboard moves a task through the hours and to another day, and escape puts it back', async ({ page, user: _user }) => {
  const now = new Date();
  const { today, days } = thisWeek(now);
  // Without the weekly task, whose day (today's) would put a task among the hours the arrows pass.
  await seedWeek(page.request, days, today, { withHabit: false });
  await page.setViewportSize({ width: 1280, height: 1500 });
  await openWeek(page, now);
  const thursday = days[3]!;
  const handle = page.getByRole('button', { name: `Drag ${TITLES.emoji}` });

  // Escape ends a keyboard drag where it began.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(card(page, TITLES.emoji)).toHaveAttribute('data-dragging', 'true');
  await expect(announcement(page)).toHaveText(`Picked up ${TITLES.emoji}, ${dayName(thursday)}, any time.`);
  await page.keyboard.press('ArrowDown');
  await expect(announcement(page)).toHaveText(`${dayName(thursday)} at 06:00`);
  await page.keyboard.press('Escape');
  await expect(announcement(page)).toHaveText(`${TITLES.emoji} stays where it was.`);
  await expect(card(day(page, thursday), TITLES.emoji)).toHaveAttribute('data-dragging', 'false');
  await expect(card(day(page, thursday), TITLES.emoji)).not.toContainText(/\d\d:\d\d/);

  // Space lifts; the arrows go down the hours one by one, then to Wednesday; space drops.
  await handle.focus();
  await page.keyboard.press('Space');
  for (const hour of ['06', '07', '08']) {
    await page.keyboard.press('ArrowDown');
    await expect(announcement(page)).toHaveText(`${dayName(thursday)} at ${hour}:00`);
  }
  await page.keyboard.press('ArrowLeft');
  const wednesday = days[2]!;
  await expect(announcement(page)).toHaveText(new RegExp(`^${dayName(wednesday)}(, any time| at \\d\\d:00)$`));
  // Beside the same height of the day before; from there up or down to 10:00.
  for (let step = 0; step < 8; step++) {
    const said = (await announcement(page).textContent()) ?? '';
    const hour = /at (\d\d):00$/.exec(said)?.[1];
    if (hour === '10') break;
    await page.keyboard.press(hour !== undefined && Number(hour) > 10 ? 'ArrowUp' : 'ArrowDown');
    await expect(announcement(page)).not.toHaveText(said);
  }
  await expect(announcement(page)).toHaveText(`${dayName(wednesday)} at 10:00`);
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(`${TITLES.emoji} moved to ${dayName(wednesday)} at 10:00.`);
  const moved = card(day(page, wednesday), TITLES.emoji);
  await expect(moved).toContainText('10:00');
  await expect(moved).toHaveAttribute('data-dragging', 'false');
  // Focus stays on the task's handle, in its new place.
  await expect(handle).toBeFocused();
  await expectToast(page, 'Task moved');

  await expect.poll(() => storedPlace(page.request, TITLES.emoji)).toEqual({ due: `${wednesday} 12:00`, plannedTime: '10:00' });
  await page.reload();
  await expect(card(day(page, wednesday), TITLES.emoji)).toContainText('10:00');
  await expect(card(day(page, thursday), TITLES.emoji)).toHaveCount(0);
});

test('the Move dialog moves a task to a typed day and time, is undone by the toast, and moves one task of a series alone', async ({
  page,
  user: _user,
}) => {
  const now = new Date();
  const { today, days } = thisWeek(now);
  await seedWeek(page.request, days, today);
  await page.setViewportSize({ width: 1280, height: 1500 });
  await openWeek(page, now);
  const dialog = page.getByRole('dialog', { name: 'Move task' });

  // A time it can't read keeps the dialog open with a message; Cancel changes nothing.
  const moveArabic = page.getByRole('button', { name: `Move ${TITLES.arabic}` });
  await moveArabic.click();
  await expect(dialog.getByLabel('Day')).toHaveValue(days[2]!);
  await expect(dialog.getByLabel('Time')).toHaveValue('14:00');
  await dialog.getByLabel('Time').fill('25:99');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a time like 9:30, 9:30 pm or 21:30');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(moveArabic).toBeFocused();

  // Friday at 8:15 pm, typed as people type it.
  await moveArabic.click();
  await dialog.getByLabel('Day').fill(days[4]!);
  await dialog.getByLabel('Time').fill('8:15 pm');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card(day(page, days[4]!), TITLES.arabic)).toContainText('20:15');
  // Focus goes with the task to its new day.
  await expect(moveArabic).toBeFocused();
  await expect.poll(() => storedPlace(page.request, TITLES.arabic)).toEqual({ due: `${days[4]} 12:00`, plannedTime: '20:15' });

  // Undo puts it back where it was, on the server too.
  const toast = page.getByTestId('toast').filter({ hasText: 'Task moved' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Undone', `“${TITLES.arabic}” is back on ${dayName(days[2]!)} at 14:00.`);
  await expect(card(day(page, days[2]!), TITLES.arabic)).toContainText('14:00');
  await expect.poll(() => storedPlace(page.request, TITLES.arabic)).toEqual({ due: `${days[2]} 12:00`, plannedTime: '14:00' });

  // An empty time is any time of the day. Another device changed the task's priority meanwhile: the move,
  // made on the version this page had, is answered 'stale' and goes again on the new one, keeping both.
  const report = (await storedTasks(page.request)).find((task) => task.title === TITLES.report)!;
  expect((await page.request.patch(`/api/todos/${report.id}`, { data: { priority: 'low' } })).status()).toBe(200);
  const refused = page.waitForResponse((answer) => answer.url().endsWith(`/api/todos/${report.id}`) && answer.status() === 409);
  await page.getByRole('button', { name: `Move ${TITLES.report}` }).click();
  await dialog.getByLabel('Time').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await refused;
  await expect(card(day(page, days[0]!), TITLES.report)).not.toContainText(/\d\d:\d\d/);
  await expect.poll(() => storedPlace(page.request, TITLES.report)).toEqual({ due: `${days[0]} 12:00`, plannedTime: null });
  await expect(card(day(page, days[0]!), TITLES.report)).toContainText('Low');

  // A task of a series moves alone, due at its new time (decision 20), its series' day kept; next week's task stays.
  const otherDay = today === days[6] ? days[5]! : addDays(today, 1);
  await page.getByRole('button', { name: `Move ${TITLES.habit}` }).click();
  await expect(dialog).toContainText('Only this task moves; the other days of its series stay as they are.');
  await dialog.getByLabel('Day').fill(otherDay);
  await dialog.getByLabel('Time').fill('0815');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card(day(page, otherDay), TITLES.habit)).toContainText('08:15');
  await expect
    .poll(async () =>
      (await storedTasks(page.request))
        .filter((task) => task.title === TITLES.habit)
        .map((task) => ({ occurrenceDate: task.occurrenceDate, due: berlinTime(task.dueDate), plannedTime: task.plannedTime }))
        .sort((a, b) => a.occurrenceDate!.localeCompare(b.occurrenceDate!))
        .slice(0, 2),
    )
    .toEqual([
      { occurrenceDate: today, due: `${otherDay} 08:15`, plannedTime: '08:15' },
      { occurrenceDate: addDays(today, 7), due: `${addDays(today, 7)} 07:00`, plannedTime: '07:00' },
    ]);

  await page.reload();
  await expect(card(day(page, otherDay), TITLES.habit)).toContainText('08:15');
  await expect(card(day(page, days[2]!), TITLES.arabic)).toContainText('14:00');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test("on a phone the days stack as an agenda, a finger's drag keeps the time, and the week changes with the address", async ({ page, user: _user }, testInfo) => {
    const now = new Date();
    const { today, days } = thisWeek(now);
    await seedWeek(page.request, days, today);
    await page.setViewportSize({ width: 390, height: 844 });
    await openWeek(page, now);
    await expect(page.locator('[data-layout="agenda"]')).toBeVisible();
    // Here the keyboard moves tasks with their Move buttons; the handles are for the pointer.
    await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0);
    await expect(card(day(page, days[1]!), TITLES.longWord)).toContainText('Any time');
    await expectNoSidewaysScroll(page, 'the week at 390 px');
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'week-390');

    await page.getByRole('button', { name: `Move ${TITLES.longWord}` }).click();
    await expect(page.getByRole('dialog', { name: 'Move task' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Move dialog at 390 px');
    await page.screenshot({ path: testInfo.outputPath('move-dialog-390.png'), animations: 'disabled' });
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A finger's drag to the next day keeps the time: the agenda has no hours to drop under. (A taller
    // window, so that the drop is far from its edges, where the page would scroll under the card.)
    await page.setViewportSize({ width: 390, height: 1400 });
    const monday = day(page, days[0]!);
    const tuesday = day(page, days[1]!).getByRole('list');
    const below = await boxOf(card(tuesday, TITLES.longWord));
    await dragCardByTouch(page, card(monday, TITLES.report), tuesday, below.y + below.height + 4);
    await expect(card(day(page, days[1]!), TITLES.report)).toContainText('09:30');
    await expect.poll(() => storedPlace(page.request, TITLES.report)).toEqual({ due: `${days[1]} 12:00`, plannedTime: '09:30' });

    // Next week, in the address so that a reload keeps it; This week comes back.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=week&week=${addDays(days[0]!, 7)}$`));
    await expect(day(page, addDays(days[0]!, 7))).toBeVisible();
    await expect(card(day(page, addDays(today, 7)), TITLES.habit)).toContainText('07:00');
    await page.reload();
    await expect(day(page, addDays(days[6]!, 7))).toBeVisible();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(day(page, addDays(days[0]!, -7))).toBeVisible();
    await expect(page.getByTestId('week-task')).toHaveCount(0);
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page).toHaveURL(/\/planning\?tab=week$/);
    await expect(card(day(page, days[1]!), TITLES.report)).toBeVisible();
  });
});
