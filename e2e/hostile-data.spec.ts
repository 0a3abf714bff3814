import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, expectToast, test } from './fixtures';
import { HOSTILE, hostileUser, seedHostileAccount } from './hostile-data';

// Real people's data: titles that are one 200-character word, pasted links, emoji, Arabic and Hebrew,
// the longest username allowed, a goal tree eight levels deep and 300 tasks. Every page must fit a
// phone and a laptop without sideways scrolling, stay accessible and log no errors (the fixtures
// fail a test on any console error).

const WIDTHS = [390, 1280];

/** Saved with the test's results, to look at: a page can fit and still look broken. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Each page, and something on it that only shows once the hostile data has arrived. */
const SIGNED_IN_PAGES: [path: string, loaded: (page: Page) => ReturnType<Page['getByText']>][] = [
  ['/goals', (page) => page.getByRole('article', { name: HOSTILE.jobUrl, exact: true })],
  ['/todos', (page) => page.getByRole('listitem', { name: HOSTILE.taskTitle, exact: true }).first()],
  ['/planning', (page) => page.getByTestId('goal-plan-card').first()],
  ['/plan', (page) => page.getByRole('listitem', { name: HOSTILE.taskTitle, exact: true }).first()],
  ['/pomodoro', (page) => page.getByTestId('pomodoro-task').first()],
  ['/profile', (page) => page.getByRole('main').getByText(/^hostile_/)],
];

// One test per page and width: a page this full takes seconds to load and to scan on a slow machine.
for (const [path, loaded] of SIGNED_IN_PAGES) {
  for (const width of WIDTHS) {
    test(`${path} fits ${width} px with hostile data`, async ({ page }, testInfo) => {
      await seedHostileAccount(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(loaded(page)).toBeVisible();
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      await keepScreenshot(page, testInfo, `${path.slice(1)}-${width}`);
      // On the phone only: the content is the same at both widths.
      if (width === WIDTHS[0]) await expectAccessible(page);
    });
  }
}

test('the completed tasks fit a phone', async ({ page }, testInfo) => {
  await seedHostileAccount(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/todos');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByTestId('completed-task').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Completed tab at 390 px');
  await keepScreenshot(page, testInfo, 'completed-390');
  await expectAccessible(page);
});

test('the dashboard and the welcome toast fit with the longest username', async ({ page }, testInfo) => {
  const user = await seedHostileAccount(page, hostileUser());
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/auth?tab=login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${user.username}!`);
  await expect(page.getByRole('list', { name: 'Main goals by deadline' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/dashboard at 390 px, with the welcome toast');
  await keepScreenshot(page, testInfo, 'dashboard-390');
  await expectAccessible(page, { wholeDocument: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page, '/dashboard at 1280 px');
  await keepScreenshot(page, testInfo, 'dashboard-1280');
});

test('a dialog and a menu full of long titles fit a phone', async ({ page }, testInfo) => {
  await seedHostileAccount(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/todos');
  const row = page.getByRole('listitem', { name: `Apply: ${HOSTILE.jobUrl}`, exact: true }).first();
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the row menu');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Apply: ${HOSTILE.jobUrl}`);
  await expectNoSidewaysScroll(page, 'the Edit Task dialog');
  const dialogBox = await dialog.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(dialogBox.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(dialogBox.clientWidth);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'edit-task-dialog-390');
  await dialog.getByRole('combobox', { name: 'Goal' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the goal picker');
  await keepScreenshot(page, testInfo, 'goal-picker-390');
});

test('the landing page demo fits a long goal of a visitor', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Your First Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Your First Goal' });
  await dialog.getByLabel('Goal title').fill(HOSTILE.goalTitle);
  await dialog.getByLabel('Description (optional)').fill(`${HOSTILE.longUrl} ${HOSTILE.arabic}`);
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  const goal = page.getByTestId('demo-goal');
  await expect(goal).toContainText(HOSTILE.goalTitle.slice(0, 20));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await goal.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, `/ at ${width} px`);
    await keepScreenshot(page, testInfo, `landing-demo-${width}`);
  }
  await expectAccessible(page);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a checkbox and an icon button each take a 44 px tap', async ({ page }) => {
    await seedHostileAccount(page);
    await page.goto('/todos');
    const row = page.getByRole('listitem', { name: HOSTILE.arabic, exact: true }).first();
    const checkbox = row.getByRole('checkbox');
    for (const control of [checkbox, row.getByRole('button', { name: /^More actions for/ })]) {
      const centre = await centreOf(control);
      // The corners of a 44 × 44 px square around the control's centre still reach the control.
      for (const [dx, dy] of [[-21, -21], [21, -21], [-21, 21], [21, 21]] as const) {
        const reached = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button, [role="checkbox"]')?.getAttribute('aria-label') ?? null,
          { x: centre.x + dx, y: centre.y + dy },
        );
        expect(reached, `${dx}, ${dy} px from the centre`).toBe(await control.getAttribute('aria-label'));
      }
    }
    // A tap beside the 20 px box, not on it, ticks it.
    const done = page.getByRole('checkbox', { name: `Mark as not done: ${HOSTILE.arabic}` });
    const doneBefore = await done.count();
    const centre = await centreOf(checkbox);
    await page.touchscreen.tap(centre.x - 18, centre.y + 18);
    await expect(done).toHaveCount(doneBefore + 1);
  });
});

async function centreOf(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
