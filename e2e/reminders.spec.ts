import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, test, type TestUser } from './fixtures';
import { HOSTILE } from './hostile-data';

const TIME_ZONE = 'Europe/Berlin';
test.use({ timezoneId: TIME_ZONE });

const MINUTE = 60_000;

/** HH:MM of an instant in the person's zone. */
const localTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** The next whole minute at least `minutes` ahead of now: the moment a test's reminder is set for. */
const minuteAhead = (minutes: number) => new Date(Math.ceil((Date.now() + minutes * MINUTE) / MINUTE) * MINUTE);

/**
 * Counts the system notifications a page shows (in `window.shownNotifications`), then shows them as the
 * browser would: the app's own Notification calls are left as they are.
 */
async function countNotifications(context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const shown: string[] = [];
    const Native = window.Notification;
    class CountedNotification extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    }
    Object.assign(window, { shownNotifications: shown, Notification: CountedNotification });
  });
}
const notificationsIn = (page: Page) => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);

/** A second device of the same person: its own browser context, clock and notifications. */
async function anotherDevice(browser: Browser, user: TestUser, clockAt: Date): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, timezoneId: TIME_ZONE });
  await countNotifications(context);
  await context.clock.install({ time: clockAt });
  expect((await context.request.post('/api/login', { data: user })).status()).toBe(200);
  return context.newPage();
}

async function createTask(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post('/api/todos', { data: { priority: 'medium', ...fields } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

async function openTasks(page: Page) {
  await page.goto('/todos');
  await expect(page.getByRole('heading', { name: 'Daily Tasks', level: 1 })).toBeVisible();
}

const reminderToasts = (page: Page) => page.getByTestId('sticky-toast');

test('a reminder shows once across two tabs and a second device; Snooze brings it back once; Done ticks the task', async ({
  page,
  browser,
  user,
}) => {
  const moment = minuteAhead(3);
  const start = new Date(moment.getTime() - 2 * MINUTE);
  await countNotifications(page.context());
  await page.clock.install({ time: start });
  const task = await createTask(page, { title: 'Call the dentist', dueDate: moment.toISOString(), plannedTime: localTime(moment), reminderMinutesBefore: 0 });
  const tabA = page;
  const tabB = await page.context().newPage();
  const deviceB = await anotherDevice(browser, user, start);
  const everywhere = [tabA, tabB, deviceB];
  for (const tab of everywhere) await openTasks(tab);
  for (const tab of everywhere) await expect(reminderToasts(tab)).toHaveCount(0);

  const shownCount = async () => {
    let count = 0;
    for (const tab of everywhere) count += await reminderToasts(tab).count();
    return count;
  };
  const fastForwardAll = async (ms: number) => {
    await tabA.clock.fastForward(ms);
    await deviceB.clock.fastForward(ms);
  };

  await fastForwardAll(2 * MINUTE + 1000);
  await expect.poll(shownCount).toBe(1);
  // Every device has looked by the next wake-up; still only the first one shows it.
  await fastForwardAll(2 * MINUTE);
  await expect.poll(async () => (await tabA.request.get(`/api/reminders?from=${encodeURIComponent(start.toISOString())}&to=${encodeURIComponent(new Date(moment.getTime() + 86_400_000).toISOString())}`)).json()).toMatchObject({
    tasks: [{ id: task.id, shownFor: moment.toISOString() }],
  });
  expect(await shownCount()).toBe(1);
  const shownIn = async () => {
    for (const tab of everywhere) if ((await reminderToasts(tab).count()) > 0) return tab;
    throw new Error('no tab shows the reminder');
  };
  let showing = await shownIn();
  const toast = reminderToasts(showing);
  await expect(toast).toContainText('Reminder: Call the dentist');
  await expect(toast).toContainText(`Planned for ${localTime(moment)} · At the planned time`);
  const notifications = (await Promise.all(everywhere.map(notificationsIn))).flat();
  expect(notifications).toEqual(['Reminder: Call the dentist']);

  // Snooze: gone now, back once in ten minutes, wherever it is claimed first.
  await toast.getByRole('button', { name: 'Snooze 10 min' }).click();
  await expect(reminderToasts(showing)).toHaveCount(0);
  await fastForwardAll(5 * MINUTE);
  expect(await shownCount()).toBe(0);
  await fastForwardAll(5 * MINUTE + 1000);
  await expect.poll(shownCount).toBe(1);
  await fastForwardAll(2 * MINUTE);
  expect(await shownCount()).toBe(1);
  expect((await Promise.all(everywhere.map(notificationsIn))).flat()).toHaveLength(2);

  showing = await shownIn();
  await reminderToasts(showing).getByRole('button', { name: 'Done' }).click();
  await expect(reminderToasts(showing)).toHaveCount(0);
  await expect(showing.getByTestId('toast').filter({ hasText: 'Task completed' })).toBeVisible();
  await expect
    .poll(async () => ((await (await showing.request.get('/api/todos')).json()) as { id: number; completed: boolean }[]).find((t) => t.id === task.id)?.completed)
    .toBe(true);
  await deviceB.context().close();
});

test('Start focus on a reminder opens the timer running on that task; a task done elsewhere takes its reminder away', async ({ page, user: _user }) => {
  const moment = minuteAhead(3);
  const start = new Date(moment.getTime() - 12 * MINUTE);
  await page.clock.install({ time: start });
  const focus = await createTask(page, { title: 'Draft the talk', dueDate: moment.toISOString(), plannedTime: localTime(moment), reminderMinutesBefore: 10 });
  const other = await createTask(page, {
    title: 'Water the plants',
    dueDate: moment.toISOString(),
    plannedTime: localTime(moment),
    reminderMinutesBefore: 10,
  });
  await openTasks(page);
  await page.clock.fastForward(2 * MINUTE + 1000);
  await expect(reminderToasts(page)).toHaveCount(2);

  // Ticked on another device (here: the API): its reminder goes at the next look.
  expect((await page.request.patch(`/api/todos/${other.id}`, { data: { completed: true } })).status()).toBe(200);
  await page.clock.fastForward(2 * MINUTE);
  await expect(reminderToasts(page)).toHaveCount(1);

  const toast = reminderToasts(page).filter({ hasText: 'Draft the talk' });
  await expect(toast).toContainText('10 minutes before');
  await toast.getByRole('button', { name: 'Start focus' }).click();
  await expect(page).toHaveURL(/\/pomodoro$/);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByText('Draft the talk').first()).toBeVisible();
  expect(focus.id).toBeGreaterThan(0);
});

test('the task form sets a reminder by keyboard, asks for a planned time, keeps a custom time', async ({ page, user: _user }, testInfo) => {
  const goal = await page.request.post('/api/goals', { data: { title: 'Health', deadline: new Date(Date.now() + 30 * 86_400_000).toISOString() } });
  expect(goal.status()).toBe(201);
  await openTasks(page);
  await page.getByRole('button', { name: 'Add New Task' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Take the medicine');
  await dialog.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: 'Health' }).click();

  // A reminder needs a planned time: the form says so and keeps what was typed.
  await dialog.getByRole('combobox', { name: 'Reminder' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Custom time…' }).click();
  await dialog.getByLabel('Remind me at').fill('7.45 pm');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog.getByText('Set a planned time for the reminder')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Take the medicine');

  await dialog.getByLabel('Planned time (optional)').fill('8 pm');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('task-form-reminder-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog).toHaveCount(0);

  const tasks = (await (await page.request.get('/api/todos')).json()) as { title: string; plannedTime: string; reminderMinutesBefore: number }[];
  expect(tasks.find((task) => task.title === 'Take the medicine')).toMatchObject({ plannedTime: '20:00', reminderMinutesBefore: 15 });

  // The row shows the time and the reminder; opened again, the form shows the custom time it was given.
  await expect(page.getByRole('img', { name: 'Reminder: At 19:45' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions for Take the medicine' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByLabel('Remind me at')).toHaveValue('19:45');
});

test('a goal reminds the morning it was asked to, with hostile text that stays inside the toast on a phone', async ({ page, user: _user }, testInfo) => {
  const title = `${HOSTILE.goalTitle.slice(0, 60)} ${HOSTILE.arabic} ${HOSTILE.emoji}`.slice(0, 100);
  // Tomorrow at noon in Berlin is the deadline; a reminder 1 day before shows today at 09:00.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const nineToday = new Date(`${today}T09:00:00${berlinOffset(today)}`);
  const deadline = new Date(nineToday.getTime() + 27 * 3_600_000);
  const goal = await page.request.post('/api/goals', { data: { title, deadline: deadline.toISOString(), reminderDaysBefore: 1 } });
  expect(goal.status()).toBe(201);
  await page.clock.install({ time: new Date(nineToday.getTime() - MINUTE) });
  await page.setViewportSize({ width: 390, height: 844 });
  await openTasks(page);
  await page.clock.fastForward(MINUTE + 1000);
  const toast = reminderToasts(page);
  await expect(toast).toContainText(`Reminder: Deadline ahead: ${title}`);
  await expect(toast).toContainText('1 day before the deadline');
  // Once it has slid in, its right edge is on the screen: the long word breaks inside it.
  await expect.poll(async () => toast.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('goal-reminder-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('goal-reminder-1280.png') });
  await toast.getByRole('button', { name: 'Plan it' }).click();
  await expect(page).toHaveURL(/\/planning$/);
  await expect(reminderToasts(page)).toHaveCount(0);
});

/** Berlin's offset on a day, as +01:00 or +02:00. */
function berlinOffset(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT+2' ? '+02:00' : '+01:00';
}

test('the goal form keeps a reminder some days before the deadline, and refuses one it can’t keep', async ({ page, user: _user }) => {
  await page.goto('/goals');
  await page.getByRole('button', { name: 'New Main Goal' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Main Goal' });
  await form.getByLabel('Title').fill('Finish the thesis');
  await form.getByLabel('Deadline').fill('2099-03-01T09:00');
  await form.getByLabel('Reminder (days before)').fill('400');
  await form.getByRole('button', { name: 'Create Goal' }).click();
  await expect(form.getByText('Enter a whole number of days from 0 to 365, or leave it empty')).toBeVisible();
  await form.getByLabel('Reminder (days before)').fill('7');
  await form.getByRole('button', { name: 'Create Goal' }).click();
  await expect(form).toHaveCount(0);
  const goals = (await (await page.request.get('/api/goals')).json()) as { title: string; reminderDaysBefore: number | null }[];
  expect(goals.find((goal) => goal.title === 'Finish the thesis')?.reminderDaysBefore).toBe(7);
});

test('a goal whose reminder field is left empty has no reminder, and one cleared in the edit loses it', async ({ page, user: _user }) => {
  const reminderOf = async (title: string) => {
    const goals = (await (await page.request.get('/api/goals')).json()) as { title: string; reminderDaysBefore: number | null }[];
    return goals.find((goal) => goal.title === title)?.reminderDaysBefore;
  };
  await page.goto('/goals');
  await page.getByRole('button', { name: 'New Main Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Main Goal' });
  await create.getByLabel('Title').fill('Learn the cello');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create).toHaveCount(0);
  expect(await reminderOf('Learn the cello')).toBeNull();

  await page.getByRole('button', { name: 'Edit Learn the cello' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Goal' });
  await edit.getByLabel('Reminder (days before)').fill('2');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect.poll(() => reminderOf('Learn the cello')).toBe(2);

  await page.getByRole('button', { name: 'Edit Learn the cello' }).click();
  await edit.getByLabel('Reminder (days before)').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect.poll(() => reminderOf('Learn the cello')).toBeNull();
});

test.describe('with the service worker running', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the reminder’s system notification is shown through the service worker', async ({ page, user: _user }) => {
    await page.context().grantPermissions(['notifications']);
    // Counts what the page asks its service worker to show (Chromium's own list of shown notifications
    // is written late on a busy machine).
    await page.context().addInitScript(() => {
      const asked: { title: string; path: unknown }[] = [];
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (this: ServiceWorkerRegistration, title: string, options?: NotificationOptions) {
        asked.push({ title, path: (options?.data as { path?: unknown } | undefined)?.path });
        return show.call(this, title, options);
      };
      Object.assign(window, { workerNotifications: asked });
    });
    const moment = minuteAhead(3);
    await page.clock.install({ time: new Date(moment.getTime() - MINUTE) });
    await createTask(page, { title: 'Stretch the calves', dueDate: moment.toISOString(), plannedTime: localTime(moment), reminderMinutesBefore: 0 });
    await openTasks(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.clock.fastForward(MINUTE + 1000);
    await expect(reminderToasts(page)).toContainText('Reminder: Stretch the calves');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { workerNotifications: unknown[] }).workerNotifications))
      .toEqual([{ title: 'Reminder: Stretch the calves', path: '/todos' }]);
  });
});
