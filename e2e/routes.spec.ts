import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const PROTECTED = ['/dashboard', '/goals', '/planning', '/plan', '/todos', '/pomodoro', '/profile'];

test('protected pages send a visitor to /auth, remembering the page', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path)}$`));
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }
});

test('a signed-in person reaching /auth goes to the dashboard, and / is their dashboard', async ({ page, user }) => {
  await page.goto('/auth?tab=login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${user.username}`)).toBeVisible();
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
  }
});

test('/ is the landing page for a visitor', async ({ page }) => {
  expect((await page.goto('/'))?.status()).toBe(200);
  await expect(page.getByText('100% Free Forever')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?tab=login');
});

test('an unknown path shows the 404 page, and its answer says 404 too', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

for (const [path, title] of [
  ['/terms-of-service', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy'],
] as const) {
  test(`${title} says what the spec says and leads back home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: May 12, 2025')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Malaysia');
    await expect(page.getByRole('main')).toContainText(/not shared/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

/** How many lines each cell's text takes on screen, by its text. */
const linesOfCells = (cells: Locator) =>
  cells.evaluateAll((elements) =>
    elements.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return { text: cell.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
    }),
  );

test('the cookie table keeps its words whole on a phone, a cookie’s name breaking only after an underscore, with no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cookie-policy');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'stepwise_session' })).toBeVisible();
  const lines = await linesOfCells(table.locator('th, td.font-mono'));
  const mostLines = (text: string | null) => (text === 'How long' ? 2 : (text ?? '').split('_').length);
  expect(lines.every(({ text, lines }) => lines <= mostLines(text)), JSON.stringify(lines)).toBe(true);
  // Copied, a name is still the cookie's name.
  await expect(table.getByRole('cell', { name: 'viewport_width' })).toHaveText('viewport_width');
  const [scrollWidth, clientWidth] = await table.evaluate((element) => [element.parentElement!.scrollWidth, element.parentElement!.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  // With room to spare, a name is not broken at all.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await linesOfCells(table.locator('td.font-mono'))).map(({ lines }) => lines)).toEqual([1, 1, 1, 1]);
});

test('the legal pages give the contact addresses', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('link', { name: 'support@stepwise.example' })).toHaveAttribute(
    'href',
    'mailto:support@stepwise.example',
  );
  await page.goto('/privacy-policy');
  await expect(page.getByRole('link', { name: 'privacy@stepwise.example' }).first()).toBeVisible();
});

test('the app’s icons are served with their types, and a page load asks for nothing that is missing', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => response.status() === 404 && missing.push(response.url()));
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  const links = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').evaluateAll((elements) =>
    elements.map((element) => (element as HTMLLinkElement).href),
  );
  expect(links.map((href) => new URL(href).pathname)).toEqual(['/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const icons = (await manifest.json()).icons.map((icon: { src: string }) => icon.src);
  for (const [path, type] of [
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ...icons.map((src: string) => [src, 'image/png']),
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
  }
  expect(missing).toEqual([]);
});
