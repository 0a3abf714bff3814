import { afterEach, describe, expect, it, vi } from 'vitest';

const AFTER_RELOAD_KEY = 'stepwise.toastAfterReload';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A page starting with `storage` as its sessionStorage: the store's module is evaluated afresh. */
async function startPage(storage: Storage) {
  vi.stubGlobal('sessionStorage', storage);
  vi.resetModules();
  const store = await import('./toast-store');
  return { store, titles: () => store.currentToasts().map((message) => message.title) };
}

afterEach(() => vi.unstubAllGlobals());

describe('a toast kept for the next page', () => {
  it('is shown by the next page, once', async () => {
    const storage = memoryStorage();
    const first = await startPage(storage);
    first.store.toastAfterReload({ title: 'Logged out successfully' });

    const next = await startPage(storage);
    next.store.showToastFromLastPage();
    next.store.showToastFromLastPage();
    expect(next.titles()).toEqual(['Logged out successfully']);
    expect(storage.getItem(AFTER_RELOAD_KEY)).toBeNull();
  });

  it('is not shown by the page that kept it, even one that leaves before it is drawn', async () => {
    const storage = memoryStorage();
    const leaving = await startPage(storage);
    leaving.store.toastAfterReload({ title: 'Your session ended. Please sign in again.' });
    leaving.store.showToastFromLastPage();
    expect(leaving.titles()).toEqual([]);

    const next = await startPage(storage);
    next.store.showToastFromLastPage();
    expect(next.titles()).toEqual(['Your session ended. Please sign in again.']);
  });

  it('shows the last page’s toast though this page keeps another for the next', async () => {
    const storage = memoryStorage({ [AFTER_RELOAD_KEY]: JSON.stringify({ title: 'Account deleted' }) });
    const page = await startPage(storage);
    page.store.toastAfterReload({ title: 'Your session ended. Please sign in again.' });
    page.store.showToastFromLastPage();
    expect(page.titles()).toEqual(['Account deleted']);
    expect(JSON.parse(storage.getItem(AFTER_RELOAD_KEY) ?? 'null')).toEqual({ title: 'Your session ended. Please sign in again.' });
  });

  it('is nothing when storage is blocked', async () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await startPage(blocked);
    page.store.showToastFromLastPage();
    expect(page.titles()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
