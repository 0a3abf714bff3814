import { expect, expectAccessible, test } from './fixtures';

// Each of these is its own layout, so each is checked whole, header and footer included.
for (const path of ['/', '/auth?tab=login', '/auth?tab=register', '/terms-of-service', '/privacy-policy', '/cookie-policy', '/missing-page']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectAccessible(page, { wholeDocument: true });
  });
}

test('axe finds nothing serious in the signed-in shell around the dashboard', async ({ page, user: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectAccessible(page, { wholeDocument: true });
});

test('axe finds nothing serious on the account page and its password dialog', async ({ page, user: _user }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('tabpanel', { name: 'Security' }).getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('axe finds nothing serious in the demo dialogs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Your First Goal' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('the auth form works with the keyboard alone', async ({ page }) => {
  await page.goto('/auth?tab=login');
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Create Account' })).toBeFocused();
  await expect(page).toHaveURL(/tab=register/);
  // The panel shown is named by its tab, and the tab says which panel it controls.
  const panel = page.getByRole('tabpanel', { name: 'Create Account' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? 'no id');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
});
