import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function createGoal(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/goals', { data: { deadline: inDays(30), ...body } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function setProgressToMax(page: Page, title: string) {
  await card(page, title).getByRole('slider', { name: `Set progress of ${title}` }).focus();
  await page.keyboard.press('End');
}

test('the goal form gives the spec’s messages, then creates a main goal', async ({ page, user: _user }) => {
  await page.goto('/goals');
  await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
  await expect(page.getByText('No ongoing main goals. Click the "New Main Goal" button to get started!')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Completed Main Goals/ })).toBeHidden();

  await page.getByRole('button', { name: 'New Main Goal' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Main Goal' });
  await expect(form.getByLabel('Progress (%)')).toBeHidden();
  await form.getByRole('button', { name: 'Create Goal' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill('x'.repeat(101));
  await form.getByLabel('Description (optional)').fill('d'.repeat(501));
  await form.getByLabel('Deadline').fill('2020-01-01T12:00');
  await form.getByRole('button', { name: 'Create Goal' }).click();
  await expect(form.getByText('Title is too long')).toBeVisible();
  await expect(form.getByText('Description is too long')).toBeVisible();
  await expect(form.getByText('Deadline must be in the future')).toBeVisible();
  await expectToast(page, 'Invalid deadline', 'The deadline must be in the future');
  await expectAccessible(page);

  await form.getByLabel('Title').fill('Run a half marathon');
  await form.getByLabel('Description (optional)').fill('In May, without injuries');
  await form.getByLabel('Deadline').fill('2099-05-01T09:00');
  await form.getByRole('button', { name: 'Create Goal' }).click();
  await expectToast(page, 'Main goal created successfully');
  await expect(card(page, 'Run a half marathon')).toContainText('Deadline: May 1, 2099, 9:00 AM');
  await expect(card(page, 'Run a half marathon')).toContainText('In May, without injuries');
});

test('subgoals added with the form nest three deep, each inside its parent, and fold away', async ({ page, user: _user }) => {
  await createGoal(page.request, { title: 'Run a half marathon', deadline: '2099-05-01T09:00:00.000Z' });
  await page.goto('/goals');

  await card(page, 'Run a half marathon').getByRole('button', { name: 'Add Subgoal' }).click();
  const subgoalForm = page.getByRole('dialog', { name: 'Add Subgoal' });
  await expect(subgoalForm.getByText('Parent goal')).toBeHidden();
  await subgoalForm.getByLabel('Title').fill('Run 10k');
  await subgoalForm.getByLabel('Deadline').fill('2099-03-01T09:00');
  await subgoalForm.getByRole('button', { name: 'Add Subgoal' }).click();
  await expectToast(page, 'Subgoal added successfully');

  await card(page, 'Run 10k').getByRole('button', { name: 'Add Subgoal' }).click();
  await page.getByRole('dialog', { name: 'Add Subgoal' }).getByLabel('Title').fill('Buy running shoes');
  await page.getByRole('dialog', { name: 'Add Subgoal' }).getByRole('button', { name: 'Add Subgoal' }).click();
  await expectToast(page, 'Subgoal added successfully');

  // Nested three deep, each level inside its parent's list.
  const level2 = page.getByRole('list', { name: 'Subgoals of Run 10k' });
  await expect(page.getByRole('list', { name: 'Subgoals of Run a half marathon' }).getByRole('article', { name: 'Run 10k' })).toBeVisible();
  await expect(level2.getByRole('article', { name: 'Buy running shoes' })).toBeVisible();

  // Folding a subtree hides it.
  await page.getByRole('button', { name: 'Hide 1 subgoal of Run 10k' }).click();
  await expect(card(page, 'Buy running shoes')).toBeHidden();
  await page.getByRole('button', { name: 'Show 1 subgoal of Run 10k' }).click();
  await expect(card(page, 'Buy running shoes')).toBeVisible();
});

test('editing a goal never offers the goal or its subtree as its parent, and Escape returns focus', async ({ page, user: _user }) => {
  const main = await createGoal(page.request, { title: 'Run a half marathon' });
  const level1 = await createGoal(page.request, { title: 'Run 10k', parentId: main.id });
  await createGoal(page.request, { title: 'Buy running shoes', parentId: level1.id });
  await page.goto('/goals');

  await page.getByRole('button', { name: 'Edit Run a half marathon' }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit Goal' });
  const parentChoices = editForm.getByRole('listbox', { name: 'Goals' }).getByRole('option');
  await expect(editForm.getByRole('combobox', { name: 'Parent goal' })).toHaveValue('None (Top-level Goal)');
  await editForm.getByRole('combobox', { name: 'Parent goal' }).click();
  await expect(parentChoices).toHaveText(['None (Top-level Goal)']);
  await page.keyboard.press('Escape');
  await expect(parentChoices).toHaveCount(0);
  await editForm.getByLabel('Progress (%)').fill('250');
  await expect(editForm.getByLabel('Progress (%)')).toHaveValue('100');
  await editForm.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit Buy running shoes' }).click();
  // The form has taken focus (its title field), so Escape reaches it.
  await expect(editForm.getByLabel('Title')).toBeFocused();
  const parent = editForm.getByRole('combobox', { name: 'Parent goal' });
  await expect(parent).toHaveValue('Run 10k');
  await parent.click();
  await expect(parentChoices).toHaveText(['None (Top-level Goal)', 'Run a half marathon', 'Run 10k']);
  // Escape closes the list, not the form around it.
  await page.keyboard.press('Escape');
  await expect(parentChoices).toHaveCount(0);
  await expect(editForm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit Buy running shoes' })).toBeFocused();
  await expectAccessible(page);
});

test('titles and descriptions edit in place, and a refused edit is undone', async ({ page, user: _user }) => {
  await createGoal(page.request, { title: 'Learn Spanish', description: 'Conversational level' });
  await page.goto('/goals');

  await page.getByRole('button', { name: 'Learn Spanish. Edit title of Learn Spanish' }).click();
  const titleField = page.getByRole('textbox', { name: 'Edit title of Learn Spanish' });
  await titleField.fill('Learn Portuguese');
  await page.keyboard.press('Escape');
  await expect(card(page, 'Learn Spanish')).toBeVisible();

  await page.getByRole('button', { name: 'Learn Spanish. Edit title of Learn Spanish' }).click();
  await titleField.fill('   ');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Invalid input', 'Title is required');
  await expect(card(page, 'Learn Spanish')).toBeVisible();

  await page.getByRole('button', { name: 'Learn Spanish. Edit title of Learn Spanish' }).click();
  await titleField.fill('Learn Portuguese');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Goal updated');
  await expect(card(page, 'Learn Portuguese')).toBeVisible();

  await page.getByRole('button', { name: /Edit description of Learn Portuguese/ }).click();
  await page.getByRole('textbox', { name: 'Edit description of Learn Portuguese' }).fill('Enough to travel');
  await page.getByRole('heading', { name: 'Goals', level: 1 }).click();
  await expectToast(page, 'Goal updated');
  await page.reload();
  await expect(card(page, 'Learn Portuguese')).toContainText('Enough to travel');

  // The server refuses: the original comes back and the person is told.
  await page.route('**/api/goals/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Learn Portuguese. Edit title of Learn Portuguese' }).click();
  await page.getByRole('textbox', { name: 'Edit title of Learn Portuguese' }).fill('Learn Italian');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Failed to update goal');
  await expect(card(page, 'Learn Portuguese')).toBeVisible();
  await expect(card(page, 'Learn Italian')).toBeHidden();
});

test('the deadline changes in place and must stay in the future', async ({ page, user: _user }) => {
  await createGoal(page.request, { title: 'Write a novel', deadline: '2099-01-10T12:00:00.000Z' });
  await page.goto('/goals');
  await page.getByRole('button', { name: /Change deadline of Write a novel/ }).click();
  const field = page.getByLabel('New deadline of Write a novel');
  await field.fill('2020-02-02T12:00');
  await field.press('Enter');
  await expectToast(page, 'Invalid deadline', 'The deadline must be in the future');
  await page.getByRole('button', { name: /Change deadline of Write a novel/ }).click();
  await field.fill('2099-02-02T12:00');
  await field.press('Enter');
  await expectToast(page, 'Deadline updated');
  await expect(card(page, 'Write a novel')).toContainText('Deadline: Feb 2, 2099, 12:00 PM');
});

test('the progress rules stop a person, and finishing a goal is celebrated', async ({ page, user: _user }) => {
  const main = await createGoal(page.request, { title: 'Save $5,000 for a trip' });
  await createGoal(page.request, { title: 'Open a savings account', parentId: main.id });
  const withTask = await createGoal(page.request, { title: 'Cut eating out', parentId: main.id });
  await page.request.post('/api/todos', { data: { title: 'Cook at home tonight', dueDate: inDays(0), goalId: withTask.id } });
  await page.goto('/goals');

  await setProgressToMax(page, 'Save $5,000 for a trip');
  await expectToast(page, 'Cannot update progress', 'Complete all subgoals first');
  await expect(card(page, 'Save $5,000 for a trip').getByTestId('goal-progress')).toHaveText('0%');

  await setProgressToMax(page, 'Cut eating out');
  await expectToast(page, 'Cannot complete goal', 'Complete all tasks first');
  await expect(card(page, 'Cut eating out').getByTestId('goal-progress')).toHaveText('0%');

  await setProgressToMax(page, 'Open a savings account');
  const overlay = page.getByRole('dialog', { name: 'Subgoal Completed!' });
  await expect(overlay).toBeVisible();
  await expect(page.getByTestId('confetti').locator('span')).toHaveCount(100);
  await overlay.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay).toBeHidden();
  await expectToast(page, 'Goal completed!');
  await expect(card(page, 'Open a savings account').getByText('Completed')).toBeVisible();

  await page.request.delete(`/api/goals/${withTask.id}`);
  await page.reload();
  await setProgressToMax(page, 'Save $5,000 for a trip');
  await expect(page.getByRole('dialog', { name: 'Main Goal Completed!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Completed Main Goals/ })).toBeVisible();
  await expect(page.getByText('No ongoing main goals. Click the "New Main Goal" button to get started!')).toBeVisible();
});

test('the progress slider follows a drag, saves where it is let go, and steps by key', async ({ page, user: _user }) => {
  const goal = await createGoal(page.request, { title: 'Read twelve books' });
  await page.goto('/goals');
  const slider = card(page, goal.title).getByRole('slider', { name: `Set progress of ${goal.title}` });
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider is not on screen');
  const y = box.y + box.height / 2;
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith(`/api/goals/${goal.id}`)) saves.push(request.postData() ?? '');
  });

  await page.mouse.move(box.x + 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  // While dragging, the bar and the figure follow and nothing is saved yet.
  const dragged = Number(await slider.inputValue());
  expect(dragged).toBeGreaterThan(15);
  await expect(card(page, goal.title).getByTestId('goal-progress')).toHaveText(`${dragged}%`);
  expect(saves).toEqual([]);
  await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
  await page.mouse.up();
  const letGo = Number(await slider.inputValue());
  expect(letGo).toBeGreaterThan(dragged);
  await expect.poll(() => saves.map((body) => JSON.parse(body).progress)).toEqual([letGo]);

  await slider.press('ArrowLeft');
  await slider.press('ArrowLeft');
  await expect(card(page, goal.title).getByTestId('goal-progress')).toHaveText(`${letGo - 2}%`);
  await expect.poll(() => saves.map((body) => JSON.parse(body).progress)).toEqual([letGo, letGo - 2]);
  await page.reload();
  await expect(card(page, goal.title).getByTestId('goal-progress')).toHaveText(`${letGo - 2}%`);
});

test('a key pressed while the last progress was being saved is not undone when that save comes back', async ({ page, user: _user }) => {
  const goal = await createGoal(page.request, { title: 'Read twelve books', progress: 40 });
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  const saves: number[] = [];
  await page.route(`**/api/goals/${goal.id}`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    saves.push(JSON.parse(route.request().postData() ?? '{}').progress);
    // The first save reaches the server; its answer is held on the way back.
    const answer = await route.fetch();
    if (saves.length === 1) await firstHeld;
    await route.fulfill({ response: answer });
  });
  await page.goto('/goals');
  const slider = card(page, goal.title).getByRole('slider', { name: `Set progress of ${goal.title}` });
  const figure = card(page, goal.title).getByTestId('goal-progress');

  await slider.press('ArrowRight');
  await expect.poll(() => saves).toEqual([41]);
  await slider.press('ArrowRight');
  await expect(figure).toHaveText('42%');
  const firstAnswered = page.waitForResponse((response) => response.request().method() === 'PATCH');
  releaseFirst();
  await firstAnswered;
  // The page's own tasks run on, so that it has handled that answer before the next key.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await slider.press('ArrowRight');
  await expect(figure).toHaveText('43%');
  await expect.poll(() => saves.at(-1)).toBe(43);
  await page.reload();
  await expect(card(page, goal.title).getByTestId('goal-progress')).toHaveText('43%');
});

test('a goal past its deadline is marked OVERDUE until it is finished', async ({ page, user: _user }) => {
  await createGoal(page.request, { title: 'File taxes', deadline: inDays(-2), progress: 50 });
  await createGoal(page.request, { title: 'Old but done', deadline: inDays(-2), progress: 100 });
  await page.goto('/goals');
  await expect(card(page, 'File taxes').getByText('OVERDUE')).toBeVisible();
  await expect(card(page, 'File taxes')).toHaveAttribute('data-overdue', 'true');
  await expect(card(page, 'Old but done').getByText('OVERDUE')).toBeHidden();
  await expect(card(page, 'Old but done').getByText('Completed')).toBeVisible();
});

test('a goal due later today shows its time and turns OVERDUE at that moment, not before', async ({ page, user: _user }) => {
  const now = Date.now();
  await page.clock.install({ time: now });
  const deadline = new Date(now + 5 * 60_000);
  await createGoal(page.request, { title: 'Send the invoice', deadline: deadline.toISOString() });
  await page.goto('/goals');
  // 'h:mm a' in the browser's time zone.
  const time = await page.evaluate((iso) => {
    const date = new Date(iso);
    return `${date.getHours() % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
  }, deadline.toISOString());
  await expect(card(page, 'Send the invoice')).toContainText(`, ${time}`);
  await expect(card(page, 'Send the invoice').getByText('OVERDUE')).toBeHidden();

  await page.clock.runFor(4 * 60_000);
  await expect(card(page, 'Send the invoice').getByText('OVERDUE')).toBeHidden();
  await page.clock.runFor(2 * 60_000);
  await expect(card(page, 'Send the invoice').getByText('OVERDUE')).toBeVisible();
});

test('deleting a goal asks first, saying what goes with it, then removes its subtree and their tasks', async ({ page, user: _user }) => {
  const main = await createGoal(page.request, { title: 'Ship portfolio v2' });
  const sub = await createGoal(page.request, { title: 'Redesign the home page', parentId: main.id });
  await createGoal(page.request, { title: 'Pick a colour palette', parentId: sub.id });
  const keep = await createGoal(page.request, { title: 'Keep me' });
  await page.request.post('/api/todos', { data: { title: 'Sketch layouts', dueDate: inDays(0), goalId: sub.id } });
  await page.request.post('/api/todos', { data: { title: 'Unrelated task', dueDate: inDays(0), goalId: keep.id } });
  await page.goto('/goals');

  await page.getByRole('button', { name: 'Delete Ship portfolio v2' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Goal' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this goal? This also deletes 2 subgoals and 1 task. You can undo it right after.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Ship portfolio v2')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Ship portfolio v2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Goal deleted');
  await expect(card(page, 'Ship portfolio v2')).toBeHidden();
  await expect(card(page, 'Pick a colour palette')).toBeHidden();
  await expect(card(page, 'Keep me')).toBeVisible();

  const todos = (await (await page.request.get('/api/todos')).json()) as { title: string }[];
  expect(todos.map((todo) => todo.title)).toEqual(['Unrelated task']);

  await page.getByRole('button', { name: 'Delete Keep me' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this goal? This also deletes 1 task. You can undo it right after.',
  );
});

test('a task with a deadline is added from a goal card', async ({ page, user: _user }) => {
  const goal = await createGoal(page.request, { title: 'Learn guitar' });
  await page.goto('/goals');
  await card(page, 'Learn guitar').getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task with Deadline' });
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Practise chords for 20 minutes');
  await dialog.getByRole('radio', { name: 'Custom date' }).click();
  await dialog.getByLabel('Date', { exact: true }).fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created successfully');
  const todos = (await (await page.request.get(`/api/todos?goalId=${goal.id}`)).json()) as { title: string; priority: string }[];
  expect(todos).toEqual([expect.objectContaining({ title: 'Practise chords for 20 minutes', priority: 'medium' })]);
  expect(new Date((todos[0] as unknown as { dueDate: string }).dueDate).getFullYear()).toBe(2099);
});

test('a person logs how a goal feels and sees recent check-ins', async ({ page, user: _user }) => {
  await createGoal(page.request, { title: 'Run a marathon' });
  await page.goto('/goals');
  await page.getByRole('button', { name: 'How do you feel about Run a marathon?' }).click();
  const dialog = page.getByRole('dialog', { name: 'How do you feel about this goal?' });
  await expect(dialog.getByText('No check-ins yet. Your first one will show here.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Emotion is required')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Hopeful' }).click();
  await dialog.getByRole('radio', { name: 'Intensity 4 of 5' }).click();
  await dialog.getByLabel('Notes (optional)').fill('First 10k felt good');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Feeling noted');

  await page.getByRole('button', { name: 'How do you feel about Run a marathon?' }).click();
  const history = page.getByTestId('feeling-history');
  await expect(history).toContainText('Hopeful');
  await expect(history).toContainText('4/5');
  await expect(history).toContainText('First 10k felt good');
});

test('a person with many main goals sees the nearest fifty, ordered by deadline, and the rest on request', async ({ page, user: _user }) => {
  const titles = Array.from({ length: 57 }, (_, index) => `Main goal ${String(index + 1).padStart(2, '0')}`);
  // Created out of order: the page sorts by deadline, not by creation.
  for (const [index, title] of [...titles.entries()].reverse()) {
    await createGoal(page.request, { title, deadline: inDays(10 + index) });
  }
  await page.goto('/goals');
  const ongoing = page.getByRole('region', { name: 'Ongoing Main Goals' });
  const cards = ongoing.getByRole('article');
  // The first cards come at once and the rest of the first fifty follow without a click.
  await expect(cards).toHaveCount(50);
  await expect(cards.first()).toHaveAccessibleName('Main goal 01');
  await expect(cards.nth(49)).toHaveAccessibleName('Main goal 50');
  await ongoing.getByRole('button', { name: 'Show more (7 left)' }).click();
  await expect(cards).toHaveCount(57);
  await expect(cards.last()).toHaveAccessibleName('Main goal 57');
  await expect(ongoing.getByRole('button', { name: /Show more/ })).toBeHidden();
});
