import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dayBounds,
  groupTasksByTab,
  localNoon,
  msUntilNextDay,
  startOfLocalDay,
  taskBadges,
  taskTab,
  type BucketTask,
} from './task-buckets';

// The suite runs with TZ=America/New_York (see vitest.config.ts): days start at local midnight,
// and 2026-03-08 has 23 hours, 2026-11-01 has 25.
const local = (text: string) => new Date(text);
const task = (dueDate: Date, fields: Partial<BucketTask> = {}): BucketTask => ({
  dueDate: dueDate.toISOString(),
  completed: false,
  failed: false,
  delayed: false,
  skipped: false,
  priority: 'medium',
  ...fields,
});

describe('the time zone the suite pins', () => {
  it('is New York', () => {
    expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).toBe(240);
  });
});

describe('dayBounds', () => {
  it('starts today, tomorrow and the day after at local midnight', () => {
    const bounds = dayBounds(local('2026-11-22T15:30:00'));
    expect(bounds.startOfToday.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(bounds.startOfTomorrow.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(bounds.startOfDayAfter.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('gives a 23-hour day when the clocks spring forward', () => {
    const bounds = dayBounds(local('2026-03-08T10:00:00'));
    expect(bounds.startOfTomorrow.getTime() - bounds.startOfToday.getTime()).toBe(23 * 3_600_000);
    expect(bounds.startOfTomorrow.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('gives a 25-hour day when the clocks fall back', () => {
    const bounds = dayBounds(local('2026-11-01T10:00:00'));
    expect(bounds.startOfTomorrow.getTime() - bounds.startOfToday.getTime()).toBe(25 * 3_600_000);
  });

  it('rolls over months and years', () => {
    expect(startOfLocalDay(local('2026-12-31T23:59:59'), 1).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
});

describe('taskTab', () => {
  const now = local('2026-11-22T09:00:00');
  const bounds = dayBounds(now);

  it.each([
    ['2026-11-22T00:00:00', 'today'],
    ['2026-11-22T23:59:59', 'today'],
    ['2026-11-23T00:00:00', 'tomorrow'],
    ['2026-11-23T23:59:59', 'tomorrow'],
    ['2026-11-24T00:00:00', 'future'],
    ['2027-05-01T12:00:00', 'future'],
    ['2026-11-21T23:59:59', 'expired'],
  ])('puts a task due %s in %s', (due, tab) => {
    expect(taskTab(task(local(due)), bounds)).toBe(tab);
  });

  it('keeps completed tasks of past days out of every tab', () => {
    expect(taskTab(task(local('2026-11-21T12:00:00'), { completed: true }), bounds)).toBeNull();
  });

  it('keeps skipped tasks of past days out of every tab: they are settled, not overdue', () => {
    expect(taskTab(task(local('2026-11-21T12:00:00'), { skipped: true }), bounds)).toBeNull();
    expect(taskTab(task(local('2026-11-22T12:00:00'), { skipped: true }), bounds)).toBe('today');
  });

  it('keeps a failed past task in expired (it was not completed)', () => {
    expect(taskTab(task(local('2026-11-21T12:00:00'), { failed: true }), bounds)).toBe('expired');
  });

  it('moves a task across midnight: yesterday’s "tomorrow" is today’s "today"', () => {
    const due = task(local('2026-11-23T08:00:00'));
    expect(taskTab(due, dayBounds(local('2026-11-22T23:59:59')))).toBe('tomorrow');
    expect(taskTab(due, dayBounds(local('2026-11-23T00:00:00')))).toBe('today');
  });

  it('uses local days across a daylight-saving change', () => {
    const springDay = dayBounds(local('2026-03-08T01:00:00'));
    expect(taskTab(task(local('2026-03-08T23:30:00')), springDay)).toBe('today');
    expect(taskTab(task(local('2026-03-09T00:30:00')), springDay)).toBe('tomorrow');
    const fallDay = dayBounds(local('2026-11-01T23:30:00'));
    expect(taskTab(task(local('2026-11-01T01:30:00')), fallDay)).toBe('today');
    expect(taskTab(task(local('2026-11-02T00:00:00')), fallDay)).toBe('tomorrow');
  });
});

describe('groupTasksByTab', () => {
  it('groups and sorts each tab urgent first, keeping the order within a priority', () => {
    const now = local('2026-11-22T09:00:00');
    const tasks = [
      { ...task(local('2026-11-22T10:00:00'), { priority: 'low' }), id: 1 },
      { ...task(local('2026-11-22T11:00:00'), { priority: 'urgent' }), id: 2 },
      { ...task(local('2026-11-22T12:00:00'), { priority: 'medium' }), id: 3 },
      { ...task(local('2026-11-22T13:00:00'), { priority: 'high' }), id: 4 },
      { ...task(local('2026-11-22T14:00:00'), { priority: 'medium' }), id: 5 },
      { ...task(local('2026-11-23T12:00:00')), id: 6 },
      { ...task(local('2026-12-01T12:00:00')), id: 7 },
      { ...task(local('2026-11-01T12:00:00')), id: 8 },
      { ...task(local('2026-11-01T12:00:00'), { completed: true }), id: 9 },
    ];
    const groups = groupTasksByTab(tasks, dayBounds(now));
    expect(groups.today.map((t) => t.id)).toEqual([2, 4, 3, 5, 1]);
    expect(groups.tomorrow.map((t) => t.id)).toEqual([6]);
    expect(groups.future.map((t) => t.id)).toEqual([7]);
    expect(groups.expired.map((t) => t.id)).toEqual([8]);
  });

  it('puts completed and failed tasks after the open ones, whatever their priority', () => {
    const now = local('2026-11-22T09:00:00');
    const today = local('2026-11-22T12:00:00');
    const tasks = [
      { ...task(today, { priority: 'urgent', completed: true }), id: 1 },
      { ...task(today, { priority: 'low' }), id: 2 },
      { ...task(today, { priority: 'high', failed: true }), id: 3 },
      { ...task(today, { priority: 'medium' }), id: 4 },
    ];
    expect(groupTasksByTab(tasks, dayBounds(now)).today.map((t) => t.id)).toEqual([4, 2, 1, 3]);
  });

  it('sinks skipped tasks below the open ones like completed ones', () => {
    const now = local('2026-11-22T09:00:00');
    const today = local('2026-11-22T12:00:00');
    const tasks = [
      { ...task(today, { priority: 'urgent', skipped: true }), id: 1 },
      { ...task(today, { priority: 'low' }), id: 2 },
      { ...task(today, { priority: 'high', completed: true }), id: 3 },
    ];
    expect(groupTasksByTab(tasks, dayBounds(now)).today.map((t) => t.id)).toEqual([2, 1, 3]);
  });
});

describe('taskBadges', () => {
  const bounds = dayBounds(local('2026-11-22T09:00:00'));
  const past = local('2026-11-20T12:00:00');
  const today = local('2026-11-22T12:00:00');

  it('shows Completed or Failed alone', () => {
    expect(taskBadges(task(past, { completed: true, delayed: true }), bounds)).toEqual(['Completed']);
    expect(taskBadges(task(past, { failed: true, delayed: true }), bounds)).toEqual(['Failed']);
  });

  it('shows Skipped alone: a skipped task is neither Delayed nor Expired', () => {
    expect(taskBadges(task(past, { skipped: true, delayed: true }), bounds)).toEqual(['Skipped']);
    expect(taskBadges(task(today, { skipped: true }), bounds)).toEqual(['Skipped']);
  });

  it('shows Delayed and Expired for open tasks', () => {
    expect(taskBadges(task(today, { delayed: true }), bounds)).toEqual(['Delayed']);
    expect(taskBadges(task(past), bounds)).toEqual(['Expired']);
    expect(taskBadges(task(past, { delayed: true }), bounds)).toEqual(['Delayed', 'Expired']);
    expect(taskBadges(task(today), bounds)).toEqual([]);
  });
});

describe('localNoon and msUntilNextDay', () => {
  it('gives noon of today, tomorrow or any day', () => {
    const now = local('2026-11-22T23:00:00');
    expect(localNoon(now).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(localNoon(now, 1).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('counts down to the next local midnight', () => {
    expect(msUntilNextDay(local('2026-11-22T23:00:00'))).toBe(3_600_000);
    expect(msUntilNextDay(local('2026-03-08T00:00:00'))).toBe(23 * 3_600_000);
  });
});

// Havana moves its clocks from 00:00 straight to 01:00 on 2026-03-08: that day has no midnight.
describe('in a time zone whose midnight is skipped by daylight saving', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Havana');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('starts the day at its first real moment, 01:00', () => {
    const bounds = dayBounds(new Date('2026-03-08T15:00:00Z'));
    expect(bounds.startOfToday.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(bounds.startOfToday.getHours()).toBe(1);
    expect(bounds.startOfTomorrow.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('counts the day before up to that first moment, and the short day as 23 hours', () => {
    const lateSaturday = new Date('2026-03-08T04:30:00Z'); // 23:30 on Saturday, Cuba standard time
    expect(msUntilNextDay(lateSaturday)).toBe(30 * 60 * 1000);
    const bounds = dayBounds(new Date('2026-03-08T12:00:00Z'));
    expect(bounds.startOfTomorrow.getTime() - bounds.startOfToday.getTime()).toBe(23 * 60 * 60 * 1000);
  });

  it('puts a task due at 23:30 on Saturday on Saturday, and one at 01:00 on Sunday on Sunday', () => {
    const now = new Date('2026-03-08T14:00:00Z');
    const bounds = dayBounds(now);
    expect(taskTab(task(new Date('2026-03-08T04:30:00Z')), bounds)).toBe('expired');
    expect(taskTab(task(new Date('2026-03-08T05:00:00Z')), bounds)).toBe('today');
    expect(localNoon(now).toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });
});
