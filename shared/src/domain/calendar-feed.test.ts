import { describe, expect, it } from 'vitest';
import {
  feedRecurrence,
  feedTitle,
  feedWindow,
  followsItsSeries,
  recurrenceShows,
  type FeedSeries,
  type SeriesTask,
  type TaskShape,
} from './calendar-feed';

// 2027-03-01 is a Monday.
const today = '2027-03-10';
const window = feedWindow(today);
const daily: FeedSeries = { rule: 'FREQ=DAILY;INTERVAL=1', startDate: '2027-03-01', endDate: null, generatedThrough: '2027-03-24', paused: false };
const everyDay = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return new Set(days);
};
const without = (days: Set<string>, ...left: string[]) => new Set([...days].filter((day) => !left.includes(day)));

describe('feedWindow', () => {
  it('reaches 60 days back and 400 ahead', () => {
    expect(feedWindow('2027-03-10')).toEqual({ first: '2027-01-09', last: '2028-04-13' });
  });
});

describe('feedRecurrence', () => {
  it('repeats from the first day with no exception while every made day has its task', () => {
    expect(feedRecurrence(daily, everyDay('2027-03-01', '2027-03-24'), window, today)).toEqual({
      firstDay: '2027-03-01',
      rule: 'FREQ=DAILY;INTERVAL=1',
      lastDay: null,
      exceptDays: [],
    });
  });

  it('leaves out the made days whose task was deleted, moved, changed or settled', () => {
    const recurrence = feedRecurrence(daily, without(everyDay('2027-03-01', '2027-03-24'), '2027-03-03', '2027-03-20'), window, today);
    expect(recurrence?.exceptDays).toEqual(['2027-03-03', '2027-03-20']);
  });

  it('leaves the days not made yet to the rule, but leaves out past days that were never made', () => {
    // Made through March 5 and not looked at since: March 6 to 9 passed without their tasks.
    const behind = { ...daily, generatedThrough: '2027-03-05' };
    const recurrence = feedRecurrence(behind, everyDay('2027-03-01', '2027-03-05'), window, today);
    expect(recurrence?.exceptDays).toEqual(['2027-03-06', '2027-03-07', '2027-03-08', '2027-03-09']);
  });

  it('starts at the rule’s first day in the window, keeping the rule’s days', () => {
    const fortnightly: FeedSeries = { ...daily, rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', startDate: '2026-06-04' };
    const recurrence = feedRecurrence(fortnightly, everyDay('2026-06-01', '2027-03-24'), window, today)!;
    expect(recurrence.firstDay >= window.first).toBe(true);
    expect(recurrence.rule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO');
    // The first day in the window is one of the rule's own days.
    expect(feedRecurrence({ ...fortnightly, startDate: recurrence.firstDay }, new Set(), window, today)?.firstDay).toBe(recurrence.firstDay);
  });

  it('ends on the day the series ended', () => {
    const ended = { ...daily, endDate: '2027-03-15', generatedThrough: '2027-03-15' };
    expect(feedRecurrence(ended, everyDay('2027-03-01', '2027-03-15'), window, today)).toMatchObject({ lastDay: '2027-03-15', exceptDays: [] });
  });

  it('turns an end after N times into the last day, since the event starts later than the series', () => {
    const tenTimes = { ...daily, rule: 'FREQ=DAILY;INTERVAL=1;COUNT=10', startDate: '2027-01-01', generatedThrough: '2027-01-10' };
    expect(feedRecurrence(tenTimes, everyDay('2027-01-01', '2027-01-10'), window, today)).toEqual({
      firstDay: '2027-01-09',
      rule: 'FREQ=DAILY;INTERVAL=1',
      lastDay: '2027-01-10',
      exceptDays: [],
    });
  });

  it('keeps the earlier of the rule’s own end and the series’ end', () => {
    const untilMay = { ...daily, rule: 'FREQ=DAILY;INTERVAL=1;UNTIL=20270501' };
    expect(feedRecurrence(untilMay, everyDay('2027-03-01', '2027-03-24'), window, today)?.lastDay).toBe('2027-05-01');
    expect(feedRecurrence({ ...untilMay, endDate: '2027-03-20' }, everyDay('2027-03-01', '2027-03-20'), window, today)?.lastDay).toBe('2027-03-20');
  });

  it('stops at the last made day while its goal is complete', () => {
    const paused = { ...daily, paused: true, generatedThrough: '2027-03-10' };
    expect(feedRecurrence(paused, everyDay('2027-03-01', '2027-03-10'), window, today)).toMatchObject({ lastDay: '2027-03-10', exceptDays: [] });
  });

  it('is null for a series with no day in the window', () => {
    expect(feedRecurrence({ ...daily, startDate: '2026-01-01', endDate: '2026-06-30' }, new Set(), window, today)).toBeNull();
    expect(feedRecurrence({ ...daily, startDate: '2029-01-01' }, new Set(), window, today)).toBeNull();
    expect(feedRecurrence({ ...daily, rule: 'FREQ=DAILY;INTERVAL=1;COUNT=3', startDate: '2026-12-01' }, new Set(), window, today)).toBeNull();
  });

  it('is null for a series paused before its first day in the window', () => {
    expect(feedRecurrence({ ...daily, startDate: '2027-03-12', paused: true, generatedThrough: '2027-03-10' }, new Set(), window, today)).toBeNull();
  });

  it('is null for a rule the form doesn’t write', () => {
    expect(feedRecurrence({ ...daily, rule: 'FREQ=DAILY;INTERVAL=1;BYHOUR=9' }, new Set(), window, today)).toBeNull();
  });

  it('writes monthly rules whole, whatever day the event starts on', () => {
    const lastDay = { ...daily, rule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1', startDate: '2026-10-31' };
    expect(feedRecurrence(lastDay, new Set(), window, today)).toMatchObject({ firstDay: '2027-01-31', rule: lastDay.rule });
  });
});

describe('recurrenceShows', () => {
  const recurrence = { firstDay: '2027-03-01', rule: 'FREQ=DAILY;INTERVAL=1', lastDay: '2027-03-20', exceptDays: [] };
  it('is true for the days from its first to its last', () => {
    expect(recurrenceShows(recurrence, '2027-03-01')).toBe(true);
    expect(recurrenceShows(recurrence, '2027-03-20')).toBe(true);
    expect(recurrenceShows(recurrence, '2027-02-28')).toBe(false);
    expect(recurrenceShows(recurrence, '2027-03-21')).toBe(false);
    expect(recurrenceShows({ ...recurrence, lastDay: null }, '2030-01-01')).toBe(true);
    expect(recurrenceShows(null, '2027-03-05')).toBe(false);
  });
});

describe('followsItsSeries', () => {
  const series: TaskShape = { title: 'Run', description: null, plannedTime: '07:00', pomodoros: 2, goalId: 4 };
  const task: SeriesTask = { ...series, day: '2027-03-03', occurrenceDate: '2027-03-03', completed: false, failed: false, skipped: false };

  it('is true for an open task on its own day, as the series made it', () => {
    expect(followsItsSeries(task, series)).toBe(true);
  });

  it.each([
    ['moved to another day', { day: '2027-03-04' }],
    ['completed', { completed: true }],
    ['failed', { failed: true }],
    ['skipped', { skipped: true }],
    ['renamed', { title: 'Run far' }],
    ['described', { description: 'Hills' }],
    ['at another time', { plannedTime: '08:00' }],
    ['with no time', { plannedTime: null }],
    ['estimated longer', { pomodoros: 3 }],
    ['for another goal', { goalId: null }],
  ])('is false for a task %s', (_, change) => {
    expect(followsItsSeries({ ...task, ...change }, series)).toBe(false);
  });
});

describe('feedTitle', () => {
  it('marks what became of a task', () => {
    expect(feedTitle('Run', { completed: false, failed: false })).toBe('Run');
    expect(feedTitle('Run', { completed: true, failed: false })).toBe('✓ Run');
    expect(feedTitle('Run', { completed: false, failed: true })).toBe('✗ Run');
  });
});
