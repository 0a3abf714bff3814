import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectToast, newUsername, test } from './fixtures';

// Light, Dark or System: the choice is drawn at once, kept on the account for every device, drawn before the
// first paint of every later load, and every page and dialog stays readable (axe's colour contrast) in dark.

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const html = (page: Page) => page.locator('html');
const isDark = (page: Page) => expect(html(page)).toHaveClass(/\bdark\b/);
const isLight = (page: Page) => expect(html(page)).not.toHaveClass(/\bdark\b/);

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System') {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  // A click, not check(): a refused save puts the earlier choice back at once.
  await page.getByRole('radio', { name: label }).click();
}

async function storedTheme(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/user')).json()).theme;
}

/** What the page looked like when its HTML was parsed, before any script of the app ran. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        dark: document.documentElement.classList.contains('dark'),
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
  });
}
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: { dark: boolean; background: string } }).firstPaint);

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the app follows the device until the person chooses, then keeps their choice on every device', async ({ page, browser, user }) => {
    await page.goto('/dashboard');
    await isDark(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await isLight(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await isDark(page);
    // The browser's bar (an installed app's title bar) takes the drawn theme's colour, whatever the device's.
    const barColours = () => page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    await expect.poll(barColours).toEqual(['#020617', '#020617']);

    await chooseTheme(page, 'Light');
    await isLight(page);
    await expect.poll(barColours).toEqual(['#4f46e5', '#4f46e5']);
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect.poll(() => storedTheme(page.request)).toBe('light');

    // The next load is light from its first paint, though the device is dark: no dark flash.
    await recordFirstPaint(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    await isLight(page);
    expect(await firstPaint(page)).toEqual({ dark: false, background: 'rgb(248, 250, 252)' });

    // Another device, also set to dark, signs in and is drawn light: the account's choice wins.
    const phone = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await phonePage.goto('/auth?tab=login');
    await phonePage.getByLabel('Username').fill(user.username);
    await phonePage.getByLabel('Password', { exact: true }).fill(user.password);
    await phonePage.getByRole('button', { name: 'Sign In' }).click();
    await expect(phonePage).toHaveURL(/\/dashboard$/);
    await isLight(phonePage);

    // System again: both follow their device once the phone reads the account again.
    await chooseTheme(page, 'System');
    await isDark(page);
    await phonePage.reload();
    await isDark(phonePage);
    await phone.close();
  });
});

test('a choice in one tab redraws the others at once, and the palette switches the theme', async ({ page, context, user: _user }) => {
  await page.goto('/goals');
  await isLight(page);
  const other = await context.newPage();
  await other.goto('/todos');
  await isLight(other);

  await chooseTheme(page, 'Dark');
  await isDark(page);
  await isDark(other);

  await other.bringToFront();
  await other.keyboard.press('ControlOrMeta+k');
  await other.getByRole('combobox', { name: 'Command palette' }).fill('theme');
  await other.getByRole('option', { name: 'Switch to the light theme' }).click();
  await isLight(other);
  await isLight(page);
  await expect.poll(() => storedTheme(page.request)).toBe('light');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
});

test('a theme the server refuses to keep is drawn back as it was, and says so', async ({ page, user: _user }) => {
  await page.route('**/api/user/preferences', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
  await chooseTheme(page, 'Dark');
  await expectToast(page, 'Theme not saved');
  await isLight(page);
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
});

/** A small planner with something of every kind on it: nested goals, an overdue and a finished one, tasks of each priority, a habit and notes. */
async function seedPlanner(request: APIRequestContext) {
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { data });
    expect(response.status(), path).toBeLessThan(300);
    return (await response.json()) as { id: number };
  };
  const marathon = await post('/api/goals', { title: 'Run a half marathon', description: 'Sub-2 hours in the spring race', deadline: inDays(90), progress: 40 });
  const base = await post('/api/goals', { title: 'Build base mileage', deadline: inDays(30), parentId: marathon.id, progress: 60 });
  await post('/api/goals', { title: 'Read 12 books', deadline: inDays(200), progress: 100 });
  const overdue = await post('/api/goals', { title: 'File the tax return', deadline: inDays(40) });
  await request.patch(`/api/goals/${overdue.id}`, { data: { deadline: inDays(-2) } });
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  for (const [title, priority] of [['Easy 5 km run', 'urgent'], ['Stretch for 10 minutes', 'high'], ['Plan next week’s runs', 'medium'], ['Buy new socks', 'low']]) {
    await post('/api/todos', { title, priority, dueDate: noon.toISOString(), goalId: base.id, plannedTime: priority === 'high' ? '07:30' : null });
  }
  const done = await post('/api/todos', { title: 'Book a physio session', dueDate: noon.toISOString(), goalId: marathon.id });
  await request.patch(`/api/todos/${done.id}`, { data: { completed: true } });
  await post('/api/todos', { title: 'Sort the receipts', dueDate: new Date(noon.getTime() - 3 * DAY_MS).toISOString(), goalId: overdue.id });
  const start = new Date(noon.getTime() - 20 * DAY_MS).toISOString();
  await post('/api/todos', { title: 'Meditate', dueDate: start, goalId: marathon.id, repeat: { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: 'UTC' } });
  const today = noon.toLocaleDateString('en-CA');
  await post('/api/daily-plans', { date: today, notes: '- Run before work\n- Call the physio' });
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Each page in dark, with something that shows only once its data is there. */
type PageCheck = [path: string, loaded: (page: Page) => ReturnType<Page['getByText']>, open?: (page: Page) => Promise<void>];
const SIGNED_IN_PAGES: PageCheck[] = [
  ['/dashboard', (page) => page.getByText('Meditate').first()],
  ['/goals', (page) => page.getByRole('article', { name: 'Build base mileage', exact: true })],
  ['/planning', (page) => page.getByTestId('goal-plan-card').first()],
  ['/plan', (page) => page.getByRole('listitem', { name: 'Easy 5 km run', exact: true })],
  ['/todos', (page) => page.getByRole('listitem', { name: 'Easy 5 km run', exact: true })],
  ['/pomodoro', (page) => page.getByTestId('pomodoro-task').first()],
  ['/profile', (page) => page.getByRole('radio', { name: 'Dark' }), (page) => page.getByRole('tab', { name: 'Preferences' }).click()],
];
/** Visited after signing out: the browser keeps drawing the person's theme. */
const PUBLIC_PAGES: PageCheck[] = [
  ['/', (page) => page.getByRole('heading', { level: 1 })],
  ['/auth?tab=login', (page) => page.getByRole('button', { name: 'Sign In' })],
  ['/terms-of-service', (page) => page.getByRole('heading', { level: 1 })],
];

/** Each page in dark: a full-page picture to look at, and axe (colour contrast included) on it. */
async function checkDarkPages(page: Page, pages: PageCheck[], width: number, testInfo: TestInfo) {
  for (const [path, loaded, open] of pages) {
    await page.goto(path);
    await open?.(page);
    await expect(loaded(page), path).toBeVisible();
    await isDark(page);
    await keepScreenshot(page, testInfo, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${width}`);
    // The whole document at the phone's width (sidebar and header included), the page's own regions at the laptop's.
    await expectAccessible(page, { wholeDocument: width === 390 });
  }
}

for (const width of [1280, 390]) {
  test(`every page is drawn dark at ${width} px and stays readable`, async ({ page }, testInfo) => {
    test.slow(); // ten pages, each scanned by axe
    const user = { username: newUsername('theme'), password: 'secret-password' };
    expect((await page.request.post('/api/register', { data: user })).status()).toBe(201);
    await page.request.put('/api/user/preferences', { data: { theme: 'dark' } });
    await seedPlanner(page.request);
    await page.setViewportSize({ width, height: 900 });
    // The account's theme reaches this browser with the first signed-in page.
    await page.goto('/dashboard');
    await isDark(page);
    await checkDarkPages(page, SIGNED_IN_PAGES, width, testInfo);
    expect((await page.request.post('/api/logout')).status()).toBe(204);
    await checkDarkPages(page, PUBLIC_PAGES, width, testInfo);
  });
}

test('dialogs, menus and the palette are drawn dark and stay readable', async ({ page, user: _user }, testInfo) => {
  await page.request.put('/api/user/preferences', { data: { theme: 'dark' } });
  await seedPlanner(page.request);
  await page.goto('/goals');
  await page.getByRole('button', { name: 'New Main Goal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByRole('dialog').getByText('Title is required')).toBeVisible();
  await keepScreenshot(page, testInfo, 'goal-form');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/todos');
  await page.getByRole('button', { name: 'More actions for Easy 5 km run' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await keepScreenshot(page, testInfo, 'task-menu');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'task-form');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: 'Command palette' }).fill('run');
  await expect(page.getByRole('option', { name: /Run a half marathon/ })).toBeVisible();
  await keepScreenshot(page, testInfo, 'palette');
  await expectAccessible(page);
});
