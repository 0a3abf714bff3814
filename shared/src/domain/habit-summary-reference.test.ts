// habitSummary against the plainest reading of its rules: every calendar day from the habit's first
// one through the heatmap's last, one at a time, each day's state from habitDayState and the streaks
// from habitStreaks. Random habits of every shape, so that a faster habitSummary can't drift.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../bench/seed/random';
import {
  habitDayState,
  habitStreaks,
  habitSummary,
  heatmapWeeks,
  type HabitDay,
  type HabitSegment,
  type HabitSummary,
  type OccurrenceState,
} from './habit-streaks';
import { occurrenceDatesByRRule } from './recurrence';
import { addDaysToKey } from './zoned-days';

/** What habitSummary should answer, worked out day by day with the rrule library's days. */
function referenceSummary(segments: readonly HabitSegment[], occurrences: ReadonlyMap<string, OccurrenceState>, today: string): HabitSummary {
  const weeks = heatmapWeeks(today);
  const lastShown = weeks.at(-1)!.at(-1)!;
  const expected = new Set<string>();
  for (const { rule, startDate, endDate } of segments) {
    const last = endDate !== null && endDate < lastShown ? endDate : lastShown;
    for (const day of occurrenceDatesByRRule(rule, startDate, startDate, last)) expected.add(day);
  }
  const stateOf = (date: string) => habitDayState(date, today, expected.has(date), occurrences.get(date));
  const first = [...expected, ...occurrences.keys(), today].sort()[0]!;
  const history: HabitDay[] = [];
  for (let date = first; date <= today; date = addDaysToKey(date, 1)) history.push({ date, state: stateOf(date) });
  const streaks = habitStreaks(history);
  return {
    ...streaks,
    weeks: weeks.map((week) => week.map((date) => ({ date, state: stateOf(date) }))),
    done: history.filter((day) => day.state === 'done').length,
    due: history.filter((day) => day.state !== 'skipped' && day.state !== 'rest').length,
  };
}

const RULES = [
  'FREQ=DAILY;INTERVAL=1',
  'FREQ=DAILY;INTERVAL=2',
  'FREQ=DAILY;INTERVAL=3;UNTIL=20270601',
  'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
  'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SA',
  'FREQ=WEEKLY;INTERVAL=1',
  'FREQ=DAILY;INTERVAL=1;COUNT=40',
  'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
  'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR',
];

/** A habit of one to three segments, each continuing the one before, with tasks in every state, some days without one and some tasks off the rule. */
function randomHabit(seed: number) {
  // The bench's seeded source: a failure can be replayed from its seed.
  const random = createRandom(seed);
  const today = addDaysToKey('2027-03-01', random.int(-400, 400));
  const segmentCount = random.pick([1, 1, 1, 2, 3]);
  let start = addDaysToKey(today, -random.int(-10, 500));
  const segments: HabitSegment[] = [];
  for (let index = 0; index < segmentCount; index++) {
    const last = index === segmentCount - 1;
    const length = random.int(-1, 200);
    const endDate = last ? (random.next() < 0.2 ? addDaysToKey(start, length) : null) : addDaysToKey(start, length);
    segments.unshift({ rule: random.pick(RULES), startDate: start, endDate });
    if (endDate !== null) start = addDaysToKey(endDate, 1);
  }
  // Steady or not: how often a day is done, and how often it is something else.
  const steadiness = random.pick([0.99, 0.9, 0.7, 0.3]);
  const occurrences = new Map<string, OccurrenceState>();
  const lastShown = heatmapWeeks(today).at(-1)!.at(-1)!;
  for (const { rule, startDate, endDate } of segments) {
    const last = addDaysToKey(endDate !== null && endDate < lastShown ? endDate : lastShown, random.int(0, 10));
    for (const day of occurrenceDatesByRRule(rule, startDate, startDate, last)) {
      const roll = random.next();
      if (roll < steadiness) occurrences.set(day, 'completed');
      else if (roll < steadiness + (1 - steadiness) * 0.3) occurrences.set(day, 'skipped');
      else if (roll < steadiness + (1 - steadiness) * 0.55) occurrences.set(day, 'failed');
      else if (roll < steadiness + (1 - steadiness) * 0.8) occurrences.set(day, 'open');
      // else: no task that day (deleted, or never made while the person was away)
    }
  }
  // Tasks off the rule: moved onto another day, or left from before a split.
  for (let extra = random.int(0, 4); extra > 0; extra--) {
    occurrences.set(addDaysToKey(today, random.int(-520, 20)), random.pick(['completed', 'skipped', 'failed', 'open'] as const));
  }
  return { segments, occurrences, today };
}

describe('habitSummary against the day-by-day reference', () => {
  it('agrees on random habits of every shape', () => {
    for (let seed = 1; seed <= 600; seed++) {
      const { segments, occurrences, today } = randomHabit(seed);
      expect(habitSummary(segments, occurrences, today), `seed ${seed}`).toEqual(referenceSummary(segments, occurrences, today));
    }
    // Six hundred habits of up to two years each, worked out twice: seconds on a busy machine.
  }, 60_000);

  it('agrees on every weekday as today, with the streak crossing into the heatmap from before it', () => {
    const daily = [{ rule: 'FREQ=DAILY;INTERVAL=1', startDate: '2026-01-05', endDate: null }];
    for (let offset = 0; offset < 7; offset++) {
      const today = addDaysToKey('2027-03-01', offset);
      const firstShown = heatmapWeeks(today)[0]![0]!;
      // Done every day, but missed on days around the heatmap's first day one at a time.
      for (const missedOffset of [-2, -1, 0, 1]) {
        const occurrences = new Map<string, OccurrenceState>();
        for (let day = '2026-01-05'; day <= today; day = addDaysToKey(day, 1)) occurrences.set(day, 'completed');
        occurrences.set(addDaysToKey(firstShown, missedOffset), 'failed');
        const summary = habitSummary(daily, occurrences, today);
        expect(summary).toEqual(referenceSummary(daily, occurrences, today));
      }
    }
  });
});
