import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function createGoal(request: APIRequestContext, title: string, days: number, parentId: number | null = null) {
  const response = await request.post('/api/goals', { data: { title, deadline: inDays(days), parentId } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

async function openPlanning(page: Page) {
  await page.goto('/planning');
  await expect(page.getByRole('heading', { name: 'Goal Planning', level: 1 })).toBeVisible();
}

const progressCard = (page: Page) => page.getByTestId('daily-progress');
const subgoal = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });
const suggestionsDialog = (page: Page) => page.getByRole('dialog', { name: 'Suggested Steps' });

test('the progress card turns from amber to green as subgoals get work today', async ({ page, user: _user }) => {
  const main = await createGoal(page.request, 'Run a half marathon in May', 180);
  await createGoal(page.request, 'Build up to 10 km', 40, main.id);
  const later = await createGoal(page.request, 'Race-pace training', 120, main.id);
  await createGoal(page.request, 'Finished base phase', 10, main.id).then((g) => page.request.patch(`/api/goals/${g.id}`, { data: { progress: 100 } }));
  await createGoal(page.request, 'Tempo runs', 100, later.id);
  await createGoal(page.request, 'Write a novel', 365);

  await openPlanning(page);
  await expect(progressCard(page)).toHaveAttribute('data-state', 'unplanned');
  await expect(progressCard(page)).toContainText("You haven't planned any tasks for today yet. Add tasks to make meaningful progress toward your goals.");
  await expect(progressCard(page)).toContainText('0 of 4 tasks with deadlines have plans for today');
  await expect(progressCard(page)).toContainText('0%');
  await expectAccessible(page);

  // Main goals by deadline; open subgoals indented with level markers; finished ones hidden.
  const cards = page.getByTestId('goal-plan-card');
  await expect(cards.getByRole('heading')).toHaveText(['Run a half marathon in May', 'Write a novel']);
  await expect(cards.first()).toContainText('Deadline:');
  await expect(cards.first().getByRole('listitem').filter({ has: page.getByText(/^L\d$/) })).toHaveText([/L1Build up to 10 km/, /L1Race-pace training/, /L2Tempo runs/]);
  await expect(page.getByText('Finished base phase')).toBeHidden();
  // Add to Today only on leaf goals.
  await expect(page.getByRole('button', { name: 'Add to Today: Run a half marathon in May' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to Today: Race-pace training' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to Today: Write a novel' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Today: Build up to 10 km' }).click();
  await expectToast(page, 'Task created');
  await expect(progressCard(page)).toHaveAttribute('data-state', 'on-track');
  await expect(progressCard(page)).toContainText("You're making progress on your goals today! Keep it up!");
  await expect(progressCard(page)).toContainText('1 of 4 tasks with deadlines have plans for today');
  await expect(progressCard(page)).toContainText('25%');
  const task = subgoal(page, 'Build up to 10 km').getByTestId('planned-task');
  await expect(task).toContainText('Make progress on Build up to 10 km');
  await expect(task).toContainText('Task for making progress on Build up to 10 km');

  await page.getByRole('tab', { name: 'Days' }).click();
  const today = page.getByRole('region', { name: "Today's Plan" });
  await expect(today.getByTestId('planned-task')).toHaveText([/Make progress on Build up to 10 km.*Run a half marathon in May/]);
  await expect(today).toContainText('1 task planned for today');
  await expect(today).toContainText(/^Today's Plan\w+day, \w+ \d{1,2}, \d{4}/);
  const tomorrow = page.getByRole('region', { name: "Tomorrow's Plan" });
  await expect(tomorrow).toContainText('No tasks planned for tomorrow yet. Plan ahead for better results.');
  await expect(tomorrow).toContainText('0 tasks planned for tomorrow');
  await expectAccessible(page);
});

test('a main goal without subgoals counts as planned once it has a task today', async ({ page, user: _user }) => {
  await createGoal(page.request, 'Write a novel', 365);
  await createGoal(page.request, 'Learn Spanish', 90);
  await openPlanning(page);
  await expect(progressCard(page)).toHaveAttribute('data-state', 'unplanned');
  await expect(progressCard(page)).toContainText('0 of 2 tasks with deadlines have plans for today');

  await page.getByRole('button', { name: 'Add to Today: Write a novel' }).click();
  await expectToast(page, 'Task created');
  await expect(progressCard(page)).toHaveAttribute('data-state', 'on-track');
  await expect(progressCard(page)).toContainText("You're making progress on your goals today! Keep it up!");
  await expect(progressCard(page)).toContainText('1 of 2 tasks with deadlines have plans for today');
  await expect(progressCard(page)).toContainText('50%');
});

test('Suggest → Add to Today and Tomorrow → the tasks appear in the days tab; a second opening is instant', async ({ page, user: _user }) => {
  const goal = await createGoal(page.request, 'Learn Spanish', 90);
  await createGoal(page.request, 'Save $5,000 for a trip', 200);
  let suggestionRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/suggestions')) suggestionRequests++;
  });
  await openPlanning(page);
  await expect(page.getByRole('tab', { name: 'Days' })).toBeVisible();
  await page.getByRole('tab', { name: 'Days' }).click();
  await expect(page.getByText('No tasks planned for today yet. Add tasks from the goals tab.')).toBeVisible();
  await page.getByRole('tab', { name: 'Goals' }).click();

  await page.getByRole('button', { name: 'Suggest tasks for Learn Spanish' }).click();
  const dialog = suggestionsDialog(page);
  const items = dialog.getByRole('list', { name: 'Suggested tasks' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(8);
  await expect(dialog.getByTestId('suggestions-source')).toHaveText("Suggested from Stepwise's own rules for goals like yours");
  await expectAccessible(page);
  const [first, second] = [(await items.nth(0).getAttribute('aria-label')) ?? '', (await items.nth(1).getAttribute('aria-label')) ?? ''];

  await items.nth(0).getByRole('button', { name: 'Add to Today' }).click();
  await expect(items.nth(0)).toContainText('Added for today');
  await items.nth(1).getByRole('button', { name: 'Tomorrow' }).click();
  await expect(items.nth(1)).toContainText('Added for tomorrow');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Days' }).click();
  const today = page.getByRole('region', { name: "Today's Plan" });
  const tomorrow = page.getByRole('region', { name: "Tomorrow's Plan" });
  await expect(today.getByTestId('planned-task').filter({ hasText: first })).toContainText(
    'Auto-generated task from planning for Learn Spanish',
  );
  await expect(today.getByTestId('planned-task').filter({ hasText: first })).toContainText('Medium');
  await expect(tomorrow.getByTestId('planned-task').filter({ hasText: second })).toBeVisible();
  const stored = (await (await page.request.get(`/api/todos?goalId=${goal.id}`)).json()) as { title: string; priority: string }[];
  expect(stored.map((t) => t.title).sort()).toEqual([first, second].sort());

  // Nothing about the second goal changes: its suggestions come from the cache the second time.
  await page.getByRole('tab', { name: 'Goals' }).click();
  const before = suggestionRequests;
  await page.getByRole('button', { name: 'Suggest tasks for Save $5,000 for a trip' }).click();
  await expect(items.first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('button', { name: 'Suggest tasks for Save $5,000 for a trip' }).click();
  await expect(dialog.getByRole('status', { name: 'Loading suggestions' })).toHaveCount(0);
  await expect(items.first()).toBeVisible();
  expect(suggestionRequests - before).toBe(1);
});

test('editing planned tasks: the Edit Task dialog and the priority menus', async ({ page, user: _user }) => {
  const goal = await createGoal(page.request, 'Ship the v2 of my portfolio site', 60);
  const other = await createGoal(page.request, 'Write a novel', 300);
  const noon = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    date.setHours(12, 0, 0, 0);
    return date.toISOString();
  };
  await page.request.post('/api/todos', { data: { title: 'Pick a colour palette', dueDate: noon(0), goalId: goal.id } });
  await page.request.post('/api/todos', { data: { title: 'Draft the about page', dueDate: noon(1), goalId: goal.id, priority: 'low' } });
  await openPlanning(page);
  await page.getByRole('tab', { name: 'Days' }).click();
  const today = page.getByRole('region', { name: "Today's Plan" });
  const tomorrow = page.getByRole('region', { name: "Tomorrow's Plan" });

  await today.getByRole('button', { name: /Change priority of Pick a colour palette/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['High', 'Medium', 'Low']);
  await page.getByRole('menuitem', { name: 'High' }).click();
  await expectToast(page, 'Task priority updated');
  await expect(today.getByRole('button', { name: /Change priority of Pick a colour palette/ })).toHaveText('High');

  await tomorrow.getByRole('button', { name: /Change priority of Draft the about page/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Urgent', 'High', 'Medium', 'Low']);
  await page.keyboard.press('Escape');

  await today.getByRole('button', { name: 'Edit Pick a colour palette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(dialog.getByLabel('Task Title')).toHaveValue('Pick a colour palette');
  await expectAccessible(page);
  await dialog.getByLabel('Task Title').fill(' ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toContainText('Title is required');
  await dialog.getByLabel('Task Title').fill('Pick a colour palette and fonts');
  await dialog.getByLabel('Description (Optional)').fill('Two fonts at most');
  await dialog.getByRole('combobox', { name: 'Associated Goal' }).click();
  await page.getByRole('option', { name: 'Write a novel' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Task updated successfully');
  await expect(dialog).toBeHidden();
  const item = today.getByTestId('planned-task');
  await expect(item).toContainText('Pick a colour palette and fonts');
  await expect(item).toContainText('Two fonts at most');
  await expect(item).toContainText('Write a novel');
  const stored = (await (await page.request.get(`/api/todos?goalId=${other.id}`)).json()) as { title: string }[];
  expect(stored.map((t) => t.title)).toEqual(['Pick a colour palette and fonts']);

  // A task without a goal says so.
  await today.getByRole('button', { name: 'Edit Pick a colour palette and fonts' }).click();
  await dialog.getByRole('combobox', { name: 'Associated Goal' }).click();
  await page.getByRole('option', { name: 'No goal' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(item).toContainText('No goal');
});

test('suggestion answers the page cannot use: empty, malformed and failed', async ({ page, user: _user }) => {
  await createGoal(page.request, 'Write a novel', 300);
  await openPlanning(page);
  const dialog = suggestionsDialog(page);
  const suggest = page.getByRole('button', { name: 'Suggest tasks for Write a novel' });
  const answers = [
    { status: 200, body: '[]' },
    { status: 200, body: '{"suggestions":["Outline"]}' },
    { status: 500, body: '{"message":"Internal error"}' },
  ];
  await page.route('**/api/goals/*/suggestions', (route) => {
    const answer = answers.shift() ?? { status: 200, body: '[]' };
    return route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
  });

  await suggest.click();
  await expect(dialog).toContainText('No suggestions available');
  await expect(dialog).toContainText('Create a custom task for this goal instead');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Answers are kept until the goal or its tasks change, or the page is loaded again.
  await page.reload();
  await suggest.click();
  await expectToast(page, 'Received unexpected suggestion data format');
  await expect(dialog).toContainText('No suggestions available');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await page.reload();
  await suggest.click();
  await expectToast(page, 'Failed to get task suggestions: Internal error');
  await dialog.getByRole('button', { name: 'Create Task for Today' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Goal' })).toHaveValue('Write a novel');
  await form.getByLabel('Title').fill('Write 500 words');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created successfully');
  await expect(page.getByTestId('goal-plan-card').getByText('Write 500 words')).toBeVisible();
});

test('the dialog names the model that wrote the suggestions, and says when a goal’s language has none', async ({ page, user: _user }) => {
  await createGoal(page.request, 'Learn Spanish', 90);
  await createGoal(page.request, '日本語を勉強する', 90);
  await page.route('**/api/goals/*/suggestions', async (route) => {
    const response = await route.fetch();
    const fromModel = (await response.json()).length > 0;
    return route.fulfill({
      response,
      // What the server sends when SUGGESTIONS_API_URL names a model that answered.
      headers: fromModel ? { ...response.headers(), 'suggestions-source': 'model', 'suggestions-model': encodeURIComponent('llama3.1:8b') } : response.headers(),
    });
  });
  await openPlanning(page);
  await page.getByRole('button', { name: 'Suggest tasks for Learn Spanish' }).click();
  const fromModel = page.getByRole('dialog', { name: 'AI Task Suggestions' });
  await expect(fromModel.getByTestId('suggestions-source')).toHaveText('Suggested by llama3.1:8b, an AI model, from your goal and the goals around it');
  await fromModel.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Suggest tasks for 日本語を勉強する' }).click();
  const none = suggestionsDialog(page);
  await expect(none).toContainText('Suggestions are written in English, Spanish, French and German only');
  await expect(none.getByRole('button', { name: 'Create Task for Today' })).toBeVisible();
});

test('a large plan draws ten main goals and twelve subgoals at first, and the rest on request', async ({ page, user: _user }) => {
  const first = await createGoal(page.request, 'Main goal 01', 10);
  for (let index = 1; index <= 14; index++) await createGoal(page.request, `Step ${String(index).padStart(2, '0')}`, 5 + index, first.id);
  for (let index = 2; index <= 12; index++) await createGoal(page.request, `Main goal ${String(index).padStart(2, '0')}`, 10 + index);
  await openPlanning(page);

  const cards = page.getByTestId('goal-plan-card');
  await expect(cards).toHaveCount(10);
  const steps = cards.first().getByRole('list', { name: 'Open subgoals of Main goal 01' }).getByRole('listitem');
  await expect(steps).toHaveCount(12);
  await cards.first().getByRole('button', { name: 'Show all 14 open subgoals' }).click();
  await expect(steps).toHaveCount(14);
  await page.getByRole('button', { name: 'Show more goals (2 left)' }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: /Show more goals/ })).toBeHidden();
});

test('the Week tab’s code comes after the page is drawn, and the tab opened before it has come waits for it', async ({ page, user: _user }) => {
  await createGoal(page.request, 'Learn to sail', 90);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const weekCodeAsked = page.waitForRequest(/\/assets\/week-view-[\w-]+\.js$/);
  await page.route(/\/assets\/week-view-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await openPlanning(page);
  await expect(page.getByTestId('goal-plan-card')).toHaveCount(1);
  // Not part of the page's own code: asked for once the page was drawn.
  await weekCodeAsked;
  await page.getByRole('tab', { name: 'Week' }).click();
  await expect(page.getByRole('status', { name: 'Loading the week' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the week' })).toBeHidden();
});
