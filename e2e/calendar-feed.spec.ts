import type { APIRequestContext, Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { expect, expectAccessible, expectNoSidewaysScroll, expectToast, test } from './fixtures';

/** Local noon of today: the due date the app gives a task of today. */
function todayAtNoon(): string {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  return noon.toISOString();
}

async function openIntegrations(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
}

/** The feed's events, fetched as a calendar app does: a fresh context, no cookie. */
async function feedEvents(anonymous: APIRequestContext, url: string): Promise<VEvent[]> {
  const response = await anonymous.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  return Object.values(ical.sync.parseICS(await response.text())).filter((component): component is VEvent => component?.type === 'VEVENT');
}

test('a calendar link made in Account › Integrations shows the person’s tasks to a calendar app without a cookie', async ({
  page,
  user: _user,
  playwright,
  context,
}, testInfo) => {
  const title = 'Dentist, 3rd floor; bring the card 🦷';
  expect((await page.request.post('/api/todos', { data: { title, dueDate: todayAtNoon(), plannedTime: '09:30', pomodoros: 2 } })).status()).toBe(201);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openIntegrations(page);
  await expect(page.getByText('See your tasks and goal deadlines in Google Calendar')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create calendar link' }).click();
  const field = page.getByLabel('Your calendar link');
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByText('Copy this link now: for your privacy Stepwise keeps only a fingerprint of it.')).toBeVisible();
  await expect(page.getByText(/^Your calendar link is active since/)).toBeVisible();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectAccessible(page);

  await page.screenshot({ path: testInfo.outputPath('calendar-link-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('calendar-link-390.png'), fullPage: true });

  const anonymous = await playwright.request.newContext();
  try {
    const event = (await feedEvents(anonymous, url)).find((candidate) => candidate.summary === title);
    expect(event, 'the task in the feed').toBeDefined();
    expect(new Date(event!.start).getHours()).toBe(9);
    expect(new Date(event!.end!).getTime() - new Date(event!.start).getTime()).toBe(2 * 25 * 60_000);
  } finally {
    await anonymous.dispose();
  }

  // The link is shown once: after a reload only its state is.
  await page.reload();
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByText(/^Your calendar link is active since/)).toBeVisible();
  await expect(page.getByLabel('Your calendar link')).toHaveCount(0);
});

test('the calendar link is made, replaced and turned off with the keyboard, and each old link stops working', async ({
  page,
  user: _user,
  playwright,
}, testInfo) => {
  await openIntegrations(page);
  // A person tabs to the button once it is drawn: while the link's state loads, a skeleton stands in its place.
  const createButton = page.getByRole('button', { name: 'Create calendar link' });
  await expect(createButton).toBeVisible();
  await page.getByRole('tab', { name: 'Integrations' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(createButton).toBeFocused();
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Your calendar link');
  await expect(field).toBeFocused();
  const first = await field.inputValue();

  // Copy link, then Create a new link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create a new link' })).toBeFocused();
  await page.keyboard.press('Enter');
  const replace = page.getByRole('alertdialog', { name: 'Create a new calendar link?' });
  await expect(replace.getByText('The link you use now stops working at once.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-link-replace-1280.png') });
  await page.keyboard.press('Tab');
  await expect(replace.getByRole('button', { name: 'Create new link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(replace).toBeHidden();
  await expect(field).not.toHaveValue(first);
  await expect(field).toBeFocused();
  const second = await field.inputValue();

  const anonymous = await playwright.request.newContext();
  try {
    expect((await anonymous.get(first)).status()).toBe(404);
    expect((await anonymous.get(second)).status()).toBe(200);

    await page.getByRole('button', { name: 'Turn off' }).focus();
    await page.keyboard.press('Enter');
    const turnOff = page.getByRole('alertdialog', { name: 'Turn off the calendar feed?' });
    await expect(turnOff.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(turnOff).toBeHidden();
    await expectToast(page, 'Calendar feed turned off');
    await expect(page.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
    await expect(page.getByLabel('Your calendar link')).toHaveCount(0);
    // Focus stays in the card, never on <body>.
    await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeFocused();

    const revoked = await anonymous.get(second);
    expect(revoked.status()).toBe(404);
    expect(await revoked.json()).toEqual({ message: 'Calendar feed not found' });
  } finally {
    await anonymous.dispose();
  }
});

test('a failure to make the link says so in the card', async ({ page, user: _user }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/api/calendar-feed', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable, please try again shortly' }) })
      : route.fallback(),
  );
  await openIntegrations(page);
  await page.getByRole('button', { name: 'Create calendar link' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Could not create the calendar link' });
  await expect(alert).toContainText('Database unavailable, please try again shortly');
  await expect(page.getByLabel('Your calendar link')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-link-failed-390.png'), fullPage: true });
});
