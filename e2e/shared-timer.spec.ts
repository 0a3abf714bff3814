/// <reference lib="dom" />
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test, type TestUser } from './fixtures';

const clock = (page: Page) => page.getByTestId('timer-clock');
const startButton = (page: Page) => page.getByRole('button', { name: 'Start', exact: true });
const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pause', exact: true });
const minutes = (count: number) => count * 60_000;

async function openPomodoro(page: Page) {
  await page.goto('/pomodoro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel("Loading today's tasks")).toHaveCount(0);
}

/** Stops the browser's clock on the next whole second: from there time moves only when the test says so. */
async function stopTheClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.ceil(now / 1000) * 1000 + 1000);
}

/** The timer the server holds for the person signed in on `request`. */
async function serverTimer(request: APIRequestContext) {
  const response = await request.get('/api/pomodoro/timer');
  expect(response.status()).toBe(200);
  return (await response.json()) as { state: { isActive: boolean; pausedSecondsLeft: number } | null; version: number };
}

/** A second device of the same person: its own browser context, signed in with the same credentials. */
async function signInOnAnotherDevice(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await context.request.post('/api/login', { data: user });
  expect(response.status()).toBe(200);
  return context.newPage();
}

test('two tabs show one timer: started in one, paused in the other, paused in both at once', async ({ page, user: _user }) => {
  const tabA = page;
  const tabB = await page.context().newPage();
  await openPomodoro(tabA);
  await openPomodoro(tabB);

  await startButton(tabA).click();
  await expect(pauseButton(tabB)).toBeVisible();
  await expect(clock(tabB)).not.toHaveText('25:00');

  await pauseButton(tabB).click();
  // The other tab follows within a second, and both show the very same time left.
  await expect(startButton(tabA)).toBeVisible({ timeout: 1_000 });
  const shown = await clock(tabB).textContent();
  await expect(clock(tabA)).toHaveText(shown!, { timeout: 1_000 });

  // The pause reaches the server too, so that the person's other devices see it.
  await expect.poll(async () => (await serverTimer(tabA.request)).state?.isActive).toBe(false);
});

test('with two tabs open, only the leading tab rings when a period ends; the other follows', async ({ page, user: _user }) => {
  await page.context().addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { playedSounds: played });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    };
  });
  const playedIn = (tab: Page) => tab.evaluate(() => (window as unknown as { playedSounds: string[] }).playedSounds.length);
  await page.clock.install();
  const tabA = page;
  const tabB = await page.context().newPage();
  await openPomodoro(tabA);
  await openPomodoro(tabB);

  await startButton(tabB).click();
  await expect(pauseButton(tabA)).toBeVisible();
  await page.clock.fastForward(minutes(25));
  await expect(clock(tabA)).toHaveText('05:00');
  await expect(clock(tabB)).toHaveText('05:00');
  // The first tab opened took the lead and keeps it; the other changed its time in the same moment, silently.
  await expect.poll(() => playedIn(tabA)).toBe(1);
  expect(await playedIn(tabB)).toBe(0);
});

test('a timer started on one device shows running on another after a reload, and a pause comes back', async ({ page, browser, user }) => {
  const deviceB = await signInOnAnotherDevice(browser, user);
  await openPomodoro(deviceB);
  await expect(startButton(deviceB)).toBeVisible();

  await openPomodoro(page);
  await startButton(page).click();
  await expect.poll(async () => (await serverTimer(page.request)).state?.isActive).toBe(true);

  await deviceB.reload();
  await expect(pauseButton(deviceB)).toBeVisible();
  await expect(clock(deviceB)).not.toHaveText('25:00');

  await pauseButton(deviceB).click();
  await expect.poll(async () => (await serverTimer(page.request)).state?.isActive).toBe(false);
  const left = (await serverTimer(page.request)).state!.pausedSecondsLeft;
  await page.reload();
  await expect(startButton(page)).toBeVisible();
  await expect(clock(page)).toHaveText(`${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`);
  await deviceB.context().close();
});

test('a change made on an out-of-date timer gives way to the other device’s, and says so', async ({ page, user: _user }) => {
  await openPomodoro(page);
  await startButton(page).click();
  await expect.poll(async () => (await serverTimer(page.request)).state?.isActive).toBe(true);

  // Another device switches to a long break; this page hasn't looked since.
  const stored = await serverTimer(page.request);
  const longBreak = { ...stored.state, activeMode: 'longBreak', isActive: false, endsAt: null, pausedSecondsLeft: 900 };
  expect((await page.request.put('/api/pomodoro/timer', { data: { state: longBreak, version: stored.version } })).status()).toBe(200);

  await pauseButton(page).click();
  await expectToast(page, 'The timer was changed on another device', 'Your last change was not applied');
  await expect(clock(page)).toHaveText('15:00');
  await expect(page.getByRole('group', { name: 'Timer mode' }).getByRole('button', { name: 'Long Break' })).toHaveAttribute('aria-pressed', 'true');
  expect((await serverTimer(page.request)).version).toBe(stored.version + 1);
});

test('a finished focus period is recorded on the server', async ({ page, user: _user }) => {
  await page.clock.install();
  await openPomodoro(page);
  await startButton(page).click();
  await page.clock.fastForward(minutes(25));
  await expectToast(page, 'Great job!');

  const now = await page.evaluate(() => Date.now());
  const from = new Date(now - minutes(60)).toISOString();
  const to = new Date(now + minutes(1)).toISOString();
  await expect
    .poll(async () => (await (await page.request.get(`/api/focus-sessions/summary?from=${from}&to=${to}&tz=UTC`)).json()).totalMinutes)
    .toBe(25);
});

test('Reset part-way through a focus period can be undone from its toast', async ({ page, user: _user }) => {
  await page.clock.install();
  await openPomodoro(page);
  await stopTheClock(page);
  await startButton(page).click();
  await page.clock.runFor(minutes(3));
  await expect(clock(page)).toHaveText('22:00');

  await page.getByRole('button', { name: 'Reset timer' }).click();
  await expectToast(page, 'Timer reset', 'The focus time so far was set aside.');
  await expect(clock(page)).toHaveText('25:00');
  await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
  await expect(pauseButton(page)).toBeVisible();
  await expect(clock(page)).toHaveText('22:00');
});

test('saving the auto-start settings keeps a paused period’s time left', async ({ page, user: _user }) => {
  await page.clock.install();
  await openPomodoro(page);
  await stopTheClock(page);
  await startButton(page).click();
  await page.clock.runFor(minutes(4));
  await pauseButton(page).click();
  await expect(clock(page)).toHaveText('21:00');

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Timer Settings' });
  await dialog.getByLabel('Auto-start breaks').check();
  await dialog.getByLabel('Play a bell when a period ends').uncheck();
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(clock(page)).toHaveText('21:00');
  await expect(startButton(page)).toBeVisible();
});

test('the dashboard’s Focus time card says how to start, then shows recorded focus by day and goal', async ({ page, user: _user }) => {
  await page.goto('/dashboard');
  const card = page.getByTestId('focus-time-card');
  await expect(card).toContainText('No focus sessions yet — start one on the Pomodoro page');
  await expect(card.getByRole('link', { name: 'Pomodoro page' })).toHaveAttribute('href', '/pomodoro');

  const goal = await (await page.request.post('/api/goals', { data: { title: 'Learn Spanish', deadline: '2099-01-01T12:00:00Z' } })).json();
  const task = await (await page.request.post('/api/todos', { data: { title: 'Practise verbs', dueDate: new Date().toISOString(), goalId: goal.id } })).json();
  // The page's clock stands at noon, so that a session ended a minute before lies wholly in today
  // whatever the hour of the run (just after midnight it would fall on yesterday).
  const noon = await page.evaluate(() => new Date(new Date().setHours(12, 0, 0, 0)).toISOString());
  await page.clock.setFixedTime(noon);
  const endedAt = new Date(Date.parse(noon) - 60_000).toISOString();
  const recorded = await page.request.post('/api/focus-sessions', {
    data: { startedAt: new Date(Date.parse(endedAt) - minutes(25)).toISOString(), endedAt, mode: 'pomodoro', todoId: task.id },
  });
  expect(recorded.status()).toBe(201);

  await page.reload();
  await expect(card.getByTestId('focus-total')).toHaveText('25m of focus in the last 7 days');
  await expect(card.getByRole('list', { name: 'Goals by focus time this week' }).getByRole('listitem')).toHaveText(['Learn Spanish25m']);
  const days = card.locator('table').filter({ hasText: 'Focus minutes per day' }).locator('tbody tr');
  await expect(days).toHaveCount(7);
  await expect(days.last().locator('td').last()).toHaveText('25');
  await expect(card.getByTestId('focus-chart')).toBeVisible();
  await expectAccessible(page);
});
