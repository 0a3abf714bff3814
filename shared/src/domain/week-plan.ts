/**
 * The planning page's week: its seven days (Monday first), the hours its days show, where each task
 * sits in its day, and what dropping or moving a task makes of its day and planned time. Days are the
 * device's local days, counted on the calendar, so a week keeps seven whole days when the clocks change.
 */
import { addDays, addWeeks, format, isSameMonth, isSameYear, parseISO, setHours, setMinutes, startOfWeek } from 'date-fns';
import { isCalendarDate } from './calendar-date';
import { byOpenThenPriority, localNoon, startOfLocalDay, type BucketTask } from './task-buckets';
import { toLocalDateValue } from './task-due';

/** Weeks start on Monday. */
const MONDAY = 1;
const DAYS_PER_WEEK = 7;

/** The local midnight that starts the week `date` falls in. */
export function startOfLocalWeek(date: Date): Date {
  return startOfWeek(date, { weekStartsOn: MONDAY });
}

/** The seven local midnights of the week that starts at `weekStart`. */
export function weekDays(weekStart: Date): Date[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, offset) => startOfLocalDay(weekStart, offset));
}

/** The start of the week `weeks` weeks after (or before) the one starting at `weekStart`. */
export function shiftWeek(weekStart: Date, weeks: number): Date {
  return startOfLocalWeek(addWeeks(weekStart, weeks));
}

/** The week an address names by one of its days (`yyyy-MM-dd`); this week when it names none. */
export function weekStartOf(dayKey: string | null, now: Date): Date {
  return startOfLocalWeek(dayKey !== null && isCalendarDate(dayKey) ? parseISO(dayKey) : now);
}

/** 'Nov 23 – 29, 2026', 'Nov 30 – Dec 6, 2026' or 'Dec 28, 2026 – Jan 3, 2027'. */
export function weekRangeLabel(weekStart: Date): string {
  const last = addDays(weekStart, DAYS_PER_WEEK - 1);
  if (!isSameYear(weekStart, last)) return `${format(weekStart, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
  if (!isSameMonth(weekStart, last)) return `${format(weekStart, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
  return `${format(weekStart, 'MMM d')} – ${format(last, 'd, yyyy')}`;
}

/** What the week view needs of a task. */
export interface WeekTask extends BucketTask {
  id: number;
  /** `HH:MM`, or null for any time of its day. */
  plannedTime: string | null;
  /** Set for a task of a recurring series, whose due time follows its planned time. */
  seriesId: number | null;
}

/** The local day (`yyyy-MM-dd`) a task is due on. */
export const dayOfTask = (task: Pick<WeekTask, 'dueDate'>) => toLocalDateValue(new Date(task.dueDate));

/** A part of a day: 'any' holds the tasks without a planned time, an hour (0–23) those planned within it. */
export type DaySlot = 'any' | number;

const hourOf = (plannedTime: string) => Number(plannedTime.slice(0, 2));
export const slotOf = (plannedTime: string | null): DaySlot => (plannedTime === null ? 'any' : hourOf(plannedTime));

/** The hours a day shows by default: the waking day. */
const DEFAULT_FIRST_HOUR = 6;
const LAST_HOUR = 23;

/** The hours the days show: 06:00 to 23:00, from earlier when a task is planned earlier. */
export function visibleHours(plannedTimes: Iterable<string | null>): number[] {
  let first = DEFAULT_FIRST_HOUR;
  for (const time of plannedTimes) if (time !== null) first = Math.min(first, hourOf(time));
  return Array.from({ length: LAST_HOUR - first + 1 }, (_, index) => first + index);
}

/** Tasks without a time first, then by time; within a time, open before settled, then urgent → low. */
export function byPlannedTime(a: WeekTask, b: WeekTask): number {
  if (a.plannedTime !== b.plannedTime) {
    if (a.plannedTime === null) return -1;
    if (b.plannedTime === null) return 1;
    return a.plannedTime < b.plannedTime ? -1 : 1;
  }
  return byOpenThenPriority(a, b);
}

export interface WeekDay<T> {
  /** `yyyy-MM-dd` */
  key: string;
  /** Its local midnight. */
  date: Date;
  /** Its tasks in the order of `byPlannedTime`. */
  tasks: T[];
}

/** The week's days with their tasks; tasks due outside the week are left out. */
export function planWeek<T extends WeekTask>(tasks: readonly T[], weekStart: Date): WeekDay<T>[] {
  const days = weekDays(weekStart).map((date): WeekDay<T> => ({ key: toLocalDateValue(date), date, tasks: [] }));
  const byKey = new Map(days.map((day) => [day.key, day]));
  for (const task of tasks) byKey.get(dayOfTask(task))?.tasks.push(task);
  for (const day of days) day.tasks.sort(byPlannedTime);
  return days;
}

/** A row of a day drawn by the hour: the heading of a slot, or a task under its slot's heading. */
export type DayEntry<T> = { kind: 'slot'; slot: DaySlot } | { kind: 'task'; task: T };

/** A day's rows: 'Any time' and its tasks, then each hour of `hours` followed by the tasks planned within it. */
export function dayEntries<T extends WeekTask>(tasks: readonly T[], hours: readonly number[]): DayEntry<T>[] {
  const slots: DaySlot[] = ['any', ...hours];
  return slots.flatMap((slot): DayEntry<T>[] => [
    { kind: 'slot', slot },
    ...tasks.filter((task) => slotOf(task.plannedTime) === slot).map((task) => ({ kind: 'task' as const, task })),
  ]);
}

/**
 * The slot a task dropped at `index` of a day's rows lands in: the slot whose heading is nearest above
 * it. `index` counts the rows without the dropped task (where a list drop puts it); above every heading
 * is 'Any time'.
 */
export function slotAtDrop<T extends WeekTask>(entries: readonly DayEntry<T>[], taskId: number, index: number): DaySlot {
  const others = entries.filter((entry) => entry.kind === 'slot' || entry.task.id !== taskId);
  for (let row = Math.min(index, others.length) - 1; row >= 0; row--) {
    const entry = others[row]!;
    if (entry.kind === 'slot') return entry.slot;
  }
  return 'any';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The planned time a task takes in a slot: none in 'Any time'; in the hour it is planned in, its own
 * (a move to another day keeps 09:30); in another hour, that hour's start.
 */
export function plannedTimeInSlot(slot: DaySlot, current: string | null): string | null {
  if (slot === 'any') return null;
  return current !== null && hourOf(current) === slot ? current : `${pad(slot)}:00`;
}

/** Where a task goes: a local day and a planned time (null for any time of it). */
export interface TaskMove {
  /** `yyyy-MM-dd` */
  day: string;
  plannedTime: string | null;
}

/** Where a task is now, as a move would name it. */
export const placeOfTask = (task: Pick<WeekTask, 'dueDate' | 'plannedTime'>): TaskMove => ({ day: dayOfTask(task), plannedTime: task.plannedTime });

/**
 * The due date of a task on `move.day`: noon of that day for a one-off task (the app's rule for a day's
 * tasks); for a task of a series, its planned time that day (noon without one), as the series makes its
 * tasks. Counted in the device's zone, the one a person's series are made in.
 */
export function dueDateOfMove(task: Pick<WeekTask, 'seriesId'>, move: TaskMove): Date {
  const day = parseISO(move.day);
  if (task.seriesId === null || move.plannedTime === null) return localNoon(day);
  return setMinutes(setHours(day, hourOf(move.plannedTime)), Number(move.plannedTime.slice(3, 5)));
}

/**
 * The fields a move changes, for PATCH /api/todos/:id: nothing when it goes nowhere new. A one-off task
 * that stays on its day keeps its due date; a task of a series takes a new one with a new time.
 */
export function changeOfMove(
  task: Pick<WeekTask, 'dueDate' | 'plannedTime' | 'seriesId'>,
  move: TaskMove,
): { dueDate?: string; plannedTime?: string | null } {
  const newDay = dayOfTask(task) !== move.day;
  const newTime = task.plannedTime !== move.plannedTime;
  const dueDate = newDay || (newTime && task.seriesId !== null) ? dueDateOfMove(task, move).toISOString() : task.dueDate;
  return {
    ...(dueDate !== task.dueDate && { dueDate }),
    ...(newTime && { plannedTime: move.plannedTime }),
  };
}

/** 'Wednesday, November 25 at 09:30' or 'Wednesday, November 25, any time'. */
export function describePlace(move: TaskMove): string {
  const day = format(parseISO(move.day), 'EEEE, MMMM d');
  return move.plannedTime === null ? `${day}, any time` : `${day} at ${move.plannedTime}`;
}
