/**
 * What a person's private calendar feed shows of their days: which days it covers, how a series
 * becomes one repeating event, and which of its days the event must leave out because their task went
 * its own way (decision 25). Days are calendar days (`yyyy-MM-dd`), each in its own time zone.
 */
import { lastOccurrence, nextOccurrence, occurrenceDates, parseRRuleText, toRRuleText } from './recurrence';
import { addDaysToKey } from './zoned-days';

/** How far back and ahead of today the feed reaches: last season's work and a year of plans. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 400;

export interface FeedWindow {
  first: string;
  last: string;
}

export const feedWindow = (today: string): FeedWindow => ({
  first: addDaysToKey(today, -FEED_DAYS_BACK),
  last: addDaysToKey(today, FEED_DAYS_AHEAD),
});

/** What a task shows in a calendar, as a series makes each of its tasks. */
export interface TaskShape {
  title: string;
  description: string | null;
  plannedTime: string | null;
  pomodoros: number;
  goalId: number | null;
}

export interface TaskStatus {
  completed: boolean;
  failed: boolean;
  skipped: boolean;
}

/** A task of a series as the feed reads it: `day` is the day it is due now, in the series' time zone. */
export interface SeriesTask extends TaskShape, TaskStatus {
  day: string;
  occurrenceDate: string | null;
}

/**
 * Whether a task of a series is still just what its series makes for its day: open, on that day, and
 * unchanged. The series' repeating event shows such a task; any other one is an event of its own.
 */
export function followsItsSeries(task: SeriesTask, series: TaskShape): boolean {
  return (
    task.occurrenceDate === task.day &&
    !task.completed &&
    !task.failed &&
    !task.skipped &&
    task.title === series.title &&
    task.description === series.description &&
    task.plannedTime === series.plannedTime &&
    task.pomodoros === series.pomodoros &&
    task.goalId === series.goalId
  );
}

/** A task's title in the calendar: what became of it shows at a glance. */
export function feedTitle(title: string, status: Pick<TaskStatus, 'completed' | 'failed'>): string {
  if (status.completed) return `✓ ${title}`;
  if (status.failed) return `✗ ${title}`;
  return title;
}

/** A series as its repeating event needs it. */
export interface FeedSeries {
  rule: string;
  startDate: string;
  endDate: string | null;
  /** The last day its tasks have been made for. */
  generatedThrough: string;
  /** Its goal is complete: it makes no tasks past `generatedThrough` until the goal reopens. */
  paused: boolean;
}

/** A series' repeating event over the feed's window. */
export interface FeedRecurrence {
  /** The event's first day: the rule's first day in the window, so that no day before it needs an exception. */
  firstDay: string;
  /** The rule as RRULE text without an end (the caller writes UNTIL in the form its start takes). */
  rule: string;
  /** Its last day, or null while it goes on. */
  lastDay: string | null;
  /**
   * Its days that have no task following the series and never will: deleted, moved, changed, settled
   * or skipped ones, and days that passed before their task was made (decision 20 doesn't make them).
   */
  exceptDays: string[];
}

const earliest = (days: (string | null)[]) => days.reduce<string | null>((min, day) => (day !== null && (min === null || day < min) ? day : min), null);

/**
 * The repeating event of a series over the window, or null when the series has no day in it (or a rule
 * the form doesn't write, whose tasks then show one by one). `followingDays` are the days whose task
 * follows the series (`followsItsSeries`); `today` is today in the series' time zone.
 */
export function feedRecurrence(series: FeedSeries, followingDays: ReadonlySet<string>, window: FeedWindow, today: string): FeedRecurrence | null {
  const form = parseRRuleText(series.rule, series.startDate);
  if (!form) return null;
  const firstDay = nextOccurrence(series.rule, series.startDate, window.first);
  if (firstDay === null || firstDay > window.last) return null;
  const lastDay = earliest([lastOccurrence(series.rule, series.startDate), series.endDate, series.paused ? series.generatedThrough : null]);
  if (lastDay !== null && lastDay < firstDay) return null;
  // Up to the last day made, and every day before today, a day's task exists or never will; later
  // days get theirs when the series makes them, as the rule says.
  const settled = earliest([later(series.generatedThrough, addDaysToKey(today, -1)), lastDay, window.last])!;
  const exceptDays = occurrenceDates(series.rule, series.startDate, firstDay, settled).filter((day) => !followingDays.has(day));
  // Starting from one of its own days keeps the rule's days: an interval counts from the first day's
  // week, month or year, which is one the rule falls on. The count of an end after N times would
  // start again from there, so every end becomes the last day instead.
  const endless = { ...form, end: { kind: 'never' as const } };
  // Weeks of an interval begin on Monday here (rrule's default), so the event says so for every reader.
  const rule = toRRuleText(endless) + (endless.frequency === 'weekly' && endless.interval > 1 ? ';WKST=MO' : '');
  return { firstDay, rule, lastDay, exceptDays };
}

const later = (a: string, b: string) => (a > b ? a : b);

/** Whether the series' repeating event shows a task that follows the series on `day`. */
export function recurrenceShows(recurrence: FeedRecurrence | null, day: string): boolean {
  return recurrence !== null && day >= recurrence.firstDay && (recurrence.lastDay === null || day <= recurrence.lastDay);
}
