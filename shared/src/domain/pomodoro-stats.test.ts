import { describe, expect, it } from 'vitest';
import { focusLogFor, formatMinutes, pomodoroSessionStats, recordFocusSession } from './pomodoro-stats';
import { DEFAULT_TIMER_SETTINGS } from './pomodoro-timer';

const now = new Date(2026, 10, 22, 9, 0);
const base = { completedToday: 0, completedByTask: {}, settings: DEFAULT_TIMER_SETTINGS, currentSession: 0, now };

describe('pomodoroSessionStats', () => {
  it('is all zero for an empty day', () => {
    expect(pomodoroSessionStats({ ...base, taskCounts: [] })).toEqual({
      sessionsLeft: 0,
      completed: 0,
      totalNeeded: 0,
      estimatedFinish: null,
      totalMinutes: 0,
      progressPercent: 0,
    });
  });

  it('adds the estimates and subtracts the sessions done on each task', () => {
    const stats = pomodoroSessionStats({
      ...base,
      taskCounts: [
        { id: 1, pomodoros: 3 },
        { id: 2, pomodoros: 1 },
      ],
      completedToday: 3,
      completedByTask: { 1: 2, 2: 1, 9: 5 },
    });
    expect(stats.totalNeeded).toBe(4);
    expect(stats.sessionsLeft).toBe(1);
    expect(stats.completed).toBe(3);
    expect(stats.totalMinutes).toBe(100);
    expect(stats.progressPercent).toBe(75);
    expect(stats.estimatedFinish).toEqual(new Date(2026, 10, 22, 9, 25));
  });

  it('never counts more sessions done on a task than it needs', () => {
    const stats = pomodoroSessionStats({ ...base, taskCounts: [{ id: 1, pomodoros: 2 }], completedByTask: { 1: 4 }, completedToday: 4 });
    expect(stats.sessionsLeft).toBe(0);
    expect(stats.estimatedFinish).toBeNull();
  });

  it('caps the daily progress at 100%', () => {
    expect(pomodoroSessionStats({ ...base, taskCounts: [{ id: 1, pomodoros: 2 }], completedToday: 5 }).progressPercent).toBe(100);
    expect(pomodoroSessionStats({ ...base, taskCounts: [], completedToday: 1 }).progressPercent).toBe(100);
  });

  it('rounds the progress', () => {
    expect(pomodoroSessionStats({ ...base, taskCounts: [{ id: 1, pomodoros: 3 }], completedToday: 1 }).progressPercent).toBe(33);
  });

  it('plans short breaks between sessions and a long break after every interval', () => {
    // Five sessions from session 2: breaks after sessions 3 (short), 4 (long), 5 and 6 (short).
    const stats = pomodoroSessionStats({ ...base, taskCounts: [{ id: 1, pomodoros: 5 }], currentSession: 2 });
    const minutes = 5 * 25 + 5 + 15 + 5 + 5;
    expect(stats.estimatedFinish).toEqual(new Date(now.getTime() + minutes * 60_000));
  });

  it('follows the settings', () => {
    const settings = { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 50, shortBreakMinutes: 10, longBreakInterval: 2 };
    const stats = pomodoroSessionStats({ ...base, settings, taskCounts: [{ id: 1, pomodoros: 3 }] });
    expect(stats.totalMinutes).toBe(150);
    expect(stats.estimatedFinish).toEqual(new Date(now.getTime() + (150 + 10 + 15) * 60_000));
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
