// Two tabs and two devices of one person: nobody's work is silently overwritten, and every tab shows the same truth.
import type { APIRequestContext, Page } from '@playwright/test';
import { secondDevice } from './devices';
import { expect, expectAccessible, expectToast, test } from './fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function created<T>(request: APIRequestContext, url: string, data: Record<string, unknown>): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as T;
}


const goalCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const taskRow = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

async function localDate(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

test('a goal edited on two devices keeps both people’s changes to different fields', async ({ page, browser, user }) => {
  const goal = await created<{ id: number }>(page.request, '/api/goals', {
    title: 'Run a half marathon 🏃',
    description: 'Spring race',
    deadline: inDays(90),
  });
  const phone = await secondDevice(browser, user);
  await page.goto('/goals');
  await phone.goto('/goals');

  // The laptop opens Edit; meanwhile the phone renames the goal and sets its progress.
  await page.getByRole('button', { name: 'Edit Run a half marathon 🏃' }).click();
  const laptopForm = page.getByRole('dialog', { name: 'Edit Goal' });
  await phone.getByRole('button', { name: 'Edit Run a half marathon 🏃' }).click();
  const phoneForm = phone.getByRole('dialog', { name: 'Edit Goal' });
  await phoneForm.getByLabel('Title').fill('Run the Berlin half marathon');
  await phoneForm.getByLabel('Progress (%)').fill('50');
  await phoneForm.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(phone, 'Goal updated successfully');

  // The laptop changes only the description: it goes through on top of the phone's changes.
  await laptopForm.getByLabel('Description (optional)').fill('Spring race, under 2 hours — שלום');
  await laptopForm.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Goal updated successfully');
  await expect(goalCard(page, 'Run the Berlin half marathon')).toBeVisible();
  const stored = await (await page.request.get('/api/goals')).json();
  expect(stored).toEqual([
    expect.objectContaining({ id: goal.id, title: 'Run the Berlin half marathon', progress: 50, description: 'Spring race, under 2 hours — שלום' }),
  ]);
  await phone.context().close();
});

test('a goal renamed on two devices asks the second with both titles and keeps the choice', async ({ page, browser, user }) => {
  await created(page.request, '/api/goals', { title: 'Run the Berlin half marathon', deadline: inDays(90), progress: 50 });
  const phone = await secondDevice(browser, user);
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Edit Run the Berlin half marathon' }).click();

  const renamed = await phone.request.get('/api/goals').then((response) => response.json());
  expect((await phone.request.patch(`/api/goals/${renamed[0].id}`, { data: { title: 'Half marathon in Berlin', version: 1 } })).status()).toBe(200);

  const laptopForm = page.getByRole('dialog', { name: 'Edit Goal' });
  await laptopForm.getByLabel('Title').fill('Berlin half marathon, April');
  await laptopForm.getByRole('button', { name: 'Save Changes' }).click();
  const clash = page.getByRole('alertdialog', { name: 'This goal was changed on another device' });
  await expect(clash).toContainText('Yours: Berlin half marathon, April');
  await expect(clash).toContainText('Other version: Half marathon in Berlin');
  await expectAccessible(page);
  await clash.getByRole('button', { name: 'Use mine' }).click();
  await expectToast(page, 'Goal updated successfully');
  await expect(goalCard(page, 'Berlin half marathon, April')).toBeVisible();
  expect((await (await phone.request.get('/api/goals')).json())[0]).toMatchObject({ title: 'Berlin half marathon, April', progress: 50, version: 3 });
  await phone.context().close();
});

test('a task ticked in one tab shows ticked in the other without a reload', async ({ page, user: _user }) => {
  const goal = await created<{ id: number }>(page.request, '/api/goals', { title: 'Learn Spanish', deadline: inDays(30) });
  await created(page.request, '/api/todos', { title: 'Practise verbs', dueDate: inDays(0), goalId: goal.id });
  const otherTab = await page.context().newPage();
  await page.goto('/todos');
  await otherTab.goto('/todos');
  await expect(taskRow(page, 'Practise verbs').getByRole('checkbox')).not.toBeChecked();

  await otherTab.getByRole('listitem', { name: 'Practise verbs', exact: true }).getByRole('checkbox').click();
  await expect(taskRow(page, 'Practise verbs').getByRole('checkbox')).toBeChecked();
  await otherTab.close();
});

test('notes typed in two tabs at once keep every word of both, and say so', async ({ page, user: _user }) => {
  const otherTab = await page.context().newPage();
  await page.goto('/plan');
  await otherTab.goto('/plan');
  const notes = page.getByLabel('Notes for today');
  const otherNotes = otherTab.getByLabel('Notes for today');
  await expect(page.getByTestId('notes-status')).toHaveText('All changes saved');
  await expect(otherTab.getByTestId('notes-status')).toHaveText('All changes saved');

  // Both start typing on the empty day; the other tab saves first.
  await notes.fill('Morning: deep work on the thesis');
  await otherNotes.fill('Call the physio at 12:30 📞');
  await otherTab.getByRole('button', { name: 'Save Now' }).click();
  await expectToast(otherTab, 'Plan saved');
  await page.getByRole('button', { name: 'Save Now' }).click();
  await expectToast(page, 'Plan saved');

  const notice = page.getByRole('alert').filter({ hasText: 'These notes were also changed in another tab or on another device.' });
  await expect(notice).toBeVisible();
  await expect(notes).toHaveValue(/Morning: deep work on the thesis[\s\S]*Call the physio at 12:30 📞/);
  const date = await localDate(page);
  const stored = (await (await page.request.get(`/api/daily-plans?date=${date}`)).json()) as { notes: string };
  expect(stored.notes).toContain('Morning: deep work on the thesis');
  expect(stored.notes).toContain('Call the physio at 12:30 📞');
  await expectAccessible(page);

  // The other tab, with nothing unsaved, shows the merged notes without a reload.
  await expect(otherNotes).toHaveValue(stored.notes);
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await otherTab.close();
});
