import { describe, expect, it } from 'vitest';
import { HABIT_DAY_CODES } from './habit-streaks';
import {
  daysBetween,
  decodeHabitDays,
  formatHeatmapDay,
  habitsForToday,
  habitStateOn,
  HEATMAP_DAYS,
  heatmapSummary,
  tallyHeatmap,
} from './habit-heatmap';
import { heatmapWeeks, type HabitDay, type HabitDayState } from './habit-streaks';

/** Monday of the heatmap that ends with the week of Tuesday 2026-11-24. */
const FIRST_DAY = '2026-09-07';
const TODAY = '2026-11-24';
/** 77 days before today's week, then Monday done, Tuesday (today) due, the rest of the week upcoming. */
const codes = (before: string) => before.padEnd(77, 'r') + 'dt' + 'uuuuu';
const days = (states: HabitDayState[]): HabitDay[] => states.map((state, index) => ({ date: `2026-01-${String(index + 1).padStart(2, '0')}`, state }));

describe('formatHeatmapDay', () => {
  it('writes a day with its weekday and month, without the year', () => {
    expect(formatHeatmapDay('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatHeatmapDay('2027-01-01')).toBe('Fri, Jan 1');
    expect(formatHeatmapDay('2028-02-29')).toBe('Tue, Feb 29');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across months, years and daylight-saving changes', () => {
    expect(daysBetween('2026-11-23', '2026-11-24')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });
});

describe('decodeHabitDays', () => {
  it('reads one code per day from the first Monday, twelve weeks of them', () => {
    const decoded = decodeHabitDays(FIRST_DAY, codes('dsm'));
    expect(decoded).toHaveLength(HEATMAP_DAYS);
    expect(decoded.slice(0, 4)).toEqual([
      { date: '2026-09-07', state: 'done', label: 'Mon, Sep 7: done' },
      { date: '2026-09-08', state: 'skipped', label: 'Tue, Sep 8: skipped' },
      { date: '2026-09-09', state: 'missed', label: 'Wed, Sep 9: missed' },
      { date: '2026-09-10', state: 'rest', label: 'Thu, Sep 10: rest day' },
    ]);
    expect(decoded[78]).toEqual({ date: TODAY, state: 'due', label: 'Tue, Nov 24: due today' });
    expect(decoded[83]).toEqual({ date: '2026-11-29', state: 'upcoming', label: 'Sun, Nov 29: upcoming' });
  });

  it('lays the days out as the weeks of the heatmap: Monday to Sunday, the last week holding today', () => {
    const dates = decodeHabitDays(FIRST_DAY, codes('')).map((day) => day.date);
    expect(dates).toEqual(heatmapWeeks(TODAY).flat());
  });

  it('understands every code the API sends', () => {
    const all = Object.values(HABIT_DAY_CODES).join('');
    expect(decodeHabitDays(FIRST_DAY, all).slice(0, 6).map((day) => day.state)).toEqual(Object.keys(HABIT_DAY_CODES));
  });

  it('shows an unknown or missing code as a rest day', () => {
    const decoded = decodeHabitDays(FIRST_DAY, 'dx');
    expect(decoded).toHaveLength(HEATMAP_DAYS);
    expect(decoded.slice(0, 3).map((day) => day.state)).toEqual(['done', 'rest', 'rest']);
  });

  it('crosses the turn of the year', () => {
    const decoded = decodeHabitDays('2026-12-28', 'd'.repeat(HEATMAP_DAYS));
    expect(decoded.slice(3, 5).map((day) => day.label)).toEqual(['Thu, Dec 31: done', 'Fri, Jan 1: done']);
  });
});

describe('habitStateOn', () => {
  const habit = { firstDay: FIRST_DAY, days: codes('dsm') };

  it('finds the state of a day in the heatmap', () => {
    expect(habitStateOn(habit, FIRST_DAY)).toBe('done');
    expect(habitStateOn(habit, '2026-09-09')).toBe('missed');
    expect(habitStateOn(habit, TODAY)).toBe('due');
    expect(habitStateOn(habit, '2026-11-29')).toBe('upcoming');
  });

  it('knows nothing of days outside it', () => {
    expect(habitStateOn(habit, '2026-09-06')).toBeUndefined();
    expect(habitStateOn(habit, '2026-11-30')).toBeUndefined();
    expect(habitStateOn({ firstDay: FIRST_DAY, days: 'dd' }, '2026-09-09')).toBeUndefined();
  });
});

describe('tallyHeatmap and heatmapSummary', () => {
  it('counts the days done out of those the habit fell on, leaving skipped and rest days out', () => {
    const shown = days(['done', 'done', 'skipped', 'missed', 'rest', 'due', 'upcoming']);
    expect(tallyHeatmap(shown)).toEqual({ done: 2, skipped: 1, missed: 1, expected: 4 });
    expect(heatmapSummary(shown)).toBe('Last 12 weeks: 2 of 4 days done, 1 skipped');
  });

  it('says so when every day was done, in the singular for one day', () => {
    expect(heatmapSummary(days(['done', 'rest', 'rest']))).toBe('Last 12 weeks: 1 of 1 day done');
    expect(heatmapSummary(days(Array<HabitDayState>(40).fill('done')))).toBe('Last 12 weeks: 40 of 40 days done');
  });

  it('counts today once it is due', () => {
    expect(heatmapSummary(days(['rest', 'due', 'upcoming']))).toBe('Last 12 weeks: 0 of 1 day done');
  });

  it('has nothing to count for a habit that starts later', () => {
    expect(heatmapSummary(days(['rest', 'rest', 'upcoming']))).toBe('Last 12 weeks: no days due yet');
  });

  it('still tells of skipped days when they are all there is', () => {
    expect(heatmapSummary(days(['skipped', 'rest']))).toBe('Last 12 weeks: 0 of 0 days done, 1 skipped');
  });
});

describe('habitsForToday', () => {
  const habit = (title: string, todayTodoId: number | null, before: string) => ({ title, todayTodoId, firstDay: FIRST_DAY, days: codes(before) });

  it('lists the habits with a task today and those already done today, in their order', () => {
    const withTask = habit('Stretch', 7, '');
    const restToday = { ...habit('Review week', null, ''), days: codes('').slice(0, 78) + 'r' + 'uuuuu' };
    const doneToday = { ...habit('Extra run', null, ''), days: codes('').slice(0, 78) + 'd' + 'uuuuu' };
    expect(habitsForToday([withTask, restToday, doneToday], TODAY).map((h) => h.title)).toEqual(['Stretch', 'Extra run']);
  });
});
