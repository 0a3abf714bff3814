import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  habitProgress,
  habitProgressOfTallies,
  keptRateHolds,
  seriesDueDays,
  type HabitProgressSeries,
  type HabitProgressTask,
} from './habit-progress';
import { occurrenceDates } from './recurrence';
import { zonedDateKey } from './zoned-days';

const daily: HabitProgressSeries = { id: 1, rule: 'FREQ=DAILY', startDate: '2026-03-01', endDate: null, timeZone: 'Europe/Berlin' };
/** The deadline: the end of March 10th in Berlin, so ten days are due. */
const deadline = new Date('2026-03-10T22:00:00Z');

const tasks = (seriesId: number, state: HabitProgressTask['state'], ...days: string[]): HabitProgressTask[] =>
  days.map((date) => ({ seriesId, date, state }));
const march = (...days: number[]) => days.map((day) => `2026-03-${String(day).padStart(2, '0')}`);

describe('habitProgress', () => {
  it('is 0 with no series or no due day', () => {
    expect(habitProgress([], [], deadline)).toBe(0);
    expect(habitProgress([{ ...daily, startDate: '2026-04-01' }], [], deadline)).toBe(0);
  });

  it('is the share of the due days through the deadline that are done, rounded down', () => {
    expect(habitProgress([daily], tasks(1, 'completed', ...march(1, 2, 3)), deadline)).toBe(30);
    expect(habitProgress([daily], tasks(1, 'completed', ...march(1, 2, 3, 4, 5, 6, 7, 8, 9)), deadline)).toBe(90);
    // 2 of 3 is 66.67%: rounded down, never up to a share not earned.
    const threeDays = { ...daily, endDate: '2026-03-03' };
    expect(habitProgress([threeDays], tasks(1, 'completed', ...march(1, 2)), deadline)).toBe(66);
  });

  it('is 100 only when every due day is done', () => {
    expect(habitProgress([daily], tasks(1, 'completed', ...march(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)), deadline)).toBe(100);
    const bigHabit = { ...daily, endDate: null, startDate: '2025-03-11' };
    const allButOne = Array.from({ length: 364 }, (_, i) => new Date(Date.UTC(2025, 2, 11 + i)).toISOString().slice(0, 10));
    expect(habitProgress([bigHabit], tasks(1, 'completed', ...allButOne), deadline)).toBe(99);
  });

  it('counts a skipped day as a day off, and failed, open or deleted days as not done', () => {
    const states = [...tasks(1, 'completed', ...march(1, 2, 3, 4, 5)), ...tasks(1, 'skipped', ...march(6, 7, 8, 9, 10))];
    expect(habitProgress([daily], states, deadline)).toBe(100);
    const missed = [...tasks(1, 'completed', ...march(1, 2, 3, 4, 5)), ...tasks(1, 'failed', ...march(6)), ...tasks(1, 'open', ...march(7))];
    expect(habitProgress([daily], missed, deadline)).toBe(50);
  });

  it('counts only the days the rule falls on, and no day after the deadline or the series end', () => {
    const weekdays = { ...daily, rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' }; // Mar 2, 4, 6, 9
    expect(habitProgress([weekdays], tasks(1, 'completed', ...march(2, 4, 6, 9, 11, 13)), deadline)).toBe(100);
    expect(habitProgress([weekdays], tasks(1, 'completed', ...march(1, 3, 5)), deadline)).toBe(0);
    const ended = { ...daily, endDate: '2026-03-04' };
    expect(habitProgress([ended], tasks(1, 'completed', ...march(1, 2)), deadline)).toBe(50);
  });

  it('adds up several series, a task counting only for its own series', () => {
    const second: HabitProgressSeries = { ...daily, id: 2, startDate: '2026-03-06' }; // 5 days
    const states = [...tasks(1, 'completed', ...march(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)), ...tasks(3, 'completed', ...march(6, 7, 8, 9, 10))];
    expect(habitProgress([daily, second], states, deadline)).toBe(66);
  });

  it('reads the deadline as a day in each series’ own time zone', () => {
    // 2026-03-10T22:00Z is still March 10th in New York but already March 11th in Auckland.
    const newYork = { ...daily, timeZone: 'America/New_York' };
    const auckland = { ...daily, timeZone: 'Pacific/Auckland' };
    const tenDays = tasks(1, 'completed', ...march(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    expect(habitProgress([newYork], tenDays, deadline)).toBe(100);
    expect(habitProgress([auckland], tenDays, deadline)).toBe(90);
  });
});

describe('seriesDueDays', () => {
  it('marks each day from the first through the deadline’s day with whether the rule falls on it', () => {
    const weekdays = { ...daily, rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' }; // from Sunday March 1st
    expect(seriesDueDays(weekdays, deadline)).toEqual({ firstDay: '2026-03-01', mask: '0101010010', due: 4 });
    expect(seriesDueDays({ ...weekdays, endDate: '2026-03-04' }, deadline)).toEqual({ firstDay: '2026-03-01', mask: '0101', due: 2 });
  });

  it('is empty when the series ended before it began or begins after the deadline', () => {
    expect(seriesDueDays({ ...daily, endDate: '2026-02-28' }, deadline)).toMatchObject({ mask: '', due: 0 });
    expect(seriesDueDays({ ...daily, startDate: '2026-04-01' }, deadline)).toMatchObject({ mask: '', due: 0 });
  });

  it('reads the deadline in the series’ time zone, and works the days out once for the same rule and days', () => {
    expect(seriesDueDays({ ...daily, timeZone: 'Pacific/Auckland' }, deadline).due).toBe(11);
    const first = seriesDueDays({ ...daily, id: 7 }, deadline);
    expect(seriesDueDays({ ...daily, id: 8 }, new Date('2026-03-10T12:00:00Z'))).toBe(first);
  });

  it('works out the days of a deadline centuries away each time rather than keep them', () => {
    const farAway = new Date('2700-01-01T12:00:00Z');
    const days = seriesDueDays(daily, farAway);
    expect(days.due).toBe(days.mask.length);
    expect(days.mask.length).toBeGreaterThan(240_000);
    expect(seriesDueDays(daily, farAway)).not.toBe(days);
  });
});

describe('habitProgressOfTallies', () => {
  it('adds the series up, a skipped day off the count, rounded down', () => {
    expect(habitProgressOfTallies([])).toBe(0);
    expect(habitProgressOfTallies([{ due: 3, done: 2, skipped: 0 }])).toBe(66);
    expect(habitProgressOfTallies([{ due: 10, done: 5, skipped: 5 }])).toBe(100);
    expect(habitProgressOfTallies([{ due: 10, done: 4, skipped: 0 }, { due: 5, done: 5, skipped: 0 }])).toBe(60);
    expect(habitProgressOfTallies([{ due: 2, done: 0, skipped: 2 }])).toBe(0);
  });
});

describe('keptRateHolds', () => {
  it('holds while the kept tallies give the progress the goal shows', () => {
    expect(keptRateHolds(66, { due: 3, done: 2, skipped: 0 })).toBe(true);
    expect(keptRateHolds(0, { due: 0, done: 0, skipped: 0 })).toBe(true);
    expect(keptRateHolds(99, { due: 1000, done: 999, skipped: 0 })).toBe(true);
  });

  it('does not hold without tallies, or when they and the progress disagree', () => {
    expect(keptRateHolds(0, null)).toBe(false);
    expect(keptRateHolds(65, { due: 3, done: 2, skipped: 0 })).toBe(false);
  });

  it('leaves a rate that reaches 100 or leaves it to the refresh', () => {
    // Done through the deadline: complete, or 99 while other work is open.
    expect(keptRateHolds(99, { due: 3, done: 3, skipped: 0 })).toBe(false);
    expect(keptRateHolds(100, { due: 3, done: 3, skipped: 0 })).toBe(false);
    // A day undone on a complete goal: it reopens, and its series go on.
    expect(keptRateHolds(100, { due: 3, done: 2, skipped: 0 })).toBe(false);
    // Every day off: no due day left, and nothing done.
    expect(keptRateHolds(100, { due: 2, done: 0, skipped: 2 })).toBe(false);
  });
});

/** The rule as first written: every day of every series looked up in one map of all the tasks. */
function referenceProgress(series: readonly HabitProgressSeries[], settled: readonly HabitProgressTask[], deadline: Date): number {
  const stateOf = new Map(settled.map((task) => [`${task.seriesId} ${task.date}`, task.state]));
  let due = 0;
  let done = 0;
  for (const one of series) {
    const deadlineDay = zonedDateKey(deadline, one.timeZone);
    const last = one.endDate !== null && one.endDate < deadlineDay ? one.endDate : deadlineDay;
    for (const day of occurrenceDates(one.rule, one.startDate, one.startDate, last)) {
      const state = stateOf.get(`${one.id} ${day}`);
      if (state === 'skipped') continue;
      due += 1;
      if (state === 'completed') done += 1;
    }
  }
  return due === 0 ? 0 : Math.floor((100 * done) / due);
}

describe('habitProgress against the rule as first written', () => {
  const dayOf = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
  const rules = ['FREQ=DAILY', 'FREQ=DAILY;INTERVAL=3', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA', 'FREQ=MONTHLY;BYMONTHDAY=15'];
  const seriesArbitrary = (id: number) =>
    fc.record({
      id: fc.constant(id),
      rule: fc.constantFrom(...rules),
      startDate: fc.integer({ min: 0, max: 120 }).map(dayOf),
      endDate: fc.option(fc.integer({ min: 60, max: 300 }).map(dayOf), { nil: null }),
      timeZone: fc.constantFrom('UTC', 'Pacific/Auckland', 'America/New_York'),
    });

  it('gives the same share for any series and any completed, skipped, failed or open days, on or off their days', () => {
    fc.assert(
      fc.property(
        fc.tuple(seriesArbitrary(1), seriesArbitrary(2)),
        // Unique (series, day) pairs, as the tasks' key makes them.
        fc.uniqueArray(
          fc.record({
            seriesId: fc.constantFrom(1, 2),
            date: fc.integer({ min: 0, max: 320 }).map(dayOf),
            state: fc.constantFrom('completed', 'skipped', 'failed', 'open') as fc.Arbitrary<HabitProgressTask['state']>,
          }),
          { selector: (task) => `${task.seriesId} ${task.date}`, maxLength: 200 },
        ),
        fc.integer({ min: 30, max: 330 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset, 12))),
        (series, settled, deadline) => {
          expect(habitProgress(series, settled, deadline)).toBe(referenceProgress(series, settled, deadline));
        },
      ),
      { numRuns: 300 },
    );
  });
});
