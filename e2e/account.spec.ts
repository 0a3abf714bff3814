import { expect, expectToast, test } from './fixtures';

test('changing the password checks every field, then the new password signs in', async ({ page, user }) => {
  await page.goto('/profile');
  await expect(page.getByTestId('profile-username')).toHaveText(user.username);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByText('Password must be at least 6 characters long.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Current password must be at least 6 characters.')).toBeVisible();
  await expect(dialog.getByText('New password must be at least 6 characters.')).toBeVisible();
  await expect(dialog.getByText('Confirm password must be at least 6 characters.')).toBeVisible();

  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await dialog.getByLabel('Confirm new password').fill('brand-new-passwork');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText("New passwords don't match")).toBeVisible();

  await dialog.getByLabel('Current password').fill('wrong-password');
  await dialog.getByLabel('Confirm new password').fill('brand-new-password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Error', 'Current password is incorrect');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed', 'Your password has been changed successfully.');
  await expect(dialog).toBeHidden();

  // The form starts empty when it opens again.
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog').getByLabel('Current password')).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a gateway failure while changing the password says so in the app’s words, not the gateway’s', async ({ page, user }) => {
  await page.route('**/api/user/change-password', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  );
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await dialog.getByLabel('Confirm new password').fill('brand-new-password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Error', 'Failed to change password');
  await expect(page.getByText(/502|Bad Gateway/)).toHaveCount(0);
  await expect(dialog).toBeVisible();
});
