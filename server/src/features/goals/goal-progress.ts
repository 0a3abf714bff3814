// Who may set a goal's progress: the person within the goal rules, or its habits (decision 20).
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { habitProgress, type HabitProgressSeries } from '@shared/domain/habit-progress';
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
  // Each series with the days of its tasks that count apart from the rest: the completed and the
  // skipped ones (a failed or open day is due and undone, as a day with no task is), one text per
  // series, each day followed by its letter. A series' tasks are its owner's (todos_series_owned_fk):
  // they are found by the series' key alone, which keeps the planner off the owner's every task.
  const series = await executeRows<HabitProgressSeries & { goalId: number; settled: string | null }>(
    tx,
    sql`select s.id, s.goal_id as "goalId", s.rule, s.start_date::text as "startDate", s.end_date::text as "endDate",
          s.time_zone as "timeZone",
          (select string_agg(t.occurrence_date::text || case when t.completed then 'c' else 's' end, ',')
             from todos t where t.series_id = s.id and (t.completed or t.skipped)) as settled
        from task_series s
        where s.user_id = ${userId} and s.goal_id in (${sql.join(
          following.map((goal) => sql`${goal.id}`),
          sql`, `,
        )})`,
  );
  // A change to one goal can reopen the goals above it, one of which may be next: read again after one.
  let changed = false;
  for (const listed of following) {
    const [goal] = changed ? await readGoals([listed.id]) : [listed];
    if (!goal) continue;
    const ofGoal = series.filter((one) => one.goalId === goal.id);
    const tasks = ofGoal.flatMap((one) =>
      (one.settled?.split(',') ?? []).map((entry) => ({
        seriesId: one.id,
        date: entry.slice(0, 10),
        state: entry[10] === 'c' ? ('completed' as const) : ('skipped' as const),
      })),
    );
    let progress = habitProgress(ofGoal, tasks, goal.deadline);
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
