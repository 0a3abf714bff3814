/**
 * The habit heatmap in words and dates: the API's one-letter day codes read back into days, the
 * tooltip of each square, and the sentence that stands for the whole grid to a screen reader.
 */
import { habitDayStateOfCode, HEATMAP_WEEKS, type HabitDay, type HabitDayState } from './habit-streaks';
import { countOf } from './plural';

/** Squares in the heatmap: its weeks, Monday to Sunday. */
export const HEATMAP_DAYS = HEATMAP_WEEKS * 7;

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** A calendar day (`yyyy-MM-dd`) as a UTC midnight, where every day is 24 hours long. */
const utcTime = (dateKey: string) => Date.UTC(Number(dateKey.slice(0, 4)), Number(dateKey.slice(5, 7)) - 1, Number(dateKey.slice(8, 10)));

/** Whole days from one calendar day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcTime(to) - utcTime(from)) / DAY_MS);
}

/** 'Mon, Nov 23': a heatmap day, short enough for a tooltip; the weekday tells apart the same date a year on. */
export function formatHeatmapDay(dateKey: string): string {
  const date = new Date(utcTime(dateKey));
  return `${WEEKDAY_SHORT[date.getUTCDay()]}, ${MONTH_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** The heatmap's dates from its first Monday, each with its tooltip's date; every habit of one answer shares them. */
interface HeatmapDates {
  keys: string[];
  labels: string[];
}
const datesCache = new Map<string, HeatmapDates>();
function heatmapDates(firstDay: string): HeatmapDates {
  let dates = datesCache.get(firstDay);
  if (!dates) {
    const start = utcTime(firstDay);
    const keys = Array.from({ length: HEATMAP_DAYS }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
    dates = { keys, labels: keys.map(formatHeatmapDay) };
    // The first day moves once a week: a few entries cover a tab left open for weeks.
    if (datesCache.size >= 8) datesCache.clear();
    datesCache.set(firstDay, dates);
  }
  return dates;
}

/** A heatmap square: its day, where the habit stood on it, and its tooltip. */
export interface HeatmapDay extends HabitDay {
  /** 'Mon, Nov 23: done' */
  label: string;
}

const STATE_WORDS: Record<HabitDayState, string> = {
  done: 'done',
  skipped: 'skipped',
  missed: 'missed',
  due: 'due today',
  rest: 'rest day',
  upcoming: 'upcoming',
};

/**
 * The heatmap's days, oldest first, from its first Monday and one code per day (`HABIT_DAY_CODES`).
 * Always `HEATMAP_DAYS` of them: a code the client doesn't know, or one missing, shows as a rest day.
 */
export function decodeHabitDays(firstDay: string, codes: string): HeatmapDay[] {
  const { keys, labels } = heatmapDates(firstDay);
  return keys.map((date, index) => {
    const state = habitDayStateOfCode[codes.charAt(index)] ?? 'rest';
    return { date, state, label: `${labels[index]}: ${STATE_WORDS[state]}` };
  });
}

/** Where the habit stood on `date`, or undefined for a day outside its heatmap. */
export function habitStateOn(habit: { firstDay: string; days: string }, date: string): HabitDayState | undefined {
  const index = daysBetween(habit.firstDay, date);
  if (index < 0 || index >= HEATMAP_DAYS || index >= habit.days.length) return undefined;
  return habitDayStateOfCode[habit.days.charAt(index)];
}

/** How the shown days stand. `expected`: the days the habit fell on up to today, skipped ones left out. */
export interface HeatmapTally {
  done: number;
  skipped: number;
  missed: number;
  expected: number;
}

export function tallyHeatmap(days: readonly HabitDay[]): HeatmapTally {
  let done = 0;
  let skipped = 0;
  let missed = 0;
  let due = 0;
  for (const { state } of days) {
    if (state === 'done') done++;
    else if (state === 'skipped') skipped++;
    else if (state === 'missed') missed++;
    else if (state === 'due') due++;
  }
  return { done, skipped, missed, expected: done + missed + due };
}

/**
 * What the heatmap shows, in one sentence: 'Last 12 weeks: 40 of 44 days done, 2 skipped'. Today
 * counts once it is due, as in the habit's own done and due counts.
 */
export function heatmapSummary(days: readonly HabitDay[]): string {
  const { done, skipped, expected } = tallyHeatmap(days);
  const period = `Last ${HEATMAP_WEEKS} weeks`;
  if (expected === 0 && skipped === 0) return `${period}: no days due yet`;
  const skippedText = skipped > 0 ? `, ${skipped} skipped` : '';
  return `${period}: ${done} of ${countOf(expected, 'day')} done${skippedText}`;
}

/**
 * The habits the dashboard lists for today: those with a task today, and those already done today
 * (a task done today that the rule doesn't fall on, for one).
 */
export function habitsForToday<T extends { todayTodoId: number | null; firstDay: string; days: string }>(habits: readonly T[], today: string): T[] {
  return habits.filter((habit) => habit.todayTodoId !== null || habitStateOn(habit, today) === 'done');
}
