import type { Browser, Page } from '@playwright/test';
import { expect, type TestUser } from './fixtures';

/** The same person signed in on another device: a browser context with its own session. */
export async function secondDevice(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post('/api/login', { data: user })).status()).toBe(200);
  return page;
}

/**
 * Daily Tasks' list as `savedData` shows it saved: the tasks from today on. The dashboard saves today's
 * tasks alone under a key of its own, so a task's title in the saved data doesn't say this list is there.
 */
export const SAVED_DAILY_TASKS = /"queryKey":\["\/api\/todos",\{"dueFrom":"[^"]+"\}\]/;

/** Everything this device keeps for offline use (decision 26), as text: the saved query caches and their owner. */
export function savedData(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('stepwise');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('saved-queries')) return resolve(`${localStorage.getItem('stepwise.savedDataOwner')}`);
          const all = db.transaction('saved-queries').objectStore('saved-queries').getAll();
          all.onsuccess = () => resolve(`${localStorage.getItem('stepwise.savedDataOwner')} ${JSON.stringify(all.result)}`);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
