import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectToast, test } from './fixtures';

// The keyboard as a person who lives in a planner uses it: the command palette on Ctrl/⌘K, `?` for the
// list of shortcuts, G then a letter to go somewhere, N for a new task, J/K/X/E/Del on the task rows,
// Space on the Pomodoro page, and none of them while typing.

const DAY_MS = 86_400_000;
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const rows = (page: Page) => page.getByRole('tabpanel').getByTestId('task-row');

async function createTask(request: APIRequestContext, title: string, dueDate = new Date().toISOString()) {
  const response = await request.post('/api/todos', { data: { title, dueDate, priority: 'medium', goalId: null } });
  expect(response.status()).toBe(201);
}

async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(palette(page)).toBeVisible();
  await expect(palette(page).getByRole('combobox')).toBeFocused();
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('the palette goes to a page, adds a task and moves the expired ones to today', async ({ page, user: _user }, testInfo) => {
  await createTask(page.request, 'Renew the passport', new Date(Date.now() - 3 * DAY_MS).toISOString());
  const goal = await page.request.post('/api/goals', { data: { title: 'Get fit', deadline: new Date(Date.now() + 30 * DAY_MS).toISOString() } });
  expect(goal.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await openPalette(page);
  await expect(palette(page).getByRole('option', { name: /Move all expired tasks to today \(1\)/ })).toBeVisible();
  await keepScreenshot(page, testInfo, 'palette-1280');
  await expectAccessible(page);
  await page.keyboard.type('daily tas');
  await expect(palette(page).getByRole('option').first()).toHaveText(/Daily Tasks/);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/todos$/);

  await openPalette(page);
  await page.keyboard.type('new task');
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add New Task' });
  await form.getByLabel('Title').fill('Book the physio');
  await form.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: 'Get fit' }).click();
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Task created successfully');
  await expect(rows(page).filter({ hasText: 'Book the physio' })).toHaveCount(1);

  await openPalette(page);
  await page.keyboard.type('expired');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Moved 1 task to today');
  await expect(rows(page).filter({ hasText: 'Renew the passport' })).toHaveCount(1);
  // Nothing left to move: the palette no longer offers it.
  await openPalette(page);
  await expect(palette(page).getByRole('option', { name: /Move all expired/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('? lists the shortcuts, G then a letter goes to a page, N opens a new task, and none fires while typing', async ({
  page,
  user: _user,
}, testInfo) => {
  await page.goto('/todos');
  await expect(page.getByRole('heading', { name: 'Daily Tasks', level: 1 })).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Open the command palette')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'shortcuts-1280');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Typing in the quick-add field: the letters are the task's, not shortcuts.
  const quickAdd = page.getByRole('textbox').first();
  await quickAdd.fill('');
  await quickAdd.pressSequentially('gd n?');
  await expect(quickAdd).toHaveValue('gd n?');
  await expect(page).toHaveURL(/\/todos$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await quickAdd.fill('');
  await quickAdd.blur();

  await page.keyboard.press('g');
  await page.keyboard.press('g');
  await expect(page).toHaveURL(/\/goals$/);
  await page.keyboard.press('g');
  await page.keyboard.press('f');
  await expect(page).toHaveURL(/\/pomodoro$/);

  // Space starts and pauses the timer on the Pomodoro page.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();

  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.keyboard.press('n');
  const form = page.getByRole('dialog', { name: 'Add New Task' });
  await expect(form).toBeVisible();
  // Keys typed into the open form stay there.
  await form.getByLabel('Title').pressSequentially('n gt');
  await expect(form.getByLabel('Title')).toHaveValue('n gt');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('J and K move through the task rows, X ticks, E edits and Del deletes with Undo', async ({ page, user: _user }) => {
  for (const title of ['Stretch', 'Write the report', 'Call Grandma']) await createTask(page.request, title);
  await page.goto('/todos');
  await expect(rows(page)).toHaveCount(3);
  const checkboxOf = (index: number) => rows(page).nth(index).getByRole('checkbox');

  await page.keyboard.press('j');
  await expect(checkboxOf(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(checkboxOf(1)).toBeFocused();
  const second = (await rows(page).nth(1).getAttribute('aria-label'))!;
  await page.keyboard.press('x');
  await expectToast(page, 'Task completed', second);
  // Done, it sinks below the open ones, and focus goes with it.
  await expect(rows(page).nth(2)).toHaveAttribute('aria-label', second);
  await expect(checkboxOf(2)).toBeChecked();
  await expect(checkboxOf(2)).toBeFocused();

  await page.keyboard.press('k');
  await expect(checkboxOf(1)).toBeFocused();
  const other = (await rows(page).nth(1).getAttribute('aria-label'))!;
  await page.keyboard.press('e');
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByLabel('Title')).toHaveValue(other);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await expect(checkboxOf(1)).toBeFocused();
  // Del asks first, as the row's own Delete does.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.keyboard.press('Delete');
  await expectToast(page, 'Todo deleted successfully', other);
  await expect(rows(page).filter({ hasText: other })).toHaveCount(0);
  await page.getByTestId('toast').filter({ hasText: 'Todo deleted successfully' }).getByRole('button', { name: 'Undo' }).click();
  await expect(rows(page).filter({ hasText: other })).toHaveCount(1);
});

test('the palette fits a phone', async ({ page, user: _user }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openPalette(page);
  const box = (await palette(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'palette-390');
});

test('search in the palette finds a nested goal, a task and a day’s notes, and opens each where it lives', async ({ page, user: _user }, testInfo) => {
  const deadline = new Date(Date.now() + 60 * DAY_MS).toISOString();
  const createGoal = async (title: string, parentId: number | null = null) => {
    const response = await page.request.post('/api/goals', { data: { title, deadline, parentId } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  // Enough goals that the page opens with its subtrees folded: the found goal's parents must unfold.
  const main = await createGoal('Run a half marathon');
  const base = await createGoal('Build base mileage', main);
  await createGoal('Long runs on Sundays', base);
  for (let batch = 0; batch < 16; batch += 1) {
    await Promise.all(Array.from({ length: 10 }, (_, index) => createGoal(`Read book ${batch * 10 + index}`)));
  }
  await createTask(page.request, 'Buy running shoes before the race');
  const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const plan = await page.request.post('/api/daily-plans', { data: { date: today, notes: 'Morning: physiotherapy exercises, then an easy jog.' } });
  expect(plan.status()).toBe(200);

  await page.goto('/goals');
  await expect(page.getByRole('article', { name: 'Run a half marathon', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Long runs on Sundays' })).toHaveCount(0);

  await openPalette(page);
  await page.keyboard.type('long ru');
  const results = palette(page).getByRole('group', { name: 'Search results' });
  await expect(results.getByRole('option', { name: /Long runs on Sundays/ })).toBeVisible();
  await expect(results.getByRole('option', { name: /Long runs on Sundays/ })).toContainText('Run a half marathon › Build base mileage');
  await keepScreenshot(page, testInfo, 'palette-search-1280');
  await expectAccessible(page);
  await results.getByRole('option', { name: /Long runs on Sundays/ }).click();
  const found = page.getByRole('article', { name: 'Long runs on Sundays' });
  await expect(found).toBeFocused();
  await expect(found).toHaveAttribute('data-revealed', '');
  await expect(found).toBeInViewport();
  await expect(page).toHaveURL(/\/goals$/);

  await openPalette(page);
  await page.keyboard.type('shoes');
  await expect(palette(page).getByRole('option', { name: /Buy running shoes/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/todos$/);
  const row = page.getByTestId('task-row').filter({ hasText: 'Buy running shoes' });
  await expect(row.getByRole('checkbox')).toBeFocused();

  await openPalette(page);
  await page.keyboard.type('physio');
  const note = palette(page).getByRole('option', { name: /Notes of/ });
  await expect(note).toContainText('physiotherapy');
  await expect(note.locator('mark')).toHaveText('physiotherapy');
  await note.click();
  const notes = page.getByRole('dialog', { name: /Notes of/ });
  await expect(notes).toContainText('Morning: physiotherapy exercises, then an easy jog.');
  await expect(notes.getByRole('link', { name: 'Edit them on the Daily Plan page' })).toBeVisible();

  await page.keyboard.press('Escape');
  await openPalette(page);
  await page.keyboard.type('zzzxq');
  await expect(palette(page).getByText('Nothing matches “zzzxq”.')).toBeVisible();
});
