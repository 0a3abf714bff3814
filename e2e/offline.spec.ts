import { chromium, type Page, type TestInfo } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/lib/chromium';
import { SAVED_DAILY_TASKS, savedData } from './devices';
import { expect, expectAccessible, expectLive, newUsername, test } from './fixtures';

// Decision 26: the one spec that runs the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow', expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function seedPlanner(page: Page, prefix: string) {
  const goal = await page.request.post('/api/goals', { data: { title: `${prefix} half marathon`, deadline: '2099-05-01T09:00:00.000Z' } });
  expect(goal.status()).toBe(201);
  const task = await page.request.post('/api/todos', { data: { title: `${prefix} buy running shoes`, dueDate: new Date().toISOString() } });
  expect(task.status()).toBe(201);
  const plan = await page.request.post('/api/daily-plans', { data: { date: today(), notes: `${prefix} notes: an easy jog` } });
  expect(plan.status()).toBe(200);
}

/** The first visit installs the worker; it controls the pages loaded after it. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The signed-in shell registers the worker again once the page has loaded (a check for a new version):
  // it has asked once its page is loaded and live (a page the server drew is on screen before), so what a test
  // registers next comes after it.
  await page.waitForLoadState('load');
  await expect(page.locator('h1').first()).toBeVisible();
  await expectLive(page);
}


/** Each page, what it shows of the seeded data, and the key of the read it keeps that data in, as saved. */
const PAGES_AND_DATA: [string, (prefix: string) => string, RegExp][] = [
  // The dashboard counts the goal with a task due today.
  ['/dashboard', () => '0 of 1 main goal has work planned today', /"queryKey":\["\/api\/stats"/],
  ['/goals', (prefix) => `${prefix} half marathon`, /"queryKey":\["\/api\/goals"/],
  ['/todos', (prefix) => `${prefix} buy running shoes`, SAVED_DAILY_TASKS],
  ['/planning', (prefix) => `${prefix} half marathon`, /"queryKey":\["\/api\/goals"/],
];

/**
 * Opens each page and sees its data. Online, it waits until the page's data is saved before it opens the
 * next: a page loaded at once after another can read the saved data before the last write of the one it
 * replaced has landed (a person moves between pages without loading the app again).
 */
async function expectPagesShowData(page: Page, prefix: string, { online }: { online: boolean }) {
  for (const [path, text, read] of PAGES_AND_DATA) {
    await page.goto(path);
    await expect(page.getByText(text(prefix)).first(), path).toBeVisible();
    if (online) await expect.poll(() => savedData(page), { message: `${path}: its data saved` }).toMatch(read);
  }
  await page.goto('/plan');
  await expect(page.getByLabel('Notes for today')).toHaveValue(`${prefix} notes: an easy jog`);
}

test('a signed-in page opens offline with the data last seen, and says it is saved data', async ({ page, context, user: _user }, testInfo) => {
  await seedPlanner(page, 'Ada');
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  await expectPagesShowData(page, 'Ada', { online: true });
  await expect.poll(() => savedData(page)).toContain('Ada notes: an easy jog');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline — showing saved data' })).toBeVisible();
  await expectPagesShowData(page, 'Ada', { online: false });
  await page.screenshot({ path: testInfo.outputPath('offline-plan-1280.png') });

  // Back online, the pages fetch afresh and the note goes.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  await expect(page.getByLabel('Notes for today')).toHaveValue('Ada notes: an easy jog');
});

test('logging out deletes the saved data: the next person sees none of it, online or offline', async ({ page, context, user: _user }) => {
  await seedPlanner(page, 'Grace');
  await page.goto('/goals');
  await waitForServiceWorker(page);
  await expect(page.getByText('Grace half marathon').first()).toBeVisible();
  await expect.poll(() => savedData(page)).toContain('Grace half marathon');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => savedData(page)).not.toContain('Grace');

  const other = { username: newUsername(), password: 'secret-password' };
  expect((await page.request.post('/api/register', { data: other })).status()).toBe(201);
  await seedPlanner(page, 'Linus');
  await page.goto('/goals');
  await expect(page.getByText('Linus half marathon').first()).toBeVisible();
  await expect.poll(() => savedData(page)).toContain('Linus half marathon');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Linus half marathon').first()).toBeVisible();
  await expect(page.getByText(/Grace/)).toHaveCount(0);
});

test('a tick saves again only what it changed, and the saved data opens offline with it', async ({ page, context, user: _user }) => {
  await seedPlanner(page, 'Hopper');
  // Every write of the saved data, by the key it writes.
  await page.addInitScript(() => {
    const writes: Record<string, number> = {};
    (window as unknown as { savedWrites: Record<string, number> }).savedWrites = writes;
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (this.name === 'saved-queries') writes[String(key)] = (writes[String(key)] ?? 0) + 1;
      return put.call(this, value, key);
    };
  });
  const writesOf = (pattern: RegExp) =>
    page.evaluate(
      (source) => Object.entries((window as unknown as { savedWrites: Record<string, number> }).savedWrites).filter(([key]) => new RegExp(source).test(key)).map(([, count]) => count),
      pattern.source,
    );
  const GOALS = /^\["\/api\/goals"\]$/;
  // Today's and tomorrow's tasks, which the tick changes.
  const DAYS_TASKS = /^\["\/api\/todos",\{"dueFrom":"[^"]+","dueTo":"[^"]+"\}\]$/;
  await page.goto('/todos');
  await waitForServiceWorker(page);
  const row = page.getByRole('listitem', { name: 'Hopper buy running shoes', exact: true });
  await expect(row).toBeVisible();
  await expect.poll(() => writesOf(DAYS_TASKS)).toEqual([1]);
  expect(await writesOf(GOALS)).toEqual([1]);

  await row.getByRole('checkbox').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect.poll(async () => (await writesOf(DAYS_TASKS))[0]).toBeGreaterThanOrEqual(2);
  // Nothing of the goals changed: their list is not written again.
  await page.waitForTimeout(1500);
  expect(await writesOf(GOALS)).toEqual([1]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline — showing saved data' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Hopper buy running shoes', exact: true }).getByRole('checkbox')).toBeChecked();
});

test('the manifest and the service worker are served for installing', async ({ page, user: _user }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const fields = await manifest.json();
  expect(fields).toMatchObject({ name: 'Stepwise', short_name: 'Stepwise', start_url: '/dashboard', display: 'standalone', theme_color: '#4f46e5' });
  const icons = fields.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const { src } of icons) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");

  // Not the app's page: the worker leaves it to the server, which answers 404.
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
});

test('Chromium finds the app installable', async ({ baseURL }, testInfo) => {
  // Chromium's own installability check (what Lighthouse's installable-manifest audit reported). Playwright's
  // usual contexts are incognito, where nothing installs: a profile on disk, as a person's browser has.
  const browser = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    expect((await page.request.post('/api/register', { data: { username: newUsername(), password: 'secret-password' } })).status()).toBe(201);
    await page.goto('/dashboard');
    await waitForServiceWorker(page);
    const devtools = await browser.newCDPSession(page);
    expect((await devtools.send('Page.getAppManifest')).errors).toEqual([]);
    expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a visitor reading the landing page downloads no service worker', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration === undefined))).toBe(true);
});

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('a new version waits until the person chooses to reload', async ({ page, user: _user }, testInfo) => {
  await page.goto('/todos');
  await waitForServiceWorker(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // A deploy, as the browser sees one: the registration's worker script is new (here by its address).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=2', { scope: '/' }).then(() => undefined));

  const prompt = page.getByRole('region', { name: 'Update available' });
  await expect(prompt).toBeVisible();
  // Nothing reloads by itself: the page is the same document.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  await expect(page.getByRole('heading', { name: 'Daily Tasks', level: 1 })).toBeVisible();
  await keepScreenshot(page, testInfo, 'update-prompt-1280');
  await expectAccessible(page, { wholeDocument: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'update-prompt-390');

  await prompt.getByRole('button', { name: 'Reload' }).focus();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  // The page came back on the new version. (Its own registration of /sw.js is, to the browser, the next
  // release after `?release=2`, so no check here that the prompt has gone.)
  await expect(page.getByRole('heading', { name: 'Daily Tasks', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/release=2/);
});
