import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const IMAGE_MARKUP = '<img src=x onerror=alert(1)>';
const SCRIPT_MARKUP = '<script>alert(2)</script>';

/** Goals and tasks whose titles are markup, made through the API; alerts are recorded, never shown. */
async function seedMarkupTitles(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const goal = await (await page.request.post('/api/goals', { data: { title: IMAGE_MARKUP, deadline: inDays(5) } })).json();
  await page.request.post('/api/goals', { data: { title: SCRIPT_MARKUP, deadline: inDays(3), parentId: goal.id } });
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  for (const title of [`Task ${IMAGE_MARKUP}`, `Task ${SCRIPT_MARKUP}`]) {
    const response = await page.request.post('/api/todos', {
      data: { title, description: `About ${IMAGE_MARKUP}`, dueDate: noon.toISOString(), goalId: goal.id },
    });
    expect(response.status()).toBe(201);
  }
  return dialogs;
}

/** Nothing was parsed as markup: no image with that source, no script with that body, no alert. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.locator('script').evaluateAll((scripts) => scripts.some((s) => s.textContent?.includes('alert(')))).toBe(
    false,
  );
  expect(dialogs).toEqual([]);
}

test('goal titles that look like HTML show as plain text on every goal screen and never run', async ({ page, user: _user }) => {
  const dialogs = await seedMarkupTitles(page);
  await page.goto('/goals');
  await expect(page.getByRole('article', { name: SCRIPT_MARKUP, exact: true })).toBeVisible();
  await expect(page.getByText(SCRIPT_MARKUP, { exact: true })).toBeVisible();
  await expect(page.getByText(IMAGE_MARKUP, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, dialogs);
  for (const path of ['/dashboard', '/planning']) {
    await page.goto(path);
    await expect(page.getByText(IMAGE_MARKUP, { exact: true }).first(), path).toBeVisible();
    await expectNothingRan(page, dialogs);
  }
});

test('task titles that look like HTML show as plain text in the task lists and never run', async ({ page, user: _user }) => {
  const dialogs = await seedMarkupTitles(page);
  for (const path of ['/todos', '/plan']) {
    await page.goto(path);
    await expect(page.getByText(`Task ${IMAGE_MARKUP}`, { exact: true }), path).toBeVisible();
    await expect(page.getByText(`Task ${SCRIPT_MARKUP}`, { exact: true }), path).toBeVisible();
    await expectNothingRan(page, dialogs);
  }
});
