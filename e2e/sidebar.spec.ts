import { expect, expectLive, test } from './fixtures';

test('Ctrl+B collapses the sidebar to 60 px and a cookie keeps it for 7 days', async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect((await sidebar.boundingBox())?.width).toBe(240);

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(60);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const sevenDays = 7 * 24 * 60 * 60;
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(sevenDays - 60);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(sevenDays);

  // Collapsed links keep their names for screen readers and still navigate.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Goals' }).click();
  await expect(page).toHaveURL(/\/goals$/);

  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  // The page arrives drawn, collapsed as the cookie says, before the app takes it over and hears its shortcuts.
  await expectLive(page);
  await page.keyboard.press('Meta+b');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
});

test('the sidebar has the donation card and the footer', async ({ page, user }) => {
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('heading', { name: 'Support This Hobby Project' })).toBeVisible();
  const donate = sidebar.getByRole('link', { name: 'Donate' });
  await expect(donate).toHaveAttribute('href', 'https://donate.stepwise.example/');
  await expect(donate).toHaveAttribute('target', '_blank');
  await expect(sidebar.getByText(`Signed in as ${user.username}`)).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Terms' })).toBeVisible();
});

test('on a phone the sidebar is a 280 px sheet that closes after choosing a page', async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sheet = page.getByTestId('sidebar');
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBe(280);
  await sheet.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(sheet).toBeHidden();
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('sidebar')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sidebar')).toBeHidden();
});
