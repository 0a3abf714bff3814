import { describe, expect, it } from 'vitest';
import { focusLogFor, formatMinutes, pomodoroSessionStats, recordFocusSession, type FocusLog, type PomodoroSessionStatsInput } from './pomodoro-stats';
import { DEFAULT_TIMER_SETTINGS, initialTimerState, reduceTimer, type TimerState } from './pomodoro-timer';

const now = new Date(2026, 10, 22, 9, 0).getTime();
const at = (minutes: number) => new Date(now + minutes * 60_000);
const date = '2026-11-22';
/** A focus log of today: `withoutTask` sessions without a task, plus those in `byTask`. */
const logOf = (byTask: Record<number, number> = {}, withoutTask = 0): FocusLog => ({
  date,
  completed: withoutTask + Object.values(byTask).reduce((sum, count) => sum + count, 0),
  byTask,
});
/** Stopped in focus at its full length, nothing selected: the page as it first opens. */
const idle = initialTimerState(now);
const running = (timer: TimerState, startedMinutesAgo: number): TimerState =>
  reduceTimer(timer, { type: 'start' }, now - startedMinutesAgo * 60_000).state;

const stats = (input: Partial<PomodoroSessionStatsInput>) => pomodoroSessionStats({ openTasks: [], log: logOf(), timer: idle, now, ...input });
const figures = (input: Partial<PomodoroSessionStatsInput>) => {
  const { sessionsLeft, completed, totalNeeded, progressPercent } = stats(input);
  return { sessionsLeft, completed, totalNeeded, progressPercent };
};

describe('pomodoroSessionStats: the counts', () => {
  it('is all zero for a day with no tasks and no sessions', () => {
    expect(stats({})).toEqual({ sessionsLeft: 0, completed: 0, totalNeeded: 0, estimatedFinish: null, totalMinutes: 0, progressPercent: 0 });
  });

  it('needs the estimates of the open tasks before any session', () => {
    const result = stats({ openTasks: [{ id: 1, pomodoros: 3 }, { id: 2, pomodoros: 2 }] });
    expect(result).toMatchObject({ sessionsLeft: 5, completed: 0, totalNeeded: 5, progressPercent: 0, totalMinutes: 125 });
  });

  it('subtracts the sessions done on each task from its estimate', () => {
    const openTasks = [{ id: 1, pomodoros: 3 }, { id: 2, pomodoros: 1 }];
    expect(figures({ openTasks, log: logOf({ 1: 2, 2: 1 }) })).toEqual({ sessionsLeft: 1, completed: 3, totalNeeded: 4, progressPercent: 75 });
  });

  it('counts sessions without a task as done and takes them off what is left', () => {
    const openTasks = [{ id: 1, pomodoros: 3 }, { id: 2, pomodoros: 2 }];
    expect(figures({ openTasks, log: logOf({}, 1) })).toEqual({ sessionsLeft: 4, completed: 1, totalNeeded: 5, progressPercent: 20 });
    // The report's day: five sessions planned, four done without a task.
    expect(figures({ openTasks: [{ id: 1, pomodoros: 5 }], log: logOf({}, 4) })).toEqual({
      sessionsLeft: 1,
      completed: 4,
      totalNeeded: 5,
      progressPercent: 80,
    });
  });

  it('counts sessions without a task on a day without tasks, with nothing left', () => {
    expect(figures({ log: logOf({}, 2) })).toEqual({ sessionsLeft: 0, completed: 2, totalNeeded: 2, progressPercent: 100 });
  });

  it('never has fewer sessions left than zero when more were done without a task than planned', () => {
    expect(figures({ openTasks: [{ id: 1, pomodoros: 1 }], log: logOf({}, 3) })).toEqual({
      sessionsLeft: 0,
      completed: 3,
      totalNeeded: 3,
      progressPercent: 100,
    });
  });

  it("does not let a task that ran over its estimate eat another task's sessions", () => {
    const openTasks = [{ id: 1, pomodoros: 1 }, { id: 2, pomodoros: 2 }];
    expect(figures({ openTasks, log: logOf({ 1: 3 }) })).toEqual({ sessionsLeft: 2, completed: 3, totalNeeded: 5, progressPercent: 60 });
  });

  it('keeps the numbers when a task finished on its estimate is completed or deleted', () => {
    const log = logOf({ 1: 1 });
    const before = figures({ openTasks: [{ id: 1, pomodoros: 1 }, { id: 2, pomodoros: 1 }], log });
    // Completed or deleted, the task leaves the open list; its session stays in the log.
    const after = figures({ openTasks: [{ id: 2, pomodoros: 1 }], log });
    expect(before).toEqual({ sessionsLeft: 1, completed: 1, totalNeeded: 2, progressPercent: 50 });
    expect(after).toEqual(before);
  });

  it('drops only the sessions a task completed early no longer needs', () => {
    const log = logOf({ 1: 1 });
    expect(figures({ openTasks: [{ id: 1, pomodoros: 3 }, { id: 2, pomodoros: 1 }], log })).toEqual({
      sessionsLeft: 3,
      completed: 1,
      totalNeeded: 4,
      progressPercent: 25,
    });
    expect(figures({ openTasks: [{ id: 2, pomodoros: 1 }], log })).toEqual({ sessionsLeft: 1, completed: 1, totalNeeded: 2, progressPercent: 50 });
  });

  it('does not take sessions done on a closed task off the open tasks', () => {
    expect(figures({ openTasks: [{ id: 2, pomodoros: 2 }], log: logOf({ 9: 2 }) })).toEqual({
      sessionsLeft: 2,
      completed: 2,
      totalNeeded: 4,
      progressPercent: 50,
    });
  });

  it('rounds the progress down, so that it shows 100% only with nothing left', () => {
    expect(stats({ openTasks: [{ id: 1, pomodoros: 3 }], log: logOf({ 1: 1 }) }).progressPercent).toBe(33);
    expect(stats({ openTasks: [{ id: 1, pomodoros: 3 }], log: logOf({ 1: 2 }) }).progressPercent).toBe(66);
    expect(stats({ openTasks: [{ id: 1, pomodoros: 200 }], log: logOf({ 1: 199 }) }).progressPercent).toBe(99);
  });

  it('gives the focus time of the sessions needed in the focus length set', () => {
    const timer = { ...idle, settings: { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 50 } };
    expect(stats({ openTasks: [{ id: 1, pomodoros: 3 }], log: logOf({}, 1), timer }).totalMinutes).toBe(150);
  });

  it('always adds up, whatever the tasks and sessions', () => {
    for (const estimates of [[], [1], [2], [3, 1], [1, 2, 3]]) {
      for (const doneOnFirst of [0, 1, 2, 4]) {
        for (const withoutTask of [0, 1, 3, 7]) {
          for (const onClosedTask of [0, 2]) {
            const openTasks = estimates.map((pomodoros, index) => ({ id: index + 1, pomodoros }));
            const byTask: Record<number, number> = { 99: onClosedTask };
            if (openTasks.length > 0) byTask[1] = doneOnFirst;
            const result = stats({ openTasks, log: logOf(byTask, withoutTask) });
            const label = JSON.stringify({ estimates, doneOnFirst, withoutTask, onClosedTask });
            expect(result.sessionsLeft, label).toBeGreaterThanOrEqual(0);
            expect(result.sessionsLeft + result.completed, label).toBe(result.totalNeeded);
            expect(result.completed, label).toBe(doneOnFirst * Math.min(1, openTasks.length) + withoutTask + onClosedTask);
            expect(result.progressPercent === 100, label).toBe(result.sessionsLeft === 0 && result.completed > 0);
            expect(result.estimatedFinish === null, label).toBe(result.sessionsLeft === 0);
            // One more session without a task never adds to what is left.
            const afterOneMore = stats({ openTasks, log: logOf(byTask, withoutTask + 1) });
            expect(afterOneMore.sessionsLeft, label).toBe(Math.max(0, result.sessionsLeft - 1));
          }
        }
      }
    }
  });
});

describe('pomodoroSessionStats: Est. Finish', () => {
  const twoSessions = [{ id: 1, pomodoros: 2 }];

  it('starts the next focus session now when the timer is stopped', () => {
    // 25 + 5 + 25: the session about to start, its break, the last one.
    expect(stats({ openTasks: twoSessions }).estimatedFinish).toEqual(at(55));
  });

  it('holds still while a focus period runs', () => {
    const timer = running({ ...idle, selectedTaskId: 1 }, 0);
    expect(stats({ openTasks: twoSessions, timer }).estimatedFinish).toEqual(at(55));
    for (const minutesLater of [1, 10, 24.99]) {
      expect(stats({ openTasks: twoSessions, timer, now: now + minutesLater * 60_000 }).estimatedFinish).toEqual(at(55));
    }
  });

  it('counts what is left of a running period, not its full length', () => {
    // Started ten minutes ago: fifteen minutes to go, then a break and the last session.
    expect(stats({ openTasks: twoSessions, timer: running(idle, 10) }).estimatedFinish).toEqual(at(15 + 5 + 25));
  });

  it('counts what is left of a paused period from now', () => {
    const timer = { ...idle, pausedSecondsLeft: 600 };
    expect(stats({ openTasks: twoSessions, timer }).estimatedFinish).toEqual(at(10 + 5 + 25));
    expect(stats({ openTasks: twoSessions, timer, now: now + 60_000 }).estimatedFinish).toEqual(at(1 + 10 + 5 + 25));
  });

  it('counts from the end of a period that ended a moment ago as from now', () => {
    const timer = running(idle, 30);
    expect(stats({ openTasks: twoSessions, timer }).estimatedFinish).toEqual(at(0 + 5 + 25));
  });

  it('waits for a break in progress, then plans every session left', () => {
    const timer = running({ ...idle, activeMode: 'shortBreak', pausedSecondsLeft: 300, currentSession: 1 }, 2);
    expect(stats({ openTasks: twoSessions, timer }).estimatedFinish).toEqual(at(3 + 25 + 5 + 25));
  });

  it('starts from an auto-start that is due', () => {
    const timer = { ...idle, autoStartAt: now + 500 };
    expect(stats({ openTasks: twoSessions, timer }).estimatedFinish).toEqual(new Date(at(55).getTime() + 500));
  });

  it('plans a long break after every interval and none after the last session', () => {
    // Five sessions after two done: sessions 3 to 7, breaks after 3 (short), 4 (long), 5 and 6 (short).
    const timer = { ...idle, currentSession: 2 };
    expect(stats({ openTasks: [{ id: 1, pomodoros: 5 }], timer }).estimatedFinish).toEqual(at(5 * 25 + 5 + 15 + 5 + 5));
    // In the short break after session 3: session 4, the long break, session 5.
    const inBreak = { ...idle, currentSession: 3, activeMode: 'shortBreak' as const, pausedSecondsLeft: 300 };
    expect(stats({ openTasks: twoSessions, timer: inBreak }).estimatedFinish).toEqual(at(5 + 25 + 15 + 25));
  });

  it('follows the settings', () => {
    const settings = { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 50, shortBreakMinutes: 10, longBreakInterval: 2 };
    const timer = initialTimerState(now, settings);
    expect(stats({ openTasks: [{ id: 1, pomodoros: 3 }], timer }).estimatedFinish).toEqual(at(150 + 10 + 15));
  });

  it('plans the sessions left after a focus period that will not reduce them', () => {
    const openTasks = [{ id: 1, pomodoros: 1 }, { id: 2, pomodoros: 1 }];
    const log = logOf({ 1: 1 });
    const onFinishedTask = running({ ...idle, selectedTaskId: 1 }, 5);
    const onOpenTask = running({ ...idle, selectedTaskId: 2 }, 5);
    const onClosedTask = running({ ...idle, selectedTaskId: 9 }, 5);
    const withoutTask = running(idle, 5);
    expect(stats({ openTasks, log, timer: onFinishedTask }).estimatedFinish).toEqual(at(20 + 5 + 25));
    expect(stats({ openTasks, log, timer: onClosedTask }).estimatedFinish).toEqual(at(20 + 5 + 25));
    expect(stats({ openTasks, log, timer: onOpenTask }).estimatedFinish).toEqual(at(20));
    expect(stats({ openTasks, log, timer: withoutTask }).estimatedFinish).toEqual(at(20));
  });

  it('is empty with nothing left, even while a period runs', () => {
    expect(stats({ openTasks: [{ id: 1, pomodoros: 1 }], log: logOf({ 1: 1 }), timer: running(idle, 1) }).estimatedFinish).toBeNull();
  });
});

describe('focus log', () => {
  it('starts empty and counts sessions per task on the same day', () => {
    let log = recordFocusSession(null, '2026-11-22', 7);
    log = recordFocusSession(log, '2026-11-22', 7);
    log = recordFocusSession(log, '2026-11-22', null);
    expect(log).toEqual({ date: '2026-11-22', completed: 3, byTask: { 7: 2 } });
    expect(focusLogFor(log, '2026-11-22')).toBe(log);
  });

  it('starts again from zero on a new day', () => {
    const yesterday = recordFocusSession(null, '2026-11-21', 7);
    expect(focusLogFor(yesterday, '2026-11-22')).toEqual({ date: '2026-11-22', completed: 0, byTask: {} });
    expect(recordFocusSession(yesterday, '2026-11-22', 3)).toEqual({ date: '2026-11-22', completed: 1, byTask: { 3: 1 } });
  });
});

describe('formatMinutes', () => {
  it('shows hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0m');
    expect(formatMinutes(40)).toBe('40m');
    expect(formatMinutes(60)).toBe('1h');
    expect(formatMinutes(95)).toBe('1h 35m');
  });
});
