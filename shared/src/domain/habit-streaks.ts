/**
 * Habits: a recurring task seen day by day. A day the rule falls on is done, skipped or missed; a
 * streak counts the done days in a row, skipped days neither counting nor breaking it, and today not
 * breaking it until today is over.
 */
import { addDaysToKey } from './zoned-days';
import { occurrenceDates, weekdayOf } from './recurrence';

/** Where one occurrence stands: its task completed, skipped, failed, or still open. */
export type OccurrenceState = 'completed' | 'skipped' | 'failed' | 'open';

/** A day of a habit as the heatmap shows it. */
export type HabitDayState = 'done' | 'skipped' | 'missed' | 'due' | 'rest' | 'upcoming';

/**
 * A stretch of a habit under one rule. A habit changed 'this and following' is two series, the
 * first ending the day before the second starts; together they are one habit.
 */
export interface HabitSegment {
  rule: string;
  startDate: string;
  /** The last day the segment may fall on; null while it goes on. */
  endDate: string | null;
}

export interface HabitDay {
  date: string;
  state: HabitDayState;
}

/** The days the habit's segments fall on from `from` to `to`, both included, in order. */
export function expectedDays(segments: readonly HabitSegment[], from: string, to: string): string[] {
  // One segment's days come in order, once each: most habits never changed their rule.
  if (segments.length === 1) return segmentDays(segments[0]!, from, to);
  const days = new Set<string>();
  for (const segment of segments) {
    const last = segment.endDate !== null && segment.endDate < to ? segment.endDate : to;
    const first = segment.startDate > from ? segment.startDate : from;
    for (const day of occurrenceDates(segment.rule, segment.startDate, first, last)) days.add(day);
  }
  return [...days].sort();
}

function segmentDays(segment: HabitSegment, from: string, to: string): string[] {
  const last = segment.endDate !== null && segment.endDate < to ? segment.endDate : to;
  const first = segment.startDate > from ? segment.startDate : from;
  return occurrenceDates(segment.rule, segment.startDate, first, last);
}

/** How one day stands: the rule's days by their task, any other day a rest day unless it has a task anyway. */
export function habitDayState(date: string, today: string, expected: boolean, occurrence: OccurrenceState | undefined): HabitDayState {
  if (!expected && occurrence === undefined) return 'rest';
  if (occurrence === 'completed') return 'done';
  if (occurrence === 'skipped') return 'skipped';
  if (date > today) return 'upcoming';
  if (occurrence === 'failed') return 'missed';
  return date === today ? 'due' : 'missed';
}

export interface HabitStreaks {
  /** Done days in a row up to today (today counts once done, and doesn't break it while open). */
  current: number;
  best: number;
}

/** The current and best streaks of days in date order. */
export function habitStreaks(days: readonly HabitDay[]): HabitStreaks {
  let run = 0;
  let best = 0;
  for (const { state } of days) {
    if (state === 'done') best = Math.max(best, ++run);
    else if (state === 'missed') run = 0;
  }
  return { current: run, best };
}

export const HEATMAP_WEEKS = 12;

/** The Monday-to-Sunday weeks of the heatmap, the last one holding `today`, oldest first. */
export function heatmapWeeks(today: string, weeks = HEATMAP_WEEKS): string[][] {
  const mondayOffset = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].indexOf(weekdayOf(today));
  const firstMonday = addDaysToKey(today, -mondayOffset - (weeks - 1) * 7);
  return Array.from({ length: weeks }, (_, week) => Array.from({ length: 7 }, (_, day) => addDaysToKey(firstMonday, week * 7 + day)));
}

export interface HabitSummary extends HabitStreaks {
  /** The heatmap's weeks, Monday first, oldest week first. */
  weeks: HabitDay[][];
  /** Over the habit's whole life up to today: days done, and days the rule fell on (skipped ones left out). */
  done: number;
  due: number;
}

/**
 * A habit up to `today`: its streaks over its whole life, the heatmap's weeks, and how many of its
 * days were done. `occurrences` maps each day that has a task to where that task stands.
 */
export function habitSummary(segments: readonly HabitSegment[], occurrences: ReadonlyMap<string, OccurrenceState>, today: string): HabitSummary {
  const weeks = heatmapWeeks(today);
  const lastShown = weeks.at(-1)!.at(-1)!;
  const firstDay = segments.reduce((first, segment) => (segment.startDate < first ? segment.startDate : first), weeks[0]![0]!);
  const expectedInOrder = expectedDays(segments, firstDay, lastShown);
  const expected = new Set(expectedInOrder);
  const stateOf = (date: string) => habitDayState(date, today, expected.has(date), occurrences.get(date));
  // Its days up to today in date order: the rule's days, and any other day that has a task anyway.
  // Two years of a daily habit are some 700 days, and an answer holds a few hundred habits: one
  // pass over them, no objects per day.
  const history = expectedInOrder.filter((date) => date <= today);
  const others = [...occurrences.keys()].filter((date) => date <= today && !expected.has(date));
  if (others.length > 0) history.push(...others);
  if (others.length > 0) history.sort();
  let run = 0;
  let best = 0;
  let done = 0;
  let due = 0;
  // As habitStreaks counts them.
  for (const date of history) {
    const state = stateOf(date);
    if (state === 'done') {
      done += 1;
      best = Math.max(best, ++run);
    } else if (state === 'missed') run = 0;
    if (state !== 'skipped' && state !== 'rest') due += 1;
  }
  return {
    current: run,
    best,
    weeks: weeks.map((week) => week.map((date) => ({ date, state: stateOf(date) }))),
    done,
    due,
  };
}
