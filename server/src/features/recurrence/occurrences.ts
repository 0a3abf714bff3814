// A series' tasks are made ahead, a bounded window at a time, each day once. docs/decisions/0020.
import { and, eq, gt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { occurrenceDates, occurrenceDueInstant, OCCURRENCE_WINDOW_DAYS } from '@shared/domain/recurrence';
import { addDaysToKey, zonedDateKey } from '@shared/domain/zoned-days';
import type { Priority } from '@shared/schemas/todos';
import type { Database, Queryable, Transaction } from '../../db/client';
import { executeRows } from '../../db/execute';
import { taskSeries, todos } from '../../db/schema';
import type { ConditionalAnswer } from '../../http/conditional-answers';
import type { KeptAnswers } from '../../http/kept-answers';

/** A series as making its tasks needs it. */
export interface SeriesRow {
  id: number;
  userId: number;
  goalId: number | null;
  rule: string;
  startDate: string;
  endDate: string | null;
  timeZone: string;
  generatedThrough: string;
  previousId: number | null;
  title: string;
  description: string | null;
  priority: Priority;
  plannedTime: string | null;
  pomodoros: number;
  reminderMinutesBefore: number | null;
  version: number;
}

export const seriesColumns = {
  id: taskSeries.id,
  userId: taskSeries.userId,
  goalId: taskSeries.goalId,
  rule: taskSeries.rule,
  startDate: taskSeries.startDate,
  endDate: taskSeries.endDate,
  timeZone: taskSeries.timeZone,
  generatedThrough: taskSeries.generatedThrough,
  previousId: taskSeries.previousId,
  title: taskSeries.title,
  description: taskSeries.description,
  priority: taskSeries.priority,
  plannedTime: taskSeries.plannedTime,
  pomodoros: taskSeries.pomodoros,
  reminderMinutesBefore: taskSeries.reminderMinutesBefore,
  version: taskSeries.version,
};

/** Neither completed, failed nor skipped. */
export const isOpenTask = and(eq(todos.completed, false), eq(todos.failed, false), eq(todos.skipped, false));

/**
 * A task of a series for a day after today (in the series' time zone), for `todos` as the query names
 * it: such tasks wait their turn and don't keep a goal from being completed.
 */
export const isWaitingOccurrence = sql`exists (select 1 from task_series s where s.id = ${todos.seriesId}
  and ${todos.occurrenceDate} > (now() at time zone s.time_zone)::date)`;

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/** The last day a series' tasks should exist for, `now` being the series' own today. */
export const windowEnd = (series: Pick<SeriesRow, 'timeZone'>, now: Date) => addDaysToKey(zonedDateKey(now, series.timeZone), OCCURRENCE_WINDOW_DAYS);

/**
 * Makes the series' tasks for its days from `from` through `through` that have none yet: a day that
 * already has its task (another server or tab was first) is left as it is. Moves the series'
 * `generatedThrough` on to `through`. Runs in the caller's transaction, which holds the series' row.
 */
export async function makeOccurrences(tx: Transaction, series: SeriesRow, from: string, through: string): Promise<void> {
  const last = series.endDate === null ? through : earlier(through, series.endDate);
  const days = occurrenceDates(series.rule, series.startDate, from, last);
  if (days.length > 0) {
    await tx
      .insert(todos)
      .values(
        days.map((day) => ({
          title: series.title,
          description: series.description,
          dueDate: occurrenceDueInstant(day, series.plannedTime, series.timeZone),
          priority: series.priority,
          plannedTime: series.plannedTime,
          goalId: series.goalId,
          pomodoros: series.pomodoros,
          reminderMinutesBefore: series.reminderMinutesBefore,
          userId: series.userId,
          seriesId: series.id,
          occurrenceDate: day,
        })),
      )
      .onConflictDoNothing({ target: [todos.seriesId, todos.occurrenceDate] });
  }
  if (through > series.generatedThrough) {
    await tx
      .update(taskSeries)
      .set({ generatedThrough: through })
      .where(and(eq(taskSeries.id, series.id), eq(taskSeries.userId, series.userId)));
    series.generatedThrough = through;
  }
}

/** When each person's series were last brought up to date by this process, to the hour: reads in between skip the check. */
const checkedThisHour = new LRUCache<number, number>({ max: 50_000 });
const hourOf = (now: Date) => Math.floor(now.getTime() / 3_600_000);

/**
 * A read that first brings the person's series up to date answers alike within the hour this process
 * checked them in (`ensureOccurrences`), so its entity tag names the hour (decision 29).
 */
export const occurrenceCheckHour = (now: Date) => String(hourOf(now));
export const AS_OF_THIS_HOUR: ConditionalAnswer = { dependsOn: (_request, now) => occurrenceCheckHour(now) };

/**
 * A read of the person's tasks, their series' tasks made first: from `kept` under `key`, which names the data
 * version their session lookup read, unless tasks had to be made now. Those are newer than that version, so the
 * read is answered afresh and kept under the next version read.
 */
export async function keptUnlessMade<T extends object>(
  db: Database,
  userId: number,
  kept: KeptAnswers<T>,
  key: string,
  read: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const made = await ensureOccurrences(db, userId, now);
  return made ? read() : kept.answer(key, read);
}

/** Forgets that the person's series are up to date here (their series changed). */
export function forgetOccurrenceCheck(userId: number): void {
  checkedThisHour.delete(userId);
}

/**
 * Makes the tasks of the person's series up to each one's window end, before a read shows their
 * tasks. Days before today that were never made (the person was away longer than the window) stay
 * unmade: the habit shows them as missed, and no pile of overdue copies waits. Series under a
 * complete goal wait until it reopens. Two servers doing this at once take turns on the series' rows
 * and the second finds nothing left to do; the unique (series, day) key backs that up. True when it
 * may have changed the person's data: their data version read before it is then behind.
 */
export async function ensureOccurrences(db: Database, userId: number, now = new Date()): Promise<boolean> {
  const hour = hourOf(now);
  if (checkedThisHour.get(userId) === hour) return false;
  const behind = (tx: Queryable, lock: boolean) =>
    executeRows<SeriesRow>(
      tx,
      sql`select s.id, s.user_id as "userId", s.goal_id as "goalId", s.rule, s.start_date::text as "startDate",
            s.end_date::text as "endDate", s.time_zone as "timeZone", s.generated_through::text as "generatedThrough",
            s.previous_id as "previousId", s.title, s.description, s.priority::text as priority,
            s.planned_time as "plannedTime", s.pomodoros,
            s.reminder_minutes_before as "reminderMinutesBefore", s.version
          from task_series s
          where s.user_id = ${userId}
            and (s.end_date is null or s.end_date > s.generated_through)
            and s.generated_through < (${now.toISOString()}::timestamptz at time zone s.time_zone)::date + ${OCCURRENCE_WINDOW_DAYS}::int
            and not exists (select 1 from goals g where g.id = s.goal_id and g.user_id = s.user_id and g.progress >= 100)
          order by s.id
          ${lock ? sql`for update of s` : sql``}`,
    );
  // Most reads find every series up to date: one indexed look, no transaction.
  const changed = (await behind(db, false)).length > 0;
  if (changed) {
    await db.transaction(async (tx) => {
      for (const series of await behind(tx, true)) {
        const today = zonedDateKey(now, series.timeZone);
        await makeOccurrences(tx, series, later(addDaysToKey(series.generatedThrough, 1), today), windowEnd(series, now));
      }
    });
  }
  checkedThisHour.set(userId, hour);
  return changed;
}

/**
 * A goal that is complete has no open work waiting: its series' open tasks after today go, and the
 * series make none until the goal reopens (then from that day on). Runs in the caller's transaction.
 */
export async function pauseSeriesOfCompleteGoal(tx: Transaction, userId: number, goalId: number, now = new Date()): Promise<void> {
  const paused = await tx
    .select(seriesColumns)
    .from(taskSeries)
    .where(and(eq(taskSeries.userId, userId), eq(taskSeries.goalId, goalId)))
    .for('update');
  if (paused.length === 0) return;
  for (const series of paused) {
    const today = zonedDateKey(now, series.timeZone);
    await tx
      .delete(todos)
      .where(and(eq(todos.userId, userId), eq(todos.seriesId, series.id), gt(todos.occurrenceDate, today), isOpenTask));
    if (series.generatedThrough > today) {
      await tx.update(taskSeries).set({ generatedThrough: today }).where(eq(taskSeries.id, series.id));
    }
  }
  forgetOccurrenceCheck(userId);
}

/**
 * A goal that reopens gets its series' tasks again, from today on, at once: a read on another server
 * may have checked this person's series within the hour and would not look again until it passes.
 */
export async function resumeSeriesOfGoal(tx: Transaction, userId: number, goalId: number, now = new Date()): Promise<void> {
  const resumed = await tx
    .select(seriesColumns)
    .from(taskSeries)
    .where(and(eq(taskSeries.userId, userId), eq(taskSeries.goalId, goalId)))
    .for('update');
  for (const series of resumed) {
    const today = zonedDateKey(now, series.timeZone);
    await makeOccurrences(tx, series, later(addDaysToKey(series.generatedThrough, 1), today), windowEnd(series, now));
  }
}
