import { expect, expectAccessible, test } from './fixtures';

for (const path of ['/', '/auth?tab=login', '/auth?tab=register', '/terms-of-service', '/privacy-policy', '/cookie-policy', '/missing-page']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectAccessible(page);
  });
}

test('axe finds nothing serious on the signed-in pages and dialogs', async ({ page, user: _user }) => {
  for (const path of ['/dashboard', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
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
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
});
