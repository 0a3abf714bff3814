// Decision 28: changes made offline wait in this browser and arrive once, in order, when the network returns.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { SAVED_DAILY_TASKS, savedData, secondDevice } from './devices';
import { expect, expectAccessible, expectToast, test } from './fixtures';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

interface Goal {
  id: number;
  title: string;
  description: string | null;
}
interface Todo {
  id: number;
  title: string;
  goalId: number | null;
  completed: boolean;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
// Real people's text: a word longer than a phone is wide, right-to-left script, emoji.
const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitänsmütze'.repeat(3);
const GOAL_TITLE = 'مشي يومي 🚶 walk daily';
const GOAL_DESCRIPTION = `Ten thousand steps ${LONG_WORD}`;
const TASK_TITLE = 'Walk to the lake 🌊';

async function created<T>(request: APIRequestContext, url: string, data: Record<string, unknown>): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), url).toBe(201);
  return (await response.json()) as T;
}

async function read<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}


/** The first visit installs the worker; pages loaded after it open with no network. */
async function installApp(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.waitForLoadState('load');
}


const syncStatus = (page: Page) => page.getByTestId('sync-status');
const goalCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const taskRow = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

/** A page of the app opened again with no network: the saved data and the waiting changes are there. */
async function reopenOffline(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('changes made offline survive closing the app and arrive once, merged with another device’s', async ({ page, context, browser, user }, testInfo) => {
  const running = await created<Goal>(page.request, '/api/goals', { title: 'Run a half marathon', deadline: inDays(120) });
  const shoes = await created<Todo>(page.request, '/api/todos', { title: 'Buy running shoes', dueDate: new Date().toISOString(), goalId: running.id });
  await page.goto('/goals');
  await installApp(page);
  await expect(goalCard(page, 'Run a half marathon')).toBeVisible();
  await page.goto('/plan');
  await expect(page.getByLabel('Notes for today')).toBeVisible();
  await expect.poll(() => savedData(page)).toContain('/api/daily-plans');
  await page.goto('/todos');
  await expect(taskRow(page, 'Buy running shoes')).toBeVisible();
  await expect.poll(() => savedData(page)).toMatch(SAVED_DAILY_TASKS);

  await context.setOffline(true);
  await page.goto('/goals');
  await expect(syncStatus(page)).toHaveText('Offline', { useInnerText: true });

  // A goal, made offline, shows at once.
  await page.getByRole('button', { name: 'New Main Goal' }).click();
  const goalForm = page.getByRole('dialog', { name: 'Create New Main Goal' });
  await goalForm.getByLabel('Title').fill(GOAL_TITLE);
  await goalForm.getByLabel('Description (optional)').fill(GOAL_DESCRIPTION);
  await goalForm.getByLabel('Deadline').fill('2099-05-01T09:00');
  await goalForm.getByRole('button', { name: 'Create Goal' }).click();
  await expect(goalForm).toBeHidden();
  await expect(goalCard(page, GOAL_TITLE)).toBeVisible();
  await expect(syncStatus(page)).toHaveText('Offline · 1 change waiting', { useInnerText: true });

  // A task under that goal, still offline.
  await page.goto('/todos');
  await page.getByRole('button', { name: 'Add New Task' }).click();
  const taskForm = page.getByRole('dialog', { name: 'Add New Task' });
  await taskForm.getByLabel('Title').fill(TASK_TITLE);
  await taskForm.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: GOAL_TITLE }).click();
  await taskForm.getByRole('button', { name: 'Add Task' }).click();
  await expect(taskForm).toBeHidden();
  await expect(taskRow(page, TASK_TITLE)).toContainText(GOAL_TITLE);

  // Ticks: the new task and the one the server has.
  await taskRow(page, TASK_TITLE).getByRole('checkbox').click();
  await taskRow(page, 'Buy running shoes').getByRole('checkbox').click();
  await expect(syncStatus(page)).toHaveText('Offline · 4 changes waiting', { useInnerText: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(syncStatus(page)).toHaveText('Offline · 4', { useInnerText: true });
  await page.screenshot({ path: testInfo.outputPath('offline-waiting-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Notes and a focus session.
  await page.goto('/plan');
  await page.getByLabel('Notes for today').fill('Walked offline ✔');
  await page.goto('/pomodoro');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expectToast(page, 'Focus session started');

  // The app closes with all of it waiting; it opens again, still offline, with all of it there.
  await page.close();
  const reopened = await reopenOffline(context, '/todos');
  await expect(syncStatus(reopened)).toHaveText('Offline · 4 changes waiting', { useInnerText: true });
  await expect(taskRow(reopened, TASK_TITLE)).toBeVisible();
  await expect(taskRow(reopened, 'Buy running shoes').getByRole('checkbox')).toBeChecked();
  await expectAccessible(reopened);

  // Meanwhile another device renames the task the person ticked: a different field, so both stay.
  const phone = await secondDevice(browser, user);
  expect((await phone.request.patch(`/api/todos/${shoes.id}`, { data: { title: 'Buy trail shoes', version: 1 } })).status()).toBe(200);

  await context.setOffline(false);
  await expect(syncStatus(reopened)).toHaveText('All changes saved', { useInnerText: true });
  await reopened.screenshot({ path: testInfo.outputPath('all-saved-1280.png') });

  // On the server exactly once, the task under the goal's real id, the other device's title kept.
  const goals = await read<Goal[]>(reopened.request, '/api/goals');
  const made = goals.filter((goal) => goal.title === GOAL_TITLE);
  expect(made).toHaveLength(1);
  expect(made[0]?.description).toBe(GOAL_DESCRIPTION);
  const tasks = await read<Todo[]>(reopened.request, '/api/todos');
  const walk = tasks.filter((task) => task.title === TASK_TITLE);
  expect(walk).toHaveLength(1);
  expect(walk[0]).toMatchObject({ goalId: made[0]?.id, completed: true });
  expect(tasks.find((task) => task.id === shoes.id)).toMatchObject({ title: 'Buy trail shoes', completed: true });
  await expect(taskRow(reopened, 'Buy trail shoes').getByRole('checkbox')).toBeChecked();

  // The notes and the timer reached the server too.
  await expect.poll(async () => (await read<{ notes: string }>(reopened.request, `/api/daily-plans?date=${localDay()}`)).notes).toBe('Walked offline ✔');
  await expect.poll(async () => (await read<{ state: { isActive?: boolean } | null }>(reopened.request, '/api/pomodoro/timer')).state?.isActive).toBe(true);
});

function localDay(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

test('a change the server refuses after the network returns is shown with the person’s text', async ({ page, context, browser, user }, testInfo) => {
  const goal = await created<Goal>(page.request, '/api/goals', { title: 'Learn Portuguese', deadline: inDays(60) });
  await page.goto('/goals');
  await installApp(page);
  await expect(goalCard(page, 'Learn Portuguese')).toBeVisible();
  await expect.poll(() => savedData(page)).toContain('Learn Portuguese');

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Daily Tasks' }).click();
  await page.getByRole('button', { name: 'Add New Task' }).click();
  const taskForm = page.getByRole('dialog', { name: 'Add New Task' });
  await taskForm.getByLabel('Title').fill('Practise the subjunctive');
  await taskForm.getByLabel('Description (optional)').fill(`Every tense, every mood: ${LONG_WORD}`);
  await taskForm.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: 'Learn Portuguese' }).click();
  await taskForm.getByRole('button', { name: 'Add Task' }).click();
  await expect(taskRow(page, 'Practise the subjunctive')).toBeVisible();

  // The goal is deleted on another device before this one comes back.
  const phone = await secondDevice(browser, user);
  expect((await phone.request.delete(`/api/goals/${goal.id}`)).status()).toBe(204);

  await context.setOffline(false);
  await expectToast(page, 'A change could not be saved');
  await expect(taskRow(page, 'Practise the subjunctive')).toHaveCount(0);
  const notSaved = page.getByRole('button', { name: /Not saved: 1 change/ });
  await notSaved.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Changes that were not saved' });
  await expect(dialog.getByText('New task “Practise the subjunctive”')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(`Practise the subjunctive\n\nEvery tense, every mood: ${LONG_WORD}`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('not-saved-390.png') });

  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toBeHidden();
  await expect(notSaved).toHaveCount(0);
  expect((await read<Todo[]>(page.request, '/api/todos')).filter((task) => task.title === 'Practise the subjunctive')).toHaveLength(0);
});

test.describe('without the service worker, so that the test sees every request', () => {
  test.use({ serviceWorkers: 'block', expectedConsoleErrors: [/net::ERR_CONNECTION_RESET/] });

  test('a create whose answer is lost on the way is sent again and made once', async ({ page, user: _user }) => {
    await page.goto('/goals');
    await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
    const sent: (string | undefined)[] = [];
    await page.route('**/api/goals', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent.push(await route.request().headerValue('idempotency-key') ?? undefined);
      if (sent.length > 1) return route.continue();
      // The server makes the goal; its answer never arrives.
      await route.fetch();
      await route.abort('connectionreset');
    });

    await page.getByRole('button', { name: 'New Main Goal' }).click();
    const goalForm = page.getByRole('dialog', { name: 'Create New Main Goal' });
    await goalForm.getByLabel('Title').fill('Stretch every morning');
    await goalForm.getByLabel('Deadline').fill('2099-05-01T09:00');
    await goalForm.getByRole('button', { name: 'Create Goal' }).click();
    await expect(goalForm).toBeHidden();
    await expect(goalCard(page, 'Stretch every morning')).toBeVisible();

    // Sent again a few seconds later, with the same key: the server answers what it made the first time.
    await expect(syncStatus(page)).toHaveText('All changes saved', { useInnerText: true });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[\w-]{8,100}$/);
    expect(sent[1]).toBe(sent[0]);
    const goals = await read<Goal[]>(page.request, '/api/goals');
    expect(goals.filter((goal) => goal.title === 'Stretch every morning')).toHaveLength(1);
    await expect(goalCard(page, 'Stretch every morning')).toHaveCount(1);
  });
});
