import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_MEMORY_MS,
  chooseChunkRecovery,
  createChunkRecovery,
  isChunkLoadError,
  parseReloadMemory,
} from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://stepwise.example/assets/goals-page-C9z9.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://stepwise.example/assets/goals-page.js'),
    new Error('Unable to preload CSS for /assets/index-abc.css'),
    new Error('Loading chunk 42 failed.'),
    new Error('Loading CSS chunk goals-page failed.'),
    Object.assign(new Error('anything'), { name: 'ChunkLoadError' }),
    { name: 'TypeError', message: 'Failed to fetch dynamically imported module: /x.js' },
  ])('knows a chunk that failed to load: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    new Error('Failed to fetch'),
    new Error('500: Internal error'),
    'Failed to fetch dynamically imported module',
    null,
    undefined,
    42,
  ])('leaves other errors to the generic card: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('chooseChunkRecovery', () => {
  const now = 1_750_000_000_000;

  it('reloads when the page has not reloaded for this before', () => {
    expect(chooseChunkRecovery(null, now)).toBe('reload');
  });

  it('shows the update card when a reload just happened', () => {
    expect(chooseChunkRecovery(now - 2_000, now)).toBe('show-update-card');
    expect(chooseChunkRecovery(now - CHUNK_RELOAD_MEMORY_MS + 1, now)).toBe('show-update-card');
  });

  it('reloads again for a failure long after the last reload (a newer deploy)', () => {
    expect(chooseChunkRecovery(now - CHUNK_RELOAD_MEMORY_MS, now)).toBe('reload');
    expect(chooseChunkRecovery(now - 3_600_000, now)).toBe('reload');
  });

  it('reloads when the clock went back, since the reload writes the new time', () => {
    expect(chooseChunkRecovery(now + 3_600_000, now)).toBe('reload');
  });
});

describe('parseReloadMemory', () => {
  it('reads a stored time and ignores anything else', () => {
    expect(parseReloadMemory('1750000000000')).toBe(1_750_000_000_000);
    expect(parseReloadMemory(null)).toBeNull();
    expect(parseReloadMemory('soon')).toBeNull();
  });
});

function fakeTab(start = 1_750_000_000_000) {
  const stored = new Map<string, string>();
  const tab = { time: start, reloads: 0, stored };
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  /** A new page load in the same tab: the memory stays, the page's own state starts afresh. */
  const load = () => createChunkRecovery({ storage: () => storage, reload: () => void tab.reloads++, now: () => tab.time });
  return { tab, load };
}

describe('createChunkRecovery', () => {
  it('reloads once, and after the reload shows the update card instead of reloading again', () => {
    const { tab, load } = fakeTab();
    const firstPage = load();
    expect(firstPage()).toBe('reloading');
    expect(tab.reloads).toBe(1);
    expect(tab.stored.get(CHUNK_RELOAD_KEY)).toBe(String(tab.time));

    tab.time += 3_000;
    const reloadedPage = load();
    expect(reloadedPage()).toBe('show-update-card');
    expect(tab.reloads).toBe(1);
  });

  it('answers every failure on a page that is already reloading without reloading twice', () => {
    const { tab, load } = fakeTab();
    const page = load();
    expect(page()).toBe('reloading');
    expect(page()).toBe('reloading');
    expect(tab.reloads).toBe(1);
  });

  it('reloads again for a failure after the memory has passed', () => {
    const { tab, load } = fakeTab();
    load()();
    tab.time += CHUNK_RELOAD_MEMORY_MS + 1;
    expect(load()()).toBe('reloading');
    expect(tab.reloads).toBe(2);
  });

  it('does not reload when it cannot remember doing so (storage refused)', () => {
    let reloads = 0;
    const recover = createChunkRecovery({
      storage: () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      }),
      reload: () => void reloads++,
      now: () => 0,
    });
    expect(recover()).toBe('show-update-card');
    expect(reloads).toBe(0);
  });
});
