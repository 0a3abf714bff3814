import { describe, expect, it } from 'vitest';
import {
  AUTO_START_DELAY_MS,
  DEFAULT_TIMER_SETTINGS,
  formatTimerClock,
  initialTimerState,
  isFocusPartWay,
  isTimerSessionInProgress,
  nextMode,
  reduceTimer,
  secondsLeft,
  timerDocumentTitle,
  type TimerEvent,
  type TimerSettings,
  type TimerState,
} from './pomodoro-timer';

const T0 = Date.parse('2026-11-22T09:00:00Z');
const s = (seconds: number) => seconds * 1000;

/** Applies events at given moments, like a fake clock driving the real reducer. */
function run(state: TimerState, steps: [at: number, event: TimerEvent][]) {
  let current = state;
  const completed = [];
  for (const [at, event] of steps) {
    const result = reduceTimer(current, event, at);
    current = result.state;
    completed.push(...result.completed);
  }
  return { state: current, completed };
}

const settings = (overrides: Partial<TimerSettings>): TimerSettings => ({ ...DEFAULT_TIMER_SETTINGS, ...overrides });

describe('a new timer', () => {
  it('starts in focus mode, stopped, at 25:00, with sound on', () => {
    const state = initialTimerState(T0);
    expect(state).toMatchObject({ activeMode: 'pomodoro', isActive: false, currentSession: 0, totalCompleted: 0, soundEnabled: true });
    expect(secondsLeft(state, T0 + s(999))).toBe(1500);
  });
});

describe('start and pause', () => {
  it('counts down from the clock, not from ticks', () => {
    const { state } = run(initialTimerState(T0), [[T0, { type: 'start' }]]);
    expect(state.endsAt).toBe(T0 + s(1500));
    expect(secondsLeft(state, T0 + s(1))).toBe(1499);
    // A throttled background tab that ticks late still reads the exact time.
    expect(secondsLeft(state, T0 + s(61.3))).toBe(1439);
    expect(secondsLeft(state, T0 + s(1499.2))).toBe(1);
  });

  it('ignores a second start', () => {
    const { state } = run(initialTimerState(T0), [
      [T0, { type: 'start' }],
      [T0 + s(10), { type: 'start' }],
    ]);
    expect(state.endsAt).toBe(T0 + s(1500));
  });

  it('keeps the time left while paused and continues from it', () => {
    const { state } = run(initialTimerState(T0), [
      [T0, { type: 'start' }],
      [T0 + s(100), { type: 'pause' }],
      [T0 + s(500), { type: 'tick' }],
    ]);
    expect(state.isActive).toBe(false);
    expect(secondsLeft(state, T0 + s(900))).toBe(1400);
    const resumed = reduceTimer(state, { type: 'start' }, T0 + s(1000)).state;
    expect(resumed.endsAt).toBe(T0 + s(1000) + s(1400));
  });
});

describe('finishing periods', () => {
  it('after focus: counts the session and pauses on a short break (auto-start off)', () => {
    const { state, completed } = run(initialTimerState(T0), [
      [T0, { type: 'start' }],
      [T0 + s(1500), { type: 'tick' }],
    ]);
    expect(completed).toEqual([{ finished: 'pomodoro', next: 'shortBreak', at: T0 + s(1500) }]);
    expect(state).toMatchObject({ activeMode: 'shortBreak', isActive: false, currentSession: 1, totalCompleted: 1, autoStartAt: null });
    expect(secondsLeft(state, T0 + s(2000))).toBe(300);
  });

  it('after a break: back to focus without counting', () => {
    const afterFocus = run(initialTimerState(T0), [
      [T0, { type: 'start' }],
      [T0 + s(1500), { type: 'tick' }],
    ]).state;
    const { state, completed } = run(afterFocus, [
      [T0 + s(1600), { type: 'start' }],
      [T0 + s(1900), { type: 'tick' }],
    ]);
    expect(completed).toEqual([{ finished: 'shortBreak', next: 'pomodoro', at: T0 + s(1900) }]);
    expect(state).toMatchObject({ activeMode: 'pomodoro', isActive: false, currentSession: 1, totalCompleted: 1 });
  });

  it('takes a long break after every fourth focus session, and after every second with an interval of 2', () => {
    expect([1, 2, 3, 4, 5, 8].map((n) => nextMode('pomodoro', n, DEFAULT_TIMER_SETTINGS))).toEqual([
      'shortBreak',
      'shortBreak',
      'shortBreak',
      'longBreak',
      'shortBreak',
      'longBreak',
    ]);
    expect(nextMode('pomodoro', 2, settings({ longBreakInterval: 2 }))).toBe('longBreak');
    expect(nextMode('longBreak', 4, DEFAULT_TIMER_SETTINGS)).toBe('pomodoro');

    let state = initialTimerState(T0, settings({ autoStartBreaks: true, autoStartPomodoros: true }));
    state = run(state, [[T0, { type: 'start' }]]).state;
    // Four focus sessions with three short breaks between them, all auto-started: 4×25 + 3×5 minutes + 7 half-second gaps.
    const { state: later, completed } = run(state, [[T0 + s(4 * 1500 + 3 * 300) + 7 * AUTO_START_DELAY_MS, { type: 'tick' }]]);
    expect(completed.map((c) => c.next)).toEqual(['shortBreak', 'pomodoro', 'shortBreak', 'pomodoro', 'shortBreak', 'pomodoro', 'longBreak']);
    expect(later).toMatchObject({ activeMode: 'longBreak', currentSession: 4, totalCompleted: 4 });
  });

  it('auto-starts a break 500 ms after focus ends, timed from the end, not from when it was noticed', () => {
    let state = initialTimerState(T0, settings({ autoStartBreaks: true }));
    state = run(state, [
      [T0, { type: 'start' }],
      [T0 + s(1500), { type: 'tick' }],
    ]).state;
    expect(state).toMatchObject({ activeMode: 'shortBreak', isActive: false, autoStartAt: T0 + s(1500) + 500 });
    expect(reduceTimer(state, { type: 'tick' }, T0 + s(1500) + 499).state.isActive).toBe(false);
    const started = reduceTimer(state, { type: 'tick' }, T0 + s(1500) + 500).state;
    expect(started).toMatchObject({ isActive: true, endsAt: T0 + s(1800) + 500 });
    // Noticed 10 s late (a sleeping tab): the break still ends on time.
    const late = reduceTimer(state, { type: 'tick' }, T0 + s(1510)).state;
    expect(late.endsAt).toBe(T0 + s(1800) + 500);
  });

  it('auto-starts focus after a break only when that setting is on', () => {
    const base = initialTimerState(T0, settings({ autoStartBreaks: true }));
    const breakOver = run(base, [[T0, { type: 'start' }]]);
    const { state } = run(breakOver.state, [[T0 + s(1800) + 500, { type: 'tick' }]]);
    expect(state).toMatchObject({ activeMode: 'pomodoro', isActive: false, autoStartAt: null });
    const withBoth = run(initialTimerState(T0, settings({ autoStartBreaks: true, autoStartPomodoros: true })), [
      [T0, { type: 'start' }],
      [T0 + s(1800) + 1000, { type: 'tick' }],
    ]).state;
    expect(withBoth).toMatchObject({ activeMode: 'pomodoro', isActive: true, endsAt: T0 + s(1800) + 1000 + s(1500) });
  });

  it('catches up after a reload: the elapsed time is subtracted, never below zero', () => {
    const running = run(initialTimerState(T0), [[T0, { type: 'start' }]]).state;
    // The stored state, read back after the page was closed for an hour.
    const stored = JSON.parse(JSON.stringify(running)) as TimerState;
    expect(secondsLeft(stored, T0 + s(600))).toBe(900);
    expect(secondsLeft(stored, T0 + s(3600))).toBe(0);
    const { state, completed } = reduceTimer(stored, { type: 'tick' }, T0 + s(3600));
    expect(completed).toEqual([{ finished: 'pomodoro', next: 'shortBreak', at: T0 + s(1500) }]);
    expect(state).toMatchObject({ activeMode: 'shortBreak', isActive: false, totalCompleted: 1 });
  });
});

describe('controls', () => {
  const runningFocus = () =>
    run(initialTimerState(T0), [
      [T0, { type: 'start' }],
      [T0 + s(200), { type: 'tick' }],
    ]).state;

  it('reset restores the full time of the current mode and pauses', () => {
    const state = reduceTimer(runningFocus(), { type: 'reset' }, T0 + s(300)).state;
    expect(state).toMatchObject({ activeMode: 'pomodoro', isActive: false });
    expect(secondsLeft(state, T0 + s(300))).toBe(1500);
  });

  it('changing mode resets the time to that mode’s length', () => {
    const state = reduceTimer(runningFocus(), { type: 'changeMode', mode: 'longBreak' }, T0 + s(300)).state;
    expect(state).toMatchObject({ activeMode: 'longBreak', isActive: false });
    expect(secondsLeft(state, T0 + s(300))).toBe(900);
  });

  it('skips to the break the next session would get without counting it, and back to focus, keeping it running', () => {
    const toBreak = reduceTimer(runningFocus(), { type: 'skip' }, T0 + s(300)).state;
    expect(toBreak).toMatchObject({ activeMode: 'shortBreak', isActive: true, endsAt: T0 + s(600), totalCompleted: 0, currentSession: 0 });
    const toFocus = reduceTimer(toBreak, { type: 'skip' }, T0 + s(400)).state;
    expect(toFocus).toMatchObject({ activeMode: 'pomodoro', isActive: true, endsAt: T0 + s(1900) });
    const stopped = reduceTimer(initialTimerState(T0, settings({ longBreakInterval: 1 })), { type: 'skip' }, T0).state;
    expect(stopped).toMatchObject({ activeMode: 'longBreak', isActive: false });
  });

  it('new settings while stopped reset the time; while running the period keeps its end', () => {
    const stopped = reduceTimer(initialTimerState(T0), { type: 'updateSettings', settings: settings({ pomodoroMinutes: 50 }) }, T0).state;
    expect(secondsLeft(stopped, T0)).toBe(3000);
    const running = reduceTimer(runningFocus(), { type: 'updateSettings', settings: settings({ shortBreakMinutes: 10 }) }, T0 + s(300)).state;
    expect(running.endsAt).toBe(T0 + s(1500));
    const after = reduceTimer(running, { type: 'tick' }, T0 + s(1500)).state;
    expect(secondsLeft(after, T0 + s(1500))).toBe(600);
  });

  it('saving settings that leave the period’s length alone keeps a paused period’s time left', () => {
    const pausedPartWay = reduceTimer(runningFocus(), { type: 'pause' }, T0 + s(300)).state;
    expect(secondsLeft(pausedPartWay, T0 + s(300))).toBe(1200);
    for (const changed of [settings({ autoStartBreaks: true }), settings({ shortBreakMinutes: 10 }), settings({})]) {
      const saved = reduceTimer(pausedPartWay, { type: 'updateSettings', settings: changed }, T0 + s(400)).state;
      expect(saved).toMatchObject({ isActive: false, pausedSecondsLeft: 1200, settings: changed });
    }
    const longer = reduceTimer(pausedPartWay, { type: 'updateSettings', settings: settings({ pomodoroMinutes: 30 }) }, T0 + s(400)).state;
    expect(longer.pausedSecondsLeft).toBe(1800);
  });

  it('saving settings keeps a running period’s end and a waiting auto-start', () => {
    const running = reduceTimer(runningFocus(), { type: 'updateSettings', settings: settings({ pomodoroMinutes: 50 }) }, T0 + s(300)).state;
    expect(running).toMatchObject({ isActive: true, endsAt: T0 + s(1500) });
    const autoBreaks = settings({ pomodoroMinutes: 1, autoStartBreaks: true });
    const waiting = run(initialTimerState(T0, autoBreaks), [
      [T0, { type: 'start' }],
      [T0 + s(60.1), { type: 'tick' }],
    ]).state;
    const saved = reduceTimer(waiting, { type: 'updateSettings', settings: { ...autoBreaks, autoStartPomodoros: true } }, T0 + s(60.2)).state;
    expect(saved.autoStartAt).toBe(T0 + s(60) + AUTO_START_DELAY_MS);
  });

  it('restore brings back an earlier state (Undo), keeping a running period’s end and the bell as it is now', () => {
    const before = reduceTimer(runningFocus(), { type: 'tick' }, T0 + s(300)).state;
    const reset = reduceTimer(before, { type: 'reset' }, T0 + s(301)).state;
    const quiet = reduceTimer(reset, { type: 'setSound', enabled: false }, T0 + s(302)).state;
    const undone = reduceTimer(quiet, { type: 'restore', state: before }, T0 + s(305)).state;
    expect(undone).toMatchObject({ isActive: true, endsAt: T0 + s(1500), activeMode: 'pomodoro', soundEnabled: false, lastUpdated: T0 + s(305) });
    expect(secondsLeft(undone, T0 + s(305))).toBe(1195);
  });

  it('a restored period that ended meanwhile finishes as usual', () => {
    const before = reduceTimer(runningFocus(), { type: 'tick' }, T0 + s(1490)).state;
    const reset = reduceTimer(before, { type: 'reset' }, T0 + s(1491)).state;
    const { state, completed } = reduceTimer(reset, { type: 'restore', state: before }, T0 + s(1510));
    expect(completed).toEqual([{ finished: 'pomodoro', next: 'shortBreak', at: T0 + s(1500) }]);
    expect(state).toMatchObject({ activeMode: 'shortBreak', totalCompleted: 1, isActive: false });
  });

  it('Start Timer on a task selects it, switches to focus and starts', () => {
    const onBreak = reduceTimer(initialTimerState(T0), { type: 'changeMode', mode: 'shortBreak' }, T0).state;
    const state = reduceTimer(onBreak, { type: 'startTask', taskId: 42 }, T0 + s(5)).state;
    expect(state).toMatchObject({ activeMode: 'pomodoro', isActive: true, selectedTaskId: 42, endsAt: T0 + s(1505) });
    const again = reduceTimer(state, { type: 'startTask', taskId: 7 }, T0 + s(60)).state;
    expect(again).toMatchObject({ selectedTaskId: 7, endsAt: T0 + s(1505) });
  });

  it('selects a task and switches sound without touching the time', () => {
    const state = run(runningFocus(), [
      [T0 + s(300), { type: 'selectTask', taskId: 3 }],
      [T0 + s(301), { type: 'setSound', enabled: false }],
    ]).state;
    expect(state).toMatchObject({ selectedTaskId: 3, soundEnabled: false, endsAt: T0 + s(1500) });
  });
});

describe('what the page shows', () => {
  it('formats mm:ss', () => {
    expect([1500, 61, 9, 0, 3600].map(formatTimerClock)).toEqual(['25:00', '01:01', '00:09', '00:00', '60:00']);
  });

  it('titles the page by mode while running', () => {
    const focus = reduceTimer(initialTimerState(T0), { type: 'start' }, T0).state;
    expect(timerDocumentTitle(focus, T0 + s(65))).toBe('(23:55) Focus');
    const rest = reduceTimer(focus, { type: 'skip' }, T0 + s(70)).state;
    expect(timerDocumentTitle(rest, T0 + s(71))).toBe('Break - Pomodoro');
    expect(timerDocumentTitle(initialTimerState(T0), T0)).toBe('Pomodoro Timer');
  });
});

describe('isFocusPartWay', () => {
  it('is true for focus running or paused part-way, false for a full focus period or any break', () => {
    const fresh = initialTimerState(T0);
    expect(isFocusPartWay(fresh)).toBe(false);
    const running = reduceTimer(fresh, { type: 'start' }, T0).state;
    expect(isFocusPartWay(running)).toBe(true);
    expect(isFocusPartWay(reduceTimer(running, { type: 'pause' }, T0 + s(1)).state)).toBe(true);
    expect(isFocusPartWay(reduceTimer(running, { type: 'pause' }, T0).state)).toBe(false);
    expect(isFocusPartWay(reduceTimer(running, { type: 'skip' }, T0 + s(5)).state)).toBe(false);
  });
});

describe('isTimerSessionInProgress', () => {
  it('is false for a fresh or reset timer, true while running, auto-starting or paused part-way', () => {
    const t0 = 1_000_000;
    const fresh = initialTimerState(t0);
    expect(isTimerSessionInProgress(fresh)).toBe(false);
    const running = reduceTimer(fresh, { type: 'start' }, t0).state;
    expect(isTimerSessionInProgress(running)).toBe(true);
    const pausedPartWay = reduceTimer(running, { type: 'pause' }, t0 + 10_000).state;
    expect(isTimerSessionInProgress(pausedPartWay)).toBe(true);
    expect(isTimerSessionInProgress(reduceTimer(pausedPartWay, { type: 'reset' }, t0 + 11_000).state)).toBe(false);
    const autoBreaks = initialTimerState(t0, { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 1, autoStartBreaks: true });
    const started = reduceTimer(autoBreaks, { type: 'start' }, t0).state;
    const waiting = reduceTimer(started, { type: 'tick' }, t0 + 60_100).state;
    expect(waiting.isActive).toBe(false);
    expect(isTimerSessionInProgress(waiting)).toBe(true);
  });
});
