import { describe, expect, it } from 'vitest';
import {
  expectedDays,
  habitDayState,
  habitStreaks,
  habitSummary,
  heatmapWeeks,
  HEATMAP_WEEKS,
  type HabitDay,
  type HabitDayState,
  type HabitSegment,
  type HabitSummary,
  type OccurrenceState,
} from './habit-streaks';
import { defaultRepeatRule, toRRuleText, weekdayOf } from './recurrence';
import { addDaysToKey } from './zoned-days';

// 2027-03-01 is a Monday.
const DAILY = 'FREQ=DAILY;INTERVAL=1';
const WEEKDAYS = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR';
const MON_WED_FRI = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR';

const segment = (rule: string, startDate: string, endDate: string | null = null): HabitSegment => ({ rule, startDate, endDate });
/** The days from `from` to `to`, both included. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDaysToKey(day, 1)) days.push(day);
  return days;
}
/** Occurrences: every day from `from` to `to` in one state, then single days as given. */
function occurrences(runs: [from: string, to: string, state: OccurrenceState][], days: Record<string, OccurrenceState> = {}): Map<string, OccurrenceState> {
  const map = new Map<string, OccurrenceState>();
  for (const [from, to, state] of runs) for (const day of daysFrom(from, to)) map.set(day, state);
  for (const [day, state] of Object.entries(days)) map.set(day, state);
  return map;
}
/** The heatmap's states from `from` to `to`. */
const shown = (summary: HabitSummary, from: string, to: string) =>
  summary.weeks.flat().filter((day) => day.date >= from && day.date <= to).map((day) => day.state);
const figures = ({ current, best, done, due }: HabitSummary) => ({ current, best, done, due });
/** Days in a row for habitStreaks, their dates made up. */
const run = (...states: HabitDayState[]): HabitDay[] => states.map((state, index) => ({ date: addDaysToKey('2027-03-01', index), state }));

describe('habitStreaks', () => {
  it('is zero for no days', () => {
    expect(habitStreaks([])).toEqual({ current: 0, best: 0 });
  });

  it('counts done days in a row', () => {
    expect(habitStreaks(run('done', 'done', 'done'))).toEqual({ current: 3, best: 3 });
  });

  it('neither counts nor breaks on skipped days', () => {
    expect(habitStreaks(run('done', 'skipped', 'done'))).toEqual({ current: 2, best: 2 });
    expect(habitStreaks(run('done', 'skipped', 'skipped', 'skipped', 'done', 'done'))).toEqual({ current: 3, best: 3 });
  });

  it('starts again after a missed day', () => {
    expect(habitStreaks(run('done', 'done', 'missed', 'done'))).toEqual({ current: 1, best: 2 });
    expect(habitStreaks(run('done', 'done', 'missed'))).toEqual({ current: 0, best: 2 });
  });

  it('keeps a best streak longer than the current one', () => {
    expect(habitStreaks(run('done', 'done', 'done', 'done', 'missed', 'done', 'done'))).toEqual({ current: 2, best: 4 });
  });

  it('takes the later streak as best when it is the longer', () => {
    expect(habitStreaks(run('done', 'missed', 'done', 'done', 'done'))).toEqual({ current: 3, best: 3 });
  });

  it('does not break on today while it is still open', () => {
    expect(habitStreaks(run('done', 'done', 'due'))).toEqual({ current: 2, best: 2 });
  });

  it('does not break on rest days', () => {
    expect(habitStreaks(run('done', 'rest', 'rest', 'done'))).toEqual({ current: 2, best: 2 });
  });

  it('is zero when every day was skipped', () => {
    expect(habitStreaks(run('skipped', 'skipped'))).toEqual({ current: 0, best: 0 });
  });
});

describe('habitDayState', () => {
  const today = '2027-03-10';
  const yesterday = '2027-03-09';
  const tomorrow = '2027-03-11';

  it('rests on a day the rule doesn’t fall on and that has no task', () => {
    for (const day of [yesterday, today, tomorrow]) expect(habitDayState(day, today, false, undefined)).toBe('rest');
  });

  it('is done or skipped by its task, whenever the day is', () => {
    for (const day of [yesterday, today, tomorrow]) {
      expect(habitDayState(day, today, true, 'completed')).toBe('done');
      expect(habitDayState(day, today, true, 'skipped')).toBe('skipped');
    }
  });

  it('counts a failed task as missed', () => {
    expect(habitDayState(yesterday, today, true, 'failed')).toBe('missed');
    expect(habitDayState(today, today, true, 'failed')).toBe('missed');
  });

  it('is missed on a past day of the rule left open or without a task', () => {
    expect(habitDayState(yesterday, today, true, 'open')).toBe('missed');
    expect(habitDayState(yesterday, today, true, undefined)).toBe('missed');
  });

  it('is due today while today is open', () => {
    expect(habitDayState(today, today, true, 'open')).toBe('due');
    expect(habitDayState(today, today, true, undefined)).toBe('due');
  });

  it('is upcoming after today', () => {
    expect(habitDayState(tomorrow, today, true, 'open')).toBe('upcoming');
    expect(habitDayState(tomorrow, today, true, undefined)).toBe('upcoming');
  });

  it('follows a task on a day the rule doesn’t fall on', () => {
    expect(habitDayState(yesterday, today, false, 'completed')).toBe('done');
    expect(habitDayState(yesterday, today, false, 'open')).toBe('missed');
    expect(habitDayState(today, today, false, 'open')).toBe('due');
    expect(habitDayState(tomorrow, today, false, 'open')).toBe('upcoming');
  });
});

describe('heatmapWeeks', () => {
  const expectWeeks = (weeks: string[][], firstMonday: string, today: string) => {
    expect(weeks).toHaveLength(HEATMAP_WEEKS);
    expect(HEATMAP_WEEKS).toBe(12);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(weekdayOf(week[0]!)).toBe('MO');
      expect(weekdayOf(week[6]!)).toBe('SU');
    }
    // One day after another, no gaps, oldest first.
    expect(weeks.flat()).toEqual(daysFrom(firstMonday, addDaysToKey(firstMonday, 12 * 7 - 1)));
    expect(weeks.at(-1)).toContain(today);
  };

  it('ends with the week holding today when today is a Monday', () => {
    const weeks = heatmapWeeks('2027-03-01');
    expectWeeks(weeks, '2026-12-14', '2027-03-01');
    expect(weeks.at(-1)).toEqual(daysFrom('2027-03-01', '2027-03-07'));
  });

  it('ends with the week holding today when today is a Sunday', () => {
    const weeks = heatmapWeeks('2027-03-07');
    expectWeeks(weeks, '2026-12-14', '2027-03-07');
    expect(weeks.at(-1)).toEqual(daysFrom('2027-03-01', '2027-03-07'));
  });

  it('ends with the week holding today in the middle of a week', () => {
    const weeks = heatmapWeeks('2027-03-10');
    expectWeeks(weeks, '2026-12-21', '2027-03-10');
    expect(weeks[0]![0]).toBe('2026-12-21');
    expect(weeks.at(-1)).toEqual(daysFrom('2027-03-08', '2027-03-14'));
  });

  it('spans a new year and a leap day', () => {
    const weeks = heatmapWeeks('2028-03-01');
    expectWeeks(weeks, '2027-12-13', '2028-03-01');
    expect(weeks.at(-1)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05']);
  });

  it('shows as many weeks as asked', () => {
    expect(heatmapWeeks('2027-03-10', 1)).toEqual([daysFrom('2027-03-08', '2027-03-14')]);
  });
});

describe('expectedDays', () => {
  it('gives the rule’s days within the window', () => {
    expect(expectedDays([segment(MON_WED_FRI, '2027-03-01')], '2027-03-03', '2027-03-10')).toEqual(['2027-03-03', '2027-03-05', '2027-03-08', '2027-03-10']);
  });

  it('gives nothing before a segment starts or after it ends', () => {
    expect(expectedDays([segment(DAILY, '2027-03-05', '2027-03-07')], '2027-03-01', '2027-03-10')).toEqual(['2027-03-05', '2027-03-06', '2027-03-07']);
    expect(expectedDays([segment(DAILY, '2027-03-05', '2027-03-07')], '2027-03-08', '2027-03-10')).toEqual([]);
    expect(expectedDays([segment(DAILY, '2027-03-05')], '2027-03-01', '2027-03-04')).toEqual([]);
  });

  it('joins a habit’s segments into one list of days, in order', () => {
    const segments = [segment(WEEKDAYS, '2027-03-08'), segment(DAILY, '2027-03-01', '2027-03-07')];
    expect(expectedDays(segments, '2027-03-04', '2027-03-16')).toEqual([
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-15',
      '2027-03-16',
    ]);
  });

  it('counts a segment’s COUNT from its own first day, not the window’s', () => {
    expect(expectedDays([segment(`${DAILY};COUNT=3`, '2027-03-01')], '2027-03-02', '2027-03-31')).toEqual(['2027-03-02', '2027-03-03']);
  });

  it('gives nothing for a segment stopped before its first day', () => {
    // Split 'this and following' on its own first day: the first segment ends the day before it starts.
    expect(expectedDays([segment(DAILY, '2027-03-05', '2027-03-04'), segment(WEEKDAYS, '2027-03-05')], '2027-03-01', '2027-03-08')).toEqual([
      '2027-03-05',
      '2027-03-08',
    ]);
  });
});

describe('habitSummary: streaks', () => {
  const today = '2027-03-10';
  const daily = [segment(DAILY, '2027-03-01')];

  it('carries a streak over a skipped day and leaves today open without breaking it', () => {
    const summary = habitSummary(daily, occurrences([['2027-03-01', '2027-03-09', 'completed']], { '2027-03-04': 'skipped', '2027-03-10': 'open' }), today);
    expect(figures(summary)).toEqual({ current: 8, best: 8, done: 8, due: 9 });
    expect(shown(summary, '2027-03-01', '2027-03-10')).toEqual(['done', 'done', 'done', 'skipped', 'done', 'done', 'done', 'done', 'done', 'due']);
  });

  it('counts today once it is done', () => {
    const summary = habitSummary(daily, occurrences([['2027-03-01', '2027-03-10', 'completed']]), today);
    expect(figures(summary)).toEqual({ current: 10, best: 10, done: 10, due: 10 });
  });

  it('doesn’t break the streak on today without a task yet', () => {
    const summary = habitSummary(daily, occurrences([['2027-03-01', '2027-03-09', 'completed']]), today);
    expect(figures(summary)).toEqual({ current: 9, best: 9, done: 9, due: 10 });
    expect(shown(summary, today, today)).toEqual(['due']);
  });

  it('starts again after a missed day, the best streak kept', () => {
    const summary = habitSummary(daily, occurrences([['2027-03-01', '2027-03-10', 'completed']], { '2027-03-06': 'open' }), today);
    expect(figures(summary)).toEqual({ current: 4, best: 5, done: 9, due: 10 });
    expect(shown(summary, '2027-03-06', '2027-03-06')).toEqual(['missed']);
  });

  it('counts a failed task as missed', () => {
    const summary = habitSummary(daily, occurrences([['2027-03-01', '2027-03-10', 'completed']], { '2027-03-08': 'failed' }), today);
    expect(figures(summary)).toEqual({ current: 2, best: 7, done: 9, due: 10 });
    expect(shown(summary, '2027-03-08', '2027-03-08')).toEqual(['missed']);
  });

  it('counts a past day of the rule without any task as missed', () => {
    const days = occurrences([['2027-03-01', '2027-03-10', 'completed']]);
    days.delete('2027-03-09');
    const summary = habitSummary(daily, days, today);
    expect(figures(summary)).toEqual({ current: 1, best: 8, done: 9, due: 10 });
    expect(shown(summary, '2027-03-09', '2027-03-09')).toEqual(['missed']);
  });

  it('is zero when yesterday was missed and today is open', () => {
    const summary = habitSummary(daily, occurrences([['2027-03-01', '2027-03-08', 'completed']], { '2027-03-09': 'failed', '2027-03-10': 'open' }), today);
    expect(figures(summary)).toEqual({ current: 0, best: 8, done: 8, due: 10 });
  });

  it('counts the streak over the habit’s whole life, not only the heatmap’s weeks', () => {
    const start = '2026-06-01';
    const summary = habitSummary([segment(DAILY, start)], occurrences([[start, today, 'completed']]), today);
    const lifetime = daysFrom(start, today).length;
    expect(lifetime).toBeGreaterThan(HEATMAP_WEEKS * 7);
    expect(figures(summary)).toEqual({ current: lifetime, best: lifetime, done: lifetime, due: lifetime });
  });

  it('counts a day of the rule without a task from before the heatmap’s weeks as missed', () => {
    const days = occurrences([['2026-06-01', today, 'completed']]);
    days.delete('2026-06-11');
    const summary = habitSummary([segment(DAILY, '2026-06-01')], days, today);
    const lifetime = daysFrom('2026-06-01', today).length;
    expect(figures(summary)).toEqual({ current: lifetime - 11, best: lifetime - 11, done: lifetime - 1, due: lifetime });
  });

  it('remembers a best streak from before the heatmap’s weeks', () => {
    const summary = habitSummary(
      [segment(DAILY, '2026-06-01')],
      occurrences(
        [
          ['2026-06-01', '2026-08-31', 'completed'],
          ['2026-09-01', '2027-03-05', 'skipped'],
          ['2027-03-07', today, 'completed'],
        ],
        { '2027-03-06': 'failed' },
      ),
      today,
    );
    expect(summary.best).toBe(92);
    expect(summary.current).toBe(4);
  });
});

describe('habitSummary: rules with rest days', () => {
  it('never breaks a weekly habit’s streak on its rest days', () => {
    const segments = [segment(MON_WED_FRI, '2027-03-01')];
    const done = occurrences([], { '2027-03-01': 'completed', '2027-03-03': 'completed', '2027-03-05': 'completed', '2027-03-08': 'completed', '2027-03-10': 'completed' });
    const summary = habitSummary(segments, done, '2027-03-12');
    expect(figures(summary)).toEqual({ current: 5, best: 5, done: 5, due: 6 });
    expect(shown(summary, '2027-03-01', '2027-03-14')).toEqual([
      'done',
      'rest',
      'done',
      'rest',
      'done',
      'rest',
      'rest',
      'done',
      'rest',
      'done',
      'rest',
      'due',
      'rest',
      'rest',
    ]);
  });

  it('counts the days of an every-2-weeks habit only', () => {
    const segments = [segment('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2027-01-04')];
    const summary = habitSummary(segments, occurrences([], { '2027-01-04': 'completed', '2027-01-18': 'completed', '2027-02-01': 'completed', '2027-02-15': 'completed' }), '2027-03-01');
    // 2027-03-01 is that Monday, still open.
    expect(figures(summary)).toEqual({ current: 4, best: 4, done: 4, due: 5 });
  });

  it('treats a habit of two segments, daily then weekdays from the split, as one', () => {
    // Daily from March 1; changed 'this and following' on Monday March 8 to weekdays.
    const segments = [segment(DAILY, '2027-03-01', '2027-03-07'), segment(WEEKDAYS, '2027-03-08')];
    const summary = habitSummary(segments, occurrences([['2027-03-01', '2027-03-12', 'completed']], { '2027-03-13': 'completed' }), '2027-03-16');
    // 13 done (the Saturday after the split has a task anyway), and Monday March 15 missed.
    expect(figures(summary)).toEqual({ current: 0, best: 13, done: 13, due: 15 });
    expect(shown(summary, '2027-03-06', '2027-03-21')).toEqual([
      'done', // Sat, daily then
      'done', // Sun
      'done', // Mon, weekdays from here
      'done',
      'done',
      'done',
      'done',
      'done', // Sat: not the rule's, but its task was done
      'rest', // Sun
      'missed',
      'due',
      'upcoming',
      'upcoming',
      'upcoming',
      'rest',
      'rest',
    ]);
  });

  it('keeps a streak across the split when every day of both segments is done', () => {
    const segments = [segment(DAILY, '2027-03-01', '2027-03-07'), segment(WEEKDAYS, '2027-03-08')];
    const summary = habitSummary(segments, occurrences([['2027-03-01', '2027-03-12', 'completed']]), '2027-03-15');
    // Saturday and Sunday after the split are rest days, Monday the 15th is today and open.
    expect(figures(summary)).toEqual({ current: 12, best: 12, done: 12, due: 13 });
  });

  it('counts a task on a day the rule doesn’t fall on by its state', () => {
    const segments = [segment('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', '2027-03-01')];
    const tasks = occurrences([], { '2027-03-01': 'completed', '2027-03-02': 'completed', '2027-03-04': 'open', '2027-03-08': 'completed' });
    const summary = habitSummary(segments, tasks, '2027-03-09');
    // Tuesday the 2nd done counts; Thursday the 4th left open is missed and breaks the streak.
    expect(figures(summary)).toEqual({ current: 1, best: 2, done: 3, due: 4 });
    expect(shown(summary, '2027-03-01', '2027-03-09')).toEqual(['done', 'done', 'rest', 'missed', 'rest', 'rest', 'rest', 'done', 'rest']);
  });
});

describe('habitSummary: the heatmap and the ends of a series', () => {
  it('shows twelve weeks, the last holding today, days before the first day at rest', () => {
    const summary = habitSummary([segment(DAILY, '2027-03-08')], occurrences([['2027-03-08', '2027-03-09', 'completed']]), '2027-03-10');
    expect(summary.weeks.map((week) => week.map((day) => day.date))).toEqual(heatmapWeeks('2027-03-10'));
    expect(new Set(shown(summary, '2026-12-21', '2027-03-07'))).toEqual(new Set(['rest']));
    expect(shown(summary, '2027-03-08', '2027-03-14')).toEqual(['done', 'done', 'due', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('rests after a series ends', () => {
    const summary = habitSummary([segment(DAILY, '2027-03-01', '2027-03-05')], occurrences([['2027-03-01', '2027-03-05', 'completed']]), '2027-03-10');
    expect(figures(summary)).toEqual({ current: 5, best: 5, done: 5, due: 5 });
    expect(shown(summary, '2027-03-01', '2027-03-14')).toEqual([
      'done',
      'done',
      'done',
      'done',
      'done',
      'rest',
      'rest',
      'rest',
      'rest',
      'rest',
      'rest',
      'rest',
      'rest',
      'rest',
    ]);
  });

  it('rests after a series of a number of times is over', () => {
    const summary = habitSummary([segment(`${DAILY};COUNT=3`, '2027-03-08')], occurrences([['2027-03-08', '2027-03-09', 'completed']]), '2027-03-09');
    expect(shown(summary, '2027-03-08', '2027-03-14')).toEqual(['done', 'done', 'upcoming', 'rest', 'rest', 'rest', 'rest']);
    expect(figures(summary)).toEqual({ current: 2, best: 2, done: 2, due: 2 });
  });

  it('starts a series today with today due and nothing missed', () => {
    const summary = habitSummary([segment(DAILY, '2027-03-10')], new Map(), '2027-03-10');
    expect(figures(summary)).toEqual({ current: 0, best: 0, done: 0, due: 1 });
    expect(shown(summary, '2027-03-08', '2027-03-14')).toEqual(['rest', 'rest', 'due', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('counts a series started today once today is done', () => {
    const summary = habitSummary([segment(DAILY, '2027-03-10')], occurrences([], { '2027-03-10': 'completed' }), '2027-03-10');
    expect(figures(summary)).toEqual({ current: 1, best: 1, done: 1, due: 1 });
  });

  it('has nothing due yet for a series that starts after today', () => {
    const summary = habitSummary([segment(DAILY, '2027-03-12')], new Map(), '2027-03-10');
    expect(figures(summary)).toEqual({ current: 0, best: 0, done: 0, due: 0 });
    expect(shown(summary, '2027-03-10', '2027-03-14')).toEqual(['rest', 'rest', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('leaves skipped days out of the days due', () => {
    const summary = habitSummary(
      [segment(DAILY, '2027-03-01')],
      occurrences([['2027-03-01', '2027-03-10', 'skipped']], { '2027-03-02': 'completed', '2027-03-03': 'failed' }),
      '2027-03-10',
    );
    expect(figures(summary)).toEqual({ current: 0, best: 1, done: 1, due: 2 });
  });

  it('never counts days after today, even done ones', () => {
    const summary = habitSummary([segment(DAILY, '2027-03-09')], occurrences([['2027-03-09', '2027-03-12', 'completed']]), '2027-03-10');
    expect(figures(summary)).toEqual({ current: 2, best: 2, done: 2, due: 2 });
    expect(shown(summary, '2027-03-11', '2027-03-12')).toEqual(['done', 'done']);
  });
});

describe('habitSummary: month ends and daylight-saving changes', () => {
  it('keeps a monthly habit from January 31 going on each month’s last day', () => {
    const monthly = toRRuleText(defaultRepeatRule('2027-01-31', 'monthly'));
    const lastDays = ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'];
    const summary = habitSummary([segment(monthly, '2027-01-31')], occurrences([], Object.fromEntries(lastDays.map((day) => [day, 'completed']))), '2027-05-15');
    expect(figures(summary)).toEqual({ current: 4, best: 4, done: 4, due: 4 });
    // Missing April's last day breaks it; March 30 and April 29 are rest days, not missed ones.
    const missed = habitSummary([segment(monthly, '2027-01-31')], occurrences([], { '2027-01-31': 'completed', '2027-02-28': 'completed', '2027-03-31': 'completed' }), '2027-05-15');
    expect(figures(missed)).toEqual({ current: 0, best: 3, done: 3, due: 4 });
    expect(shown(missed, '2027-03-30', '2027-03-31')).toEqual(['rest', 'done']);
    expect(shown(missed, '2027-04-29', '2027-04-30')).toEqual(['rest', 'missed']);
  });

  it('keeps a yearly habit from February 29 going on February 28 outside leap years', () => {
    const yearly = toRRuleText(defaultRepeatRule('2028-02-29', 'yearly'));
    const done = occurrences([], { '2028-02-29': 'completed', '2029-02-28': 'completed', '2030-02-28': 'completed', '2031-02-28': 'completed' });
    const summary = habitSummary([segment(yearly, '2028-02-29')], done, '2032-02-29');
    // The leap day of 2032 is today, due and still open: the streak of four holds.
    expect(figures(summary)).toEqual({ current: 4, best: 4, done: 4, due: 5 });
    expect(shown(summary, '2032-02-28', '2032-02-29')).toEqual(['rest', 'due']);
  });

  it.each([
    ['the United States', '2027-03-08', '2027-03-18'],
    ['Europe', '2027-03-22', '2027-04-01'],
    ['New Zealand', '2027-03-30', '2027-04-09'],
  ])('counts every calendar day once across the clocks’ change in %s, in any machine zone', (_where, from, today) => {
    // The 2027 changes: March 14 in New York, March 28 in Berlin, April 4 in Auckland. Today is due, still open.
    const summary = habitSummary([segment(DAILY, from)], occurrences([[from, addDaysToKey(today, -1), 'completed']]), today);
    expect(figures(summary)).toEqual({ current: 10, best: 10, done: 10, due: 11 });
    expect(shown(summary, from, today)).toEqual([...Array<HabitDayState>(10).fill('done'), 'due']);
  });
});
