import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';

const demo = (page: Page) => page.locator('#demo');

async function addFirstGoal(page: Page, title: string) {
  await demo(page).getByRole('button', { name: 'Add Your First Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Your First Goal' });
  await dialog.getByLabel('Goal title').fill(title);
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  await expect(dialog).toBeHidden();
}

async function addTask(page: Page, title: string) {
  await demo(page).getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByLabel('Task title').fill(title);
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog).toBeHidden();
}

test('the landing page has every section of the spec', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('100% Free Forever')).toBeVisible();
  for (const feature of ['Goal Hierarchy', 'Aligned Tasks', 'Pomodoro Timer', 'Smart Suggestions', 'Progress Analytics', 'Smart Planning']) {
    await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
  }
  for (const step of ['Set meaningful goals', 'Create aligned tasks', 'Track meaningful progress']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/auth?tab=register');
  await page.getByRole('link', { name: 'Try it Now' }).click();
  await expect(page).toHaveURL(/#demo$/);
  await expect(page.getByRole('heading', { name: 'Try it now' })).toBeInViewport();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' })).toBeVisible();
});

test('the demo starts empty and asks for a goal title', async ({ page }) => {
  await page.goto('/');
  await expect(demo(page).getByText('Add your first goal to get started!')).toBeVisible();
  await expect(demo(page).getByText("It's 100% free - no credit card required!")).toBeVisible();
  await expect(demo(page).getByText('Learn Web Development')).toBeVisible();

  await demo(page).getByRole('button', { name: 'Add Your First Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Your First Goal' });
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  await expect(dialog.getByText('Goal title is required')).toBeVisible();

  // Cancel closes the modal and forgets what was typed.
  await dialog.getByLabel('Goal title').fill('Half-typed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await demo(page).getByRole('button', { name: 'Add Your First Goal' }).click();
  await expect(page.getByRole('dialog').getByLabel('Goal title')).toHaveValue('');
});

test('a demo goal expands and collapses, and a task adds 10% with the spec’s toast', async ({ page }) => {
  await page.goto('/');
  await addFirstGoal(page, 'Learn Spanish');
  const goal = demo(page).getByTestId('demo-goal');
  await expect(goal.getByRole('heading', { name: 'Learn Spanish' })).toBeVisible();
  await expect(demo(page).getByText('Add your first goal to get started!')).toBeHidden();
  await expect(goal.getByText('No subgoals yet...')).toBeVisible();
  await expect(goal.getByRole('listitem').filter({ hasText: 'Learn Spanish' })).toHaveCount(3);

  await goal.getByRole('button', { name: 'Collapse Learn Spanish' }).click();
  await expect(goal.getByText('No subgoals yet...')).toBeHidden();
  await goal.getByRole('button', { name: 'Expand Learn Spanish' }).click();
  await expect(goal.getByText('No subgoals yet...')).toBeVisible();

  // A task: +10 and the spec's toast; the modal closes with its title cleared.
  await addTask(page, 'Practise verbs');
  await expectToast(page, 'Task added successfully!', 'Progress updated. Get started now to make real progress!');
  await expect(goal.getByTestId('demo-goal-progress')).toHaveText('10%');
  await demo(page).getByRole('button', { name: 'Add Task' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(taskDialog.getByLabel('Task title')).toHaveValue('');
  await taskDialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(taskDialog.getByText('Task title is required')).toBeVisible();
  await taskDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(taskDialog).toBeHidden();

  await expect(demo(page).getByRole('button', { name: 'Add Your First Goal' })).toBeHidden();
  await demo(page).getByRole('link', { name: 'Sign Up to Save Your Goals' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
});

test('adding a subgoal keeps the progress a demo goal’s tasks earned, as the app does', async ({ page }) => {
  await page.goto('/');
  await addFirstGoal(page, 'Learn Spanish');
  const goal = demo(page).getByTestId('demo-goal');
  for (let task = 1; task <= 5; task++) await addTask(page, `Practise verbs ${task}`);
  await expect(goal.getByTestId('demo-goal-progress')).toHaveText('50%');

  await goal.getByRole('button', { name: 'Add Subgoal' }).click();
  const subgoalDialog = page.getByRole('dialog', { name: 'Add Subgoal' });
  await subgoalDialog.getByRole('button', { name: 'Add Subgoal' }).click();
  await expect(subgoalDialog.getByText('Subgoal title is required')).toBeVisible();
  await subgoalDialog.getByLabel('Subgoal title').fill('Learn 100 words');
  await subgoalDialog.getByRole('button', { name: 'Add Subgoal' }).click();
  await expect(goal.getByText('Learn 100 words')).toBeVisible();
  await expect(goal.getByText('No subgoals yet...')).toBeHidden();
  await expect(goal.getByTestId('demo-goal-progress')).toHaveText('50%');
});

test('tasks never take a demo goal past 100%', async ({ page }) => {
  await page.goto('/');
  await addFirstGoal(page, 'Learn Spanish');
  const progress = demo(page).getByTestId('demo-goal').getByTestId('demo-goal-progress');
  for (let task = 1; task <= 11; task++) {
    await addTask(page, `Task ${task}`);
    await expect(progress).toHaveText(`${Math.min(task * 10, 100)}%`);
  }
});

test('the demo pomodoro counts down, pauses, resets and celebrates at 00:00', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const timer = demo(page).getByTestId('demo-timer');
  await expect(timer).toHaveText('Time left: 25:00');
  // From the next whole second on, time moves only when the test says so: a slow machine's own
  // seconds between a click and a check must not show on the timer.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.ceil(now / 1000) * 1000 + 1000);

  await demo(page).getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('Time left: 24:55');

  await demo(page).getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('Time left: 24:55');

  await demo(page).getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(3_000);
  await expect(timer).toHaveText('Time left: 24:52');
  await demo(page).getByRole('button', { name: 'Reset' }).click();
  await expect(timer).toHaveText('Time left: 25:00');
  await expect(demo(page).getByRole('button', { name: 'Start' })).toBeVisible();

  await demo(page).getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(25 * 60 * 1000);
  await expectToast(page, 'Pomodoro completed!', 'Time for a break. Sign up to track your progress!');
  await expect(timer).toHaveText('Time left: 25:00');
  await expect(demo(page).getByRole('button', { name: 'Start' })).toBeVisible();

  await demo(page).getByRole('link', { name: 'Get Started Now' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
});
