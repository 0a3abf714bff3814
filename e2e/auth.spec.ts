import { expect, expectToast, newUsername, test } from './fixtures';

test('a new person registers with the keyboard and lands on the dashboard', async ({ page }) => {
  const username = newUsername('alice');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');

  // Typed with the keyboard and sent with Enter, as a person would.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Registration successful', `Welcome, ${username}!`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('the sidebar leads to every signed-in page and marks the one the person is on', async ({ page, user: _user }) => {
  await page.goto('/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  for (const [label, heading, url] of [
    ['Goals', 'Goals', '/goals'],
    ['Planning', 'Goal Planning', '/planning'],
    ['Daily Plan', 'Daily Plan', '/plan'],
    ['Daily Tasks', 'Daily Tasks', '/todos'],
    ['Pomodoro', 'Pomodoro', '/pomodoro'],
    ['Account', 'Account', '/profile'],
    ['Dashboard', 'Dashboard', '/'],
  ] as const) {
    await navigation.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(navigation.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
});

test('logging out loads the sign-in page afresh, says so, and closes the signed-in pages', async ({ page, user: _user }) => {
  await page.goto('/goals');
  await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
  // Anything kept in the page's memory is gone only after a full page load.
  await page.evaluate(() => Object.assign(window, { leftOverFromTheSignedInPage: true }));

  await page.getByRole('button', { name: 'Log out' }).click();
  await expectToast(page, 'Logged out successfully');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => 'leftOverFromTheSignedInPage' in window)).toBe(false);
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});

test('a person signs in with the form and is welcomed back', async ({ page, user }) => {
  await page.request.post('/api/logout');
  await page.goto('/auth?tab=login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Login successful', `Welcome back, ${user.username}!`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a wrong password shows one alert in plain words, no status code and no toast, and keeps what was typed', async ({ page, user }) => {
  await page.request.post('/api/logout');
  await page.goto('/auth?tab=login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await expect(alert).toHaveText('Sign-in failedInvalid username or password');
  await expect(page.getByText('Invalid username or password')).toHaveCount(1);
  await expect(page.getByText(/401/)).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
});

test('registering a taken username shows the server’s message once', async ({ page, user }) => {
  await page.request.post('/api/logout');
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toHaveText('Registration failedUsername already exists');
  await expect(page.getByText('Username already exists')).toHaveCount(1);
});

test('a username with an invisible character or a line break is refused before anything is sent', async ({ page }) => {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill('ann\u200Bie');
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username cannot contain line breaks, invisible or control characters')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
});

test('the auth forms give the spec’s messages before sending anything', async ({ page }) => {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
});

test('the tabs follow the address and the address follows the tabs', async ({ page }) => {
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});
