import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client project runs in America/New_York: offsets of 300 minutes in January and 240 in July.
const NEW_YORK = { zone: 'America/New_York', offsets: '300,240' };
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date(2026, 11, 7, 9, 30).getTime();

let storage: Map<string, string>;
let idleWork: (() => void)[];

/** A fresh page: the module's memory empty, the device's storage as the test left it. */
async function freshPage() {
  vi.resetModules();
  return import('./time-zone');
}

const keep = (kept: { zone: string; offsets: string; askedAt: number }) => storage.set('stepwise.timeZone', JSON.stringify(kept));
const kept = () => JSON.parse(storage.get('stepwise.timeZone') ?? 'null') as { zone: string; offsets: string; askedAt: number } | null;
const askedTheBrowser = () => vi.spyOn(Intl, 'DateTimeFormat');

beforeEach(() => {
  storage = new Map();
  idleWork = [];
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idleWork.push(work));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browserTimeZone', () => {
  it('asks the browser on a device that never did, and keeps the answer with its offsets', async () => {
    const asked = askedTheBrowser();
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe('America/New_York');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(kept()).toEqual({ ...NEW_YORK, askedAt: NOW });
  });

  it('answers the kept zone without asking while the clock has the same offsets', async () => {
    keep({ zone: 'America/Toronto', offsets: NEW_YORK.offsets, askedAt: NOW - 60_000 });
    const asked = askedTheBrowser();
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe('America/Toronto');
    expect(asked).not.toHaveBeenCalled();
    expect(idleWork).toHaveLength(0);
  });

  it('asks at once when the clock has other offsets than the kept zone had (the device moved)', async () => {
    keep({ zone: 'Europe/Berlin', offsets: '-60,-120', askedAt: NOW - 60_000 });
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe('America/New_York');
    expect(kept()).toEqual({ ...NEW_YORK, askedAt: NOW });
  });

  it('asks again when idle once the kept zone is a day old, and answers the new zone from then on', async () => {
    keep({ zone: 'America/Toronto', offsets: NEW_YORK.offsets, askedAt: NOW - DAY_MS });
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe('America/Toronto');
    expect(browserTimeZone()).toBe('America/Toronto');
    expect(idleWork).toHaveLength(1);
    idleWork[0]!();
    expect(browserTimeZone()).toBe('America/New_York');
    expect(kept()).toEqual({ ...NEW_YORK, askedAt: NOW });
  });

  it('asks when what is kept is not a zone of ours', async () => {
    storage.set('stepwise.timeZone', 'not json');
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe('America/New_York');
    expect(kept()).toEqual({ ...NEW_YORK, askedAt: NOW });
  });

  it('asks once a minute where the browser keeps nothing', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    const asked = askedTheBrowser();
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe('America/New_York');
    expect(browserTimeZone()).toBe('America/New_York');
    expect(asked).toHaveBeenCalledTimes(1);
    vi.setSystemTime(NOW + 60_000);
    expect(browserTimeZone()).toBe('America/New_York');
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
