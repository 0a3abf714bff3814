import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, newUsername, test } from './fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function openDataTab(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
}

/** A user with a main goal, a subgoal and a task, made through the API in this page's context. */
async function seedPlans(request: APIRequestContext) {
  const main = await (await request.post('/api/goals', { data: { title: 'Learn Spanish', deadline: inDays(30) } })).json();
  await request.post('/api/goals', { data: { title: 'Learn 500 words', deadline: inDays(10), parentId: main.id } });
  await request.post('/api/todos', { data: { title: 'Practise verbs', dueDate: inDays(0), goalId: main.id } });
}

/** Signs a new, empty account in to this page's context. */
async function registerNewcomer(request: APIRequestContext) {
  const newcomer = { username: newUsername('newcomer'), password: 'another-secret' };
  expect((await request.post('/api/register', { data: newcomer })).status()).toBe(201);
  return newcomer;
}

test('a person exports their data as a dated file', async ({ page, user }) => {
  await seedPlans(page.request);
  await openDataTab(page);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toMatch(/^stepwise-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expectToast(page, 'Export ready');
  const file = JSON.parse(await readFile(await exported.path(), 'utf8'));
  expect(file).toMatchObject({ format: 'stepwise-export', version: 1, account: { username: user.username } });
  expect(file.goals).toHaveLength(2);
  expect(file.todos).toHaveLength(1);
});

test('a person brings an export into a new account, and other files are refused with a reason', async ({ page, user: _user }) => {
  await seedPlans(page.request);
  const exportFile = Buffer.from(await (await page.request.get('/api/account/export')).body());
  await registerNewcomer(page.request);
  await openDataTab(page);
  const fileInput = page.getByLabel('Export file to import');
  const importFailed = page.getByRole('alert').filter({ hasText: 'Import failed' });

  await fileInput.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await expect(importFailed).toContainText('The file is not valid JSON');
  await fileInput.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ tasks: [] })) });
  await expect(importFailed).toContainText('This is not a Stepwise export file');
  await expectAccessible(page);

  const exported = { name: 'stepwise-export.json', mimeType: 'application/json', buffer: exportFile };
  await fileInput.setInputFiles(exported);
  await expectToast(page, 'Import complete', '2 goals, 1 task, 0 daily plans and 0 feelings imported.');
  await expect(importFailed).toBeHidden();

  // Importing again is refused: the account is no longer empty.
  await fileInput.setInputFiles(exported);
  await expect(importFailed).toContainText('Import works only into an empty account');

  await page.goto('/goals');
  await expect(page.getByRole('article', { name: 'Learn Spanish', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Learn 500 words', exact: true })).toBeVisible();
  await page.goto('/todos');
  await expect(page.getByText('Practise verbs')).toBeVisible();
});

test('a person deletes their account after giving the password, and other accounts keep their data', async ({ page, user }) => {
  await seedPlans(page.request);
  const newcomer = await registerNewcomer(page.request);
  await openDataTab(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.post('/api/login', { data: newcomer })).status()).toBe(401);
  // The first account still has its data.
  expect((await page.request.post('/api/login', { data: user })).status()).toBe(200);
  expect(await (await page.request.get('/api/goals')).json()).toHaveLength(2);
});
