import { and, eq, gte, isNull, lt, not, or, sql } from 'drizzle-orm';
import { DEFAULT_TIMER_SETTINGS, TIMER_SETTING_LIMITS } from '@shared/domain/pomodoro-timer';
import type { FeedWindow } from '@shared/domain/calendar-feed';
import { addDaysToKey, localMidnight } from '@shared/domain/zoned-days';
import type { Database } from '../../db/client';
import { goals, pomodoroTimers, taskSeries, todos } from '../../db/schema';

/** A task as the feed shows it. */
export interface FeedTaskRow {
  id: number;
  title: string;
  description: string | null;
  dueDate: Date;
  plannedTime: string | null;
  pomodoros: number;
  goalId: number | null;
  goalTitle: string | null;
  completed: boolean;
  failed: boolean;
  skipped: boolean;
  seriesId: number | null;
  occurrenceDate: string | null;
  /** The time zone of its series' days; null for a task of no series. */
  seriesTimeZone: string | null;
}

/** A series as its repeating event needs it. */
export interface FeedSeriesRow {
  id: number;
  rule: string;
  startDate: string;
  endDate: string | null;
  timeZone: string;
  generatedThrough: string;
  title: string;
  description: string | null;
  plannedTime: string | null;
  pomodoros: number;
  goalId: number | null;
  goalTitle: string | null;
  /** Its goal is complete, so it makes no tasks for now. */
  paused: boolean;
}

export interface FeedGoalRow {
  id: number;
  title: string;
  description: string | null;
  deadline: Date;
  progress: number;
}

export interface FeedData {
  tasks: FeedTaskRow[];
  series: FeedSeriesRow[];
  goals: FeedGoalRow[];
  /** How long one of the person's focus sessions is. */
  focusMinutes: number;
}

/** A day's margin on either side: a task's or deadline's day is read in its own zone, which may differ from the feed's. */
const MARGIN_DAYS = 1;

/**
 * Everything of one person's that their feed shows over the window (days in the feed's time zone):
 * four set-based reads, each scoped to the person.
 */
export async function readFeedData(db: Database, userId: number, window: FeedWindow, timeZone: string): Promise<FeedData> {
  const from = localMidnight(addDaysToKey(window.first, -MARGIN_DAYS), timeZone);
  const to = localMidnight(addDaysToKey(window.last, 1 + MARGIN_DAYS), timeZone);
  const [tasks, series, goalRows, timer] = await Promise.all([
    db
      .select({
        id: todos.id,
        title: todos.title,
        description: todos.description,
        dueDate: todos.dueDate,
        plannedTime: todos.plannedTime,
        pomodoros: todos.pomodoros,
        goalId: todos.goalId,
        goalTitle: goals.title,
        completed: todos.completed,
        failed: todos.failed,
        skipped: todos.skipped,
        seriesId: todos.seriesId,
        occurrenceDate: todos.occurrenceDate,
        seriesTimeZone: taskSeries.timeZone,
      })
      .from(todos)
      .leftJoin(goals, and(eq(goals.id, todos.goalId), eq(goals.userId, todos.userId)))
      .leftJoin(taskSeries, and(eq(taskSeries.id, todos.seriesId), eq(taskSeries.userId, todos.userId)))
      // A skipped task is let go: it shows nowhere, and its series' event leaves its day out.
      .where(and(eq(todos.userId, userId), gte(todos.dueDate, from), lt(todos.dueDate, to), not(todos.skipped))),
    db
      .select({
        id: taskSeries.id,
        rule: taskSeries.rule,
        startDate: taskSeries.startDate,
        endDate: taskSeries.endDate,
        timeZone: taskSeries.timeZone,
        generatedThrough: taskSeries.generatedThrough,
        title: taskSeries.title,
        description: taskSeries.description,
        plannedTime: taskSeries.plannedTime,
        pomodoros: taskSeries.pomodoros,
        goalId: taskSeries.goalId,
        goalTitle: goals.title,
        // As making tasks reads it (recurrence/occurrences.ts): a series under a complete goal waits.
        paused: sql<boolean>`coalesce(${goals.progress} >= 100, false)`,
      })
      .from(taskSeries)
      .leftJoin(goals, and(eq(goals.id, taskSeries.goalId), eq(goals.userId, taskSeries.userId)))
      .where(and(eq(taskSeries.userId, userId), or(isNull(taskSeries.endDate), gte(taskSeries.endDate, window.first)))),
    db
      .select({ id: goals.id, title: goals.title, description: goals.description, deadline: goals.deadline, progress: goals.progress })
      .from(goals)
      .where(and(eq(goals.userId, userId), gte(goals.deadline, from), lt(goals.deadline, to))),
    db
      .select({ minutes: sql<string | null>`${pomodoroTimers.state} -> 'settings' ->> 'pomodoroMinutes'` })
      .from(pomodoroTimers)
      .where(eq(pomodoroTimers.userId, userId)),
  ]);
  return { tasks, series, goals: goalRows, focusMinutes: focusMinutesOf(timer[0]?.minutes) };
}

/** The focus length the person set on their timer, or the default when they set none (or it can't be read). */
function focusMinutesOf(stored: string | null | undefined): number {
  const minutes = Number(stored);
  const { min, max } = TIMER_SETTING_LIMITS.pomodoroMinutes;
  return Number.isInteger(minutes) && minutes >= min && minutes <= max ? minutes : DEFAULT_TIMER_SETTINGS.pomodoroMinutes;
}
