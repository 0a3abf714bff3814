import { describe, expect, it } from 'vitest';
import {
  afterFetch,
  afterStale,
  baseVersion,
  hasUnsentChange,
  isOtherPersonsMark,
  markFor,
  mergeFocusLogs,
  periodConfirmedByServer,
  sameSharedTimer,
  sharedTimerOf,
  withDeviceFields,
  type SyncMark,
} from './pomodoro-sync';
import { initialTimerState, reduceTimer } from './pomodoro-timer';

const T0 = Date.parse('2026-11-23T09:00:00Z');
const fresh = initialTimerState(T0);
const running = reduceTimer(fresh, { type: 'start' }, T0).state;
const paused = reduceTimer(running, { type: 'pause' }, T0 + 60_000).state;
const mark = (version: number, changedAt: number, userId = 7): SyncMark => ({ userId, version, changedAt });

describe('the shared part of a timer', () => {
  it('leaves the bell with the device', () => {
    const shared = sharedTimerOf({ ...running, soundEnabled: false });
    expect(shared).not.toHaveProperty('soundEnabled');
    expect(withDeviceFields(shared, { soundEnabled: true })).toEqual({ ...running, soundEnabled: true });
  });

  it('compares timers by what they show, not when they were brought up to date or their bell', () => {
    expect(sameSharedTimer(running, { ...running, lastUpdated: T0 + 5_000, soundEnabled: false })).toBe(true);
    expect(sameSharedTimer(running, sharedTimerOf(running))).toBe(true);
    expect(sameSharedTimer(running, paused)).toBe(false);
    expect(sameSharedTimer(running, { ...running, settings: { ...running.settings, autoStartBreaks: true } })).toBe(false);
    expect(sameSharedTimer(running, { ...running, selectedTaskId: 3 })).toBe(false);
  });
});

describe('marks', () => {
  it('a mark left by someone else counts as none', () => {
    expect(markFor(mark(4, 10, 7), 7)).toEqual(mark(4, 10, 7));
    expect(markFor(mark(4, 10, 7), 8)).toBeNull();
    expect(markFor(null, 8)).toBeNull();
    expect(isOtherPersonsMark(mark(4, 10, 7), 8)).toBe(true);
    expect(isOtherPersonsMark(mark(4, 10, 7), 7)).toBe(false);
    expect(isOtherPersonsMark(null, 7)).toBe(false);
  });

  it('a change is unsent until the mark names it; an untouched copy is never sent', () => {
    expect(hasUnsentChange(0, null)).toBe(false);
    expect(hasUnsentChange(0, mark(3, 0))).toBe(false);
    expect(hasUnsentChange(T0, null)).toBe(true);
    expect(hasUnsentChange(T0, mark(3, T0 - 1))).toBe(true);
    expect(hasUnsentChange(T0, mark(3, T0))).toBe(false);
  });

  it('a change goes on the marked version, or 0 when none is known', () => {
    expect(baseVersion(null)).toBe(0);
    expect(baseVersion(mark(5, T0))).toBe(5);
  });
});

describe('afterFetch', () => {
  const server = (state: typeof running | null, version: number) => ({ state: state && sharedTimerOf(state), version });

  it('keeps the copy the server already holds', () => {
    expect(afterFetch(mark(3, T0), server(running, 3))).toEqual({ kind: 'keep' });
    expect(afterFetch(null, server(null, 0))).toEqual({ kind: 'keep' });
  });

  it('adopts a timer changed on another device, newer or not, once its version differs', () => {
    expect(afterFetch(mark(3, T0), server(paused, 4))).toEqual({ kind: 'adopt', state: sharedTimerOf(paused), version: 4 });
    expect(afterFetch(null, server(paused, 1))).toEqual({ kind: 'adopt', state: sharedTimerOf(paused), version: 1 });
    // A server rebuilt from an older backup holds an older version: it is still the truth.
    expect(afterFetch(mark(9, T0), server(paused, 2))).toEqual({ kind: 'adopt', state: sharedTimerOf(paused), version: 2 });
  });

  it('forgets the mark when the server holds no timer at all', () => {
    expect(afterFetch(mark(3, T0), server(null, 0))).toEqual({ kind: 'unmark' });
  });

  it('keeps the copy when the stored timer can no longer be read', () => {
    expect(afterFetch(mark(3, T0), server(null, 4))).toEqual({ kind: 'keep' });
  });
});

describe('afterStale', () => {
  it('adopts the other device’s timer: the person’s own change is lost', () => {
    expect(afterStale(sharedTimerOf(paused), { state: sharedTimerOf(running), version: 6 })).toEqual({
      kind: 'adopt',
      state: sharedTimerOf(running),
      version: 6,
    });
  });

  it('takes only the version when the server already holds the very same timer', () => {
    const sentLater = { ...sharedTimerOf(paused), lastUpdated: T0 + 99_000 };
    expect(afterStale(sentLater, { state: sharedTimerOf(paused), version: 6 })).toEqual({ kind: 'same', version: 6 });
  });

  it('sends again when the server holds nothing to lose', () => {
    expect(afterStale(sharedTimerOf(paused), { state: null, version: 0 })).toEqual({ kind: 'retry', version: 0 });
    expect(afterStale(sharedTimerOf(paused), { state: null, version: 3 })).toEqual({ kind: 'retry', version: 3 });
  });
});

describe('mergeFocusLogs', () => {
  const log = (date: string, completed: number, byTask: Record<string, number> = {}) => ({ date, completed, byTask });

  it('never lets a day’s counts go down', () => {
    expect(mergeFocusLogs(log('2026-11-23', 3, { 1: 2, 2: 1 }), log('2026-11-23', 2, { 1: 1, 3: 1 }))).toEqual(
      log('2026-11-23', 3, { 1: 2, 2: 1, 3: 1 }),
    );
    expect(mergeFocusLogs(log('2026-11-23', 2), log('2026-11-23', 4))).toEqual(log('2026-11-23', 4));
  });

  it('answers the incoming log itself when it holds every count already', () => {
    const incoming = log('2026-11-23', 3, { 1: 2 });
    expect(mergeFocusLogs(log('2026-11-23', 3, { 1: 1 }), incoming)).toBe(incoming);
    expect(mergeFocusLogs(log('2026-11-23', 3, { 2: 1 }), incoming)).not.toBe(incoming);
  });

  it('takes the later day’s log, and whichever exists', () => {
    expect(mergeFocusLogs(log('2026-11-22', 5), log('2026-11-23', 1))).toEqual(log('2026-11-23', 1));
    expect(mergeFocusLogs(log('2026-11-23', 1), log('2026-11-22', 5))).toEqual(log('2026-11-23', 1));
    expect(mergeFocusLogs(null, log('2026-11-23', 1))).toEqual(log('2026-11-23', 1));
    expect(mergeFocusLogs(log('2026-11-23', 1), null)).toEqual(log('2026-11-23', 1));
    expect(mergeFocusLogs(null, null)).toBeNull();
  });
});

describe('periodConfirmedByServer', () => {
  const focusEnd = { finished: 'pomodoro' as const, next: 'shortBreak' as const, at: T0 + 1_500_000 };
  const after = T0 + 1_501_000;

  it('counts the period when the server holds this copy’s version, or nothing', () => {
    expect(periodConfirmedByServer(mark(3, T0), { state: sharedTimerOf(paused), version: 3 }, focusEnd, after)).toBe(true);
    expect(periodConfirmedByServer(null, { state: null, version: 0 }, focusEnd, after)).toBe(true);
  });

  it('counts it when another device’s newer timer ends the same period', () => {
    const otherTaskSelected = reduceTimer(running, { type: 'selectTask', taskId: 4 }, T0 + 60_000).state;
    expect(periodConfirmedByServer(mark(3, T0), { state: sharedTimerOf(otherTaskSelected), version: 4 }, focusEnd, after)).toBe(true);
  });

  it('does not count it when another device paused or changed the period meanwhile', () => {
    expect(periodConfirmedByServer(mark(3, T0), { state: sharedTimerOf(paused), version: 4 }, focusEnd, after)).toBe(false);
    const onBreak = reduceTimer(running, { type: 'changeMode', mode: 'shortBreak' }, T0 + 60_000).state;
    expect(periodConfirmedByServer(mark(3, T0), { state: sharedTimerOf(onBreak), version: 4 }, focusEnd, after)).toBe(false);
  });
});
