// Who may set a goal's progress: the person within the goal rules, or its habits (decision 20).
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { habitProgressOfTallies, seriesDueDays, type SeriesDueDays } from '@shared/domain/habit-progress';
import {
  GOAL_COMPLETE_PROGRESS,
  isGoalComplete,
  progressChangeBlocker,
  type ProgressBlocker,
  type ProgressChange,
} from '@shared/domain/goal-rules';
import type { Database, Queryable, Transaction } from '../../db/client';
import { executeRows } from '../../db/execute';
import { perDatabase } from '../../db/per-database';
import { goals, taskSeries, todos } from '../../db/schema';
import { isWaitingOccurrence, pauseSeriesOfCompleteGoal, resumeSeriesOfGoal } from '../recurrence/occurrences';
import { lockGoalRules, reopenGoalsWithOpenWork } from './goal-reopening';

/** What keeps the goal's progress from changing so (its subgoals or tasks), or null when nothing does. */
export async function progressBlockerOf(tx: Queryable, userId: number, goalId: number, change: ProgressChange): Promise<ProgressBlocker | null> {
  const subgoals = await tx
    .select({ progress: goals.progress })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.parentId, goalId)));
  const linkedTasks =
    subgoals.length > 0
      ? []
      : await tx
          .select({ completed: todos.completed, failed: todos.failed, skipped: todos.skipped })
          .from(todos)
          .where(and(eq(todos.userId, userId), eq(todos.goalId, goalId), not(isWaitingOccurrence)));
  return progressChangeBlocker(subgoals, linkedTasks, change);
}

/**
 * Sets the progress of a goal that follows its habits to their completion rate (`habitProgress`),
 * kept at 99 while its other work (subgoals, one-off tasks) doesn't let it be complete. Completing
 * it pauses its series and reopening resumes them, as a change by hand does; a goal that drops
 * below 100 is open work for the goal above it. A goal that doesn't follow its habits is left
 * alone. Runs in the caller's transaction, which must hold `lockGoalRules`.
 */
export async function refreshHabitProgress(tx: Transaction, userId: number, goalId: number): Promise<void> {
  await refreshHabitProgressOfGoals(tx, userId, [goalId]);
}

/** `refreshHabitProgress` for several goals, each in turn, their goals and series read at once. */
async function refreshHabitProgressOfGoals(tx: Transaction, userId: number, goalIds: readonly number[]): Promise<void> {
  const readGoals = (ids: readonly number[]) =>
    tx
      .select({ id: goals.id, progress: goals.progress, deadline: goals.deadline, parentId: goals.parentId })
      .from(goals)
      .where(and(inArray(goals.id, [...ids]), eq(goals.userId, userId), eq(goals.progressFromHabits, true)))
      .orderBy(goals.id);
  const following = await readGoals(goalIds);
  if (following.length === 0) return;
  const series = await tx
    .select({
      id: taskSeries.id,
      goalId: taskSeries.goalId,
      rule: taskSeries.rule,
      startDate: taskSeries.startDate,
      endDate: taskSeries.endDate,
      timeZone: taskSeries.timeZone,
    })
    .from(taskSeries)
    .where(and(eq(taskSeries.userId, userId), inArray(taskSeries.goalId, following.map((goal) => goal.id))));
  const deadlineOf = new Map(following.map((goal) => [goal.id, goal.deadline]));
  const dueDays = series.map((one) => ({ ...one, ...seriesDueDays(one, deadlineOf.get(one.goalId!)!) }));
  const settled = await settledDueDays(tx, dueDays);
  // A change to one goal can reopen the goals above it, one of which may be next: read again after one.
  let changed = false;
  for (const listed of following) {
    const [goal] = changed ? await readGoals([listed.id]) : [listed];
    if (!goal) continue;
    const tallies = dueDays
      .filter((one) => one.goalId === goal.id)
      .map((one) => ({ due: one.due, ...(settled.get(one.id) ?? { done: 0, skipped: 0 }) }));
    let progress = habitProgressOfTallies(tallies);
    const change = { from: goal.progress, to: progress };
    if (isGoalComplete({ progress }) && (await progressBlockerOf(tx, userId, goal.id, change)) !== null) progress = GOAL_COMPLETE_PROGRESS - 1;
    if (progress === goal.progress) continue;
    changed = true;
    await tx
      .update(goals)
      .set({ progress, version: sql`${goals.version} + 1` })
      .where(and(eq(goals.id, goal.id), eq(goals.userId, userId)));
    if (isGoalComplete({ progress })) {
      await pauseSeriesOfCompleteGoal(tx, userId, goal.id);
    } else if (isGoalComplete(goal)) {
      await resumeSeriesOfGoal(tx, userId, goal.id);
      if (goal.parentId !== null) await reopenGoalsWithOpenWork(tx, userId, goal.parentId);
    }
  }
}

/**
 * Of each series' due days, how many have a completed task and how many a skipped one: counted where
 * the tasks are, so that years of ticks never travel. A series' tasks are its owner's
 * (todos_series_owned_fk): they are found by the series' key alone, which keeps the planner off the
 * owner's every task.
 */
async function settledDueDays(tx: Transaction, series: readonly (SeriesDueDays & { id: number })[]): Promise<Map<number, { done: number; skipped: number }>> {
  const counted = series.filter((one) => one.due > 0);
  if (counted.length === 0) return new Map();
  // The mask as a bit string: get_bit finds a day's bit at once, where substr on text walks the text to it.
  const rows = await executeRows<{ id: number; done: number; skipped: number }>(
    tx,
    sql`select d.id, c.done, c.skipped
        from (values ${sql.join(
          counted.map((one) => sql`(${one.id}::int, ${one.firstDay}::date, ${one.mask}::varbit)`),
          sql`, `,
        )}) as d(id, first_day, mask)
        cross join lateral (
          select count(*) filter (where t.completed)::int as done, count(*) filter (where not t.completed)::int as skipped
          from todos t
          where t.series_id = d.id and t.occurrence_date >= d.first_day and t.occurrence_date < d.first_day + length(d.mask)
            and (t.completed or t.skipped) and get_bit(d.mask, t.occurrence_date - d.first_day) = 1
        ) c`,
  );
  return new Map(rows.map((row) => [Number(row.id), { done: Number(row.done), skipped: Number(row.skipped) }]));
}

/** The goal of the series when that goal follows its habits, else null: one indexed look. */
export async function habitGoalOfSeries(db: Queryable, userId: number, seriesId: number): Promise<number | null> {
  const [row] = await db
    .select({ goalId: goals.id })
    .from(taskSeries)
    .innerJoin(goals, and(eq(goals.id, taskSeries.goalId), eq(goals.userId, taskSeries.userId)))
    .where(and(eq(taskSeries.id, seriesId), eq(taskSeries.userId, userId), eq(goals.progressFromHabits, true)));
  return row?.goalId ?? null;
}

/**
 * After one of the series' tasks changed on its own (ticked, skipped or deleted), outside a
 * transaction: its goal's rate, when that goal follows its habits (most don't).
 */
export async function refreshHabitProgressOfSeries(db: Database, userId: number, seriesId: number): Promise<void> {
  const goalId = await habitGoalOfSeries(db, userId, seriesId);
  if (goalId === null) return;
  await refreshHabitProgressOfGoal(db, userId, goalId);
}

/** Goals whose rates one transaction refreshes, for everyone who asked before it began. */
interface RefreshBatch {
  goalIds: Set<number>;
  done: Promise<void>;
}

/** Per person: the end of the last refresh under way, and the refresh waiting for it that more goals may join. */
const refreshQueues = perDatabase(() => new Map<number, { last: Promise<void>; waiting: RefreshBatch | null }>());

/**
 * Refreshes the rate of the person's goal `goalId` in a transaction that holds `lockGoalRules`.
 * Such transactions of one person take turns on that lock, so ticks in quick succession (a
 * person with many habits, or many tabs) would each wait for all the others: instead, while one
 * runs, the refreshes asked for meanwhile gather in the next, which reads every tick made before
 * it began and so answers them all at once. With nothing under way it begins at once.
 */
export function refreshHabitProgressOfGoal(db: Database, userId: number, goalId: number): Promise<void> {
  const queues = refreshQueues(db);
  let queue = queues.get(userId);
  if (queue?.waiting) {
    queue.waiting.goalIds.add(goalId);
    return queue.waiting.done;
  }
  if (!queue) {
    queue = { last: Promise.resolve(), waiting: null };
    queues.set(userId, queue);
  }
  const current = queue;
  const batch: RefreshBatch = { goalIds: new Set([goalId]), done: Promise.resolve() };
  batch.done = current.last.then(async () => {
    // Begun: goals asked for from now on wait for the next refresh, which will read their ticks.
    if (current.waiting === batch) current.waiting = null;
    await db.transaction(async (tx) => {
      await lockGoalRules(tx, userId);
      await refreshHabitProgressOfGoals(tx, userId, [...batch.goalIds]);
    });
  });
  current.waiting = batch;
  const last = batch.done.catch(() => undefined);
  current.last = last;
  void last.then(() => {
    if (current.last === last && queues.get(userId) === current) queues.delete(userId);
  });
  return batch.done;
}
