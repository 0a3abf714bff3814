import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';

// Where keyboard focus goes after a dialog closes, a row disappears or a card moves: never to <body>,
// which would send a keyboard or screen reader user back to the top of the page.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function createGoals(request: APIRequestContext, titles: string[]) {
  for (const [index, title] of titles.entries()) {
    const response = await request.post('/api/goals', { data: { title, deadline: inDays(10 + index) } });
    expect(response.status()).toBe(201);
  }
}

async function createTodayTasks(request: APIRequestContext, titles: string[]) {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  for (const title of titles) {
    const response = await request.post('/api/todos', { data: { title, dueDate: noon.toISOString(), priority: 'medium' } });
    expect(response.status()).toBe(201);
  }
}

const goalCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const taskRow = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

/** The focused element is inside `container` (not <body>, not somewhere else). */
async function expectFocusWithin(container: Locator) {
  await expect(container.locator(':focus')).toHaveCount(1);
}

test('the first Tab stop on every layout is a skip link that leads into the main content', async ({ page, user: _user }) => {
  for (const path of ['/goals', '/todos', '/terms-of-service']) {
    await page.goto(path);
    // The page itself, not only the shell: before its own controls are drawn, Tab from main has nowhere to go but round.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip, path).toBeFocused();
    await expect(skip, 'visible while focused').toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main'), path).toBeFocused();
    // The next Tab goes on from the main content, not from the top of the sidebar.
    await page.keyboard.press('Tab');
    await expectFocusWithin(page.getByRole('main'));
  }
});

test('each page names itself in the browser tab', async ({ page, user: _user }) => {
  for (const [path, title] of [
    ['/dashboard', 'Dashboard · Stepwise'],
    ['/goals', 'Goals · Stepwise'],
    ['/planning', 'Goal Planning · Stepwise'],
    ['/plan', 'Daily Plan · Stepwise'],
    ['/todos', 'Daily Tasks · Stepwise'],
    ['/pomodoro', 'Pomodoro Timer'], // spec section 4
    ['/profile', 'Account · Stepwise'],
    ['/terms-of-service', 'Terms of Service · Stepwise'],
    ['/no-such-page', 'Page Not Found · Stepwise'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test('a dialog gives focus back to the button that opened it, after saving and after Escape', async ({ page, user: _user }) => {
  await createGoals(page.request, ['Learn Spanish']);
  await page.goto('/goals');
  const newGoal = page.getByRole('button', { name: 'New Main Goal' });
  await newGoal.click();
  await page.getByRole('dialog').getByLabel('Title').fill('Run a half marathon');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Main goal created successfully');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(newGoal).toBeFocused();

  const edit = goalCard(page, 'Learn Spanish').getByRole('button', { name: 'Edit Learn Spanish' });
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Edit Goal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(edit).toBeFocused();
});

test('a dialog opened from a row’s menu gives focus back to that menu’s button', async ({ page, user: _user }) => {
  await createTodayTasks(page.request, ['Practise verbs']);
  await page.goto('/todos');
  const more = taskRow(page, 'Practise verbs').getByRole('button', { name: 'More actions for Practise verbs' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(more).toBeFocused();
});

test('deleting a goal moves focus to the next goal, else the one before, else the section', async ({ page, user: _user }) => {
  await createGoals(page.request, ['First goal', 'Second goal', 'Third goal']);
  await page.goto('/goals');
  const remove = async (title: string) => {
    await goalCard(page, title).getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(goalCard(page, title)).toBeHidden();
  };
  await remove('Second goal');
  await expectFocusWithin(goalCard(page, 'Third goal'));
  await remove('Third goal');
  await expectFocusWithin(goalCard(page, 'First goal'));
  await remove('First goal');
  await expect(page.getByRole('heading', { name: 'Ongoing Main Goals' })).toBeFocused();
});

test('deleting a task from its menu moves focus to the next task, else the one before, else the heading', async ({ page, user: _user }) => {
  await createTodayTasks(page.request, ['Task A', 'Task B', 'Task C']);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/todos');
  const remove = async (title: string) => {
    await taskRow(page, title).getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(taskRow(page, title)).toBeHidden();
  };
  await remove('Task B');
  await expectFocusWithin(taskRow(page, 'Task C'));
  await remove('Task C');
  await expectFocusWithin(taskRow(page, 'Task A'));
  await remove('Task A');
  await expect(page.getByRole('heading', { name: 'Daily Tasks', level: 1 })).toBeFocused();
});

test('a refused save puts focus on the field in error and says why', async ({ page, user: _user }) => {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('another-password');
  await dialog.getByLabel('Confirm new password').fill('another-password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await expect(dialog.getByLabel('Current password')).toBeFocused();
});

test('completing a main goal moves its card to Completed Main Goals, and focus goes with it', async ({ page, user: _user }) => {
  await createGoals(page.request, ['Finish the thesis', 'Learn Spanish']);
  await page.goto('/goals');
  const slider = goalCard(page, 'Finish the thesis').getByRole('slider', { name: 'Set progress of Finish the thesis' });
  await slider.focus();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Continue' }).click();
  const completed = page.getByRole('region', { name: /Completed Main Goals/ });
  await expect(completed.getByRole('slider', { name: 'Set progress of Finish the thesis' })).toBeFocused();
});

test('a row’s menu opened from the keyboard puts focus on its first item, and Escape gives it back to the button', async ({ page, user: _user }) => {
  await createTodayTasks(page.request, ['Practise verbs']);
  await page.goto('/todos');
  const more = taskRow(page, 'Practise verbs').getByRole('button', { name: 'More actions for Practise verbs' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Focus timer' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // Opened again, by the mouse this time, the same menu answers.
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Mark as failed' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
});

test('a tooltip shows after the pointer rests on its control and at once on keyboard focus, and describes it', async ({ page, user: _user }) => {
  await createTodayTasks(page.request, ['Practise verbs']);
  await page.goto('/todos');
  const priority = taskRow(page, 'Practise verbs').getByRole('button', { name: /^Priority Medium/ });
  const tooltip = page.getByRole('tooltip');
  await priority.hover();
  await expect(tooltip).toHaveText('Click to change priority');
  await expect(priority).toHaveAccessibleDescription('Click to change priority');
  // Beside its control, inside the window.
  const [bubble, control] = [await tooltip.boundingBox(), await priority.boundingBox()];
  expect(bubble && control && bubble.y + bubble.height <= control.y).toBe(true);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await expect(priority).not.toHaveAttribute('aria-describedby');

  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await toggle.focus();
  await expect(tooltip).toHaveText('Hide sidebar (Ctrl+B)');
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(toggle).toBeFocused();
});
