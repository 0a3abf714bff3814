import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

test('the dashboard shows the person’s figures and follows their changes', async ({ page, user: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('No goals yet. Click "Add Goal" to create your first goal!')).toBeVisible();
  await expect(page.getByTestId('completion-rate')).toHaveText('0 of 0 tasks completed');

  const now = await page.evaluate(() => new Date().toISOString());
  const inDays = (days: number) => new Date(Date.parse(now) + days * 86_400_000).toISOString();
  const main = await (await page.request.post('/api/goals', { data: { title: 'Learn Spanish', deadline: inDays(30) } })).json();
  await page.request.post('/api/goals', { data: { title: 'Learn 500 words', deadline: inDays(10), parentId: main.id } });
  await page.request.post('/api/goals', { data: { title: 'Read 12 books', deadline: inDays(60), progress: 100 } });
  const noonToday = await page.evaluate(() => {
    const date = new Date();
    date.setHours(12, 0, 0, 0);
    return date.toISOString();
  });
  for (const title of ['Practise verbs', 'Watch a film']) {
    await page.request.post('/api/todos', { data: { title, dueDate: noonToday, goalId: main.id } });
  }

  await page.reload();
  await expect(page.getByTestId('main-goals-completion')).toHaveText('1 / 2');
  await expect(page.getByTestId('active-subgoals')).toHaveText('1');
  await expect(page.getByTestId('upcoming-deadlines')).toHaveText('2');
  await expect(page.getByTestId('daily-main-goals')).toContainText('1 of 1 main goal has work planned today');
  await expect(page.getByText('subgoal in progress', { exact: true })).toBeVisible();
  await expect(page.getByTestId('completion-rate')).toHaveText('0 of 2 tasks completed');
  await expect(page.getByRole('img', { name: '0% of tasks completed: 0 of 2' })).toBeVisible();
  await expect(page.getByTestId('completion-chart')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Main goals by deadline' }).getByRole('listitem')).toHaveCount(2);
  // A deadline shows its time as on the Goals page: a goal is overdue from that moment, not from midnight.
  await expect(page.getByRole('list', { name: 'Main goals by deadline' }).getByRole('listitem').first()).toContainText(
    /Due \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
  );

  // Complete one task on the task list, come back: the figures follow.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Daily Tasks' }).click();
  await page.getByRole('listitem', { name: 'Practise verbs', exact: true }).getByRole('checkbox').click();
  await expect(page.getByRole('listitem', { name: 'Practise verbs', exact: true }).getByText('Completed')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('completion-rate')).toHaveText('1 of 2 tasks completed');
  await expect(page.getByRole('img', { name: '50% of tasks completed: 1 of 2' })).toBeVisible();
  await expect(page.getByTestId('completed-in-window')).toHaveText('1 task completed in the last 14 days');
  const table = page.locator('table').filter({ hasText: 'Tasks completed per day' });
  await expect(table.locator('tbody tr')).toHaveCount(14);
  await expect(table.locator('tbody tr').last().locator('td').last()).toHaveText('1');
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await expectAccessible(page);
});

test('the completion chart draws a bar per day to scale, and pointing at one tells its day and count', async ({ page, user: _user }) => {
  const noon = await page.evaluate(() => {
    const date = new Date();
    date.setHours(12, 0, 0, 0);
    return date.toISOString();
  });
  // Five tasks completed today: the axis counts 0, 2, 4, 6 and today's bar reaches five sixths of it.
  for (const title of ['Run 5 km', 'Stretch', 'Read a chapter', 'Call the bank', 'Water the plants']) {
    const task = await (await page.request.post('/api/todos', { data: { title, dueDate: noon } })).json();
    expect((await page.request.patch(`/api/todos/${task.id}`, { data: { completed: true } })).status()).toBe(200);
  }
  // And 100 minutes of focus yesterday: the focus chart's axis reads 0, 50, 100, each label on one line.
  const yesterdayNoon = await page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() - 1);
    date.setHours(12, 0, 0, 0);
    return date.getTime();
  });
  for (let session = 0; session < 4; session++) {
    const startedAt = yesterdayNoon + session * 30 * 60_000;
    const focus = { startedAt: new Date(startedAt).toISOString(), endedAt: new Date(startedAt + 25 * 60_000).toISOString(), mode: 'pomodoro' };
    expect((await page.request.post('/api/focus-sessions', { data: focus })).status()).toBe(201);
  }
  await page.goto('/dashboard');
  const focusLabels = page.getByTestId('focus-chart').locator('span').filter({ hasText: /^\d+$/ });
  await expect(focusLabels).toHaveText(['0', '50', '100']);
  for (const height of await focusLabels.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height))) {
    expect(height).toBeLessThan(16);
  }
  const chart = page.getByTestId('completion-chart');
  await expect(chart).toBeVisible();
  const bars = chart.getByTestId('chart-bar');
  await expect(bars).toHaveCount(14);
  const shares = await bars.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().height / (element.parentElement as HTMLElement).getBoundingClientRect().height),
  );
  expect(shares.slice(0, 13)).toEqual(Array(13).fill(0));
  expect(shares[13]).toBeCloseTo(5 / 6, 2);
  await expect(chart.locator('span').filter({ hasText: /^\d+$/ })).toHaveText(['0', '2', '4', '6']);

  await bars.last().hover();
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric' }));
  await expect(chart.getByText(today)).toBeVisible();
  await expect(chart.getByText('Completed: 5')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-chart-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bars.first()).toBeAttached();
  await expectNoSidewaysScroll(page, 'the dashboard with its chart at 390 px');
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dashboard-chart-390.png') });
});
