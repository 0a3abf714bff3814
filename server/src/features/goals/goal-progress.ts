// Who may set a goal's progress: the person within the goal rules, or its habits (decision 20).
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import {
  habitProgressOfTallies,
  KEPT_MASK_DAYS,
  keptRateHolds,
  seriesDueDays,
  type HabitTally,
  type SeriesDueDays,
} from '@shared/domain/habit-progress';
import {
  GOAL_COMPLETE_PROGRESS,
  isGoalComplete,
  progressChangeBlocker,
  type ProgressBlocker,
  type ProgressChange,
} from '@shared/domain/goal-rules';
import type { Database, Queryable, Transaction } from '../../db/client';
import { executeRows } from '../../db/execute';
import { BATCHES_IN_FLIGHT } from '../../db/batch-limits';
import { perDatabase } from '../../db/per-database';
import { rawQueryOf, type RawStatement } from '../../db/raw-query';
import { createStatementBatcher } from '../../db/statement-batcher';
import { goals, habitGoalTallies, habitSeriesDays, taskSeries, todos } from '../../db/schema';
import { isWaitingOccurrence, pauseSeriesOfCompleteGoal, resumeSeriesOfGoal } from '../recurrence/occurrences';
import { lockGoalRules, lockHabitRates, reopenGoalsWithOpenWork } from './goal-reopening';

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
 * alone, and the rate kept with it forgotten. Runs in the caller's transaction, which must hold
 * `lockGoalRules` with its habit rates, taken before the transaction wrote any task.
 */
export async function refreshHabitProgress(tx: Transaction, userId: number, goalId: number): Promise<void> {
  await refreshHabitProgressOfGoals(tx, userId, [goalId]);
}

/** `refreshHabitProgress` for several goals, each in turn, their goals and series read at once. */
async function refreshHabitProgressOfGoals(tx: Transaction, userId: number, goalIds: readonly number[]): Promise<void> {
  await lockHabitRates(tx, userId);
  const readGoals = (ids: readonly number[]) =>
    tx
      .select({ id: goals.id, progress: goals.progress, deadline: goals.deadline, parentId: goals.parentId })
      .from(goals)
      .where(and(inArray(goals.id, [...ids]), eq(goals.userId, userId), eq(goals.progressFromHabits, true)))
      .orderBy(goals.id);
  const following = await readGoals(goalIds);
  const notFollowing = goalIds.filter((id) => !following.some((goal) => goal.id === id));
  if (notFollowing.length > 0) await forgetHabitTallies(tx, userId, notFollowing);
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
    const goalDueDays = dueDays.filter((one) => one.goalId === goal.id);
    const tallies = goalDueDays.map((one) => ({ due: one.due, ...(settled.get(one.id) ?? { done: 0, skipped: 0 }) }));
    await keepHabitTallies(tx, userId, goal.id, goalDueDays, tallies);
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
 * Keeps what the goal's rate was just counted from, for the triggers of migration 0015 to move with
 * each tick: each series' due days, and the tallies of them all. A goal whose days reach too far ahead
 * to keep (`KEPT_MASK_DAYS`) is counted again on each tick instead.
 */
async function keepHabitTallies(
  tx: Transaction,
  userId: number,
  goalId: number,
  series: readonly (SeriesDueDays & { id: number })[],
  tallies: readonly HabitTally[],
): Promise<void> {
  if (series.some((one) => one.mask.length > KEPT_MASK_DAYS)) {
    await forgetHabitTallies(tx, userId, [goalId]);
    return;
  }
  const seriesIds = series.map((one) => one.id);
  await tx
    .delete(habitSeriesDays)
    .where(and(eq(habitSeriesDays.goalId, goalId), eq(habitSeriesDays.userId, userId), not(inArray(habitSeriesDays.seriesId, seriesIds))));
  if (series.length > 0) {
    await tx
      .insert(habitSeriesDays)
      .values(series.map((one) => ({ seriesId: one.id, userId, goalId, startDate: one.firstDay, dueMask: one.mask })))
      .onConflictDoUpdate({
        target: habitSeriesDays.seriesId,
        set: { goalId, startDate: sql`excluded.start_date`, dueMask: sql`excluded.due_mask` },
        // Most refreshes find the days as they were: the row is then left as it is.
        setWhere: sql`(${habitSeriesDays.goalId}, ${habitSeriesDays.startDate}, ${habitSeriesDays.dueMask}) is distinct from (excluded.goal_id, excluded.start_date, excluded.due_mask)`,
      });
  }
  const total = tallies.reduce((sum, one) => ({ due: sum.due + one.due, done: sum.done + one.done, skipped: sum.skipped + one.skipped }), {
    due: 0,
    done: 0,
    skipped: 0,
  });
  await tx
    .insert(habitGoalTallies)
    .values({ goalId, userId, ...total })
    .onConflictDoUpdate({ target: habitGoalTallies.goalId, set: total });
}

/** The goals' rates are no longer kept: a goal that no longer follows its habits, or one counted on each tick. */
async function forgetHabitTallies(tx: Transaction, userId: number, goalIds: readonly number[]): Promise<void> {
  await tx.delete(habitGoalTallies).where(and(eq(habitGoalTallies.userId, userId), inArray(habitGoalTallies.goalId, [...goalIds])));
  await tx.delete(habitSeriesDays).where(and(eq(habitSeriesDays.userId, userId), inArray(habitSeriesDays.goalId, [...goalIds])));
}

/** A tick's look at its habit goal: the goal's progress and the tallies kept with it (none: not kept). */
const HABIT_RATES: RawStatement = {
  name: 'habit_rates',
  text: `select g.id, g.progress, t.due, t.done, t.skipped
    from unnest($1::int[], $2::int[]) as r(goal_id, user_id)
    join goals g on g.id = r.goal_id and g.user_id = r.user_id and g.progress_from_habits
    left join habit_goal_tallies t on t.goal_id = g.id`,
};

interface HabitRateRow {
  id: number;
  progress: number;
  due: number | null;
  done: number | null;
  skipped: number | null;
}

/**
 * Whether the goal, after a tick of one of its habits, needs a refresh: it follows its habits and its
 * progress is not already what the tallies kept with it say (`keptRateHolds`). The ticks' triggers
 * moved those tallies in the tick's own statement, so most need nothing more; the looks of ticks that
 * come together share one statement.
 */
const rateNeedsRefresh = perDatabase((db) => {
  const query = rawQueryOf(db);
  return createStatementBatcher<{ userId: number; goalId: number }, boolean>({
    maxInFlight: BATCHES_IN_FLIGHT.habitRates,
    maxBatchSize: 500,
    async run(checks) {
      const rows = await query<HabitRateRow>(HABIT_RATES, [checks.map((check) => check.goalId), checks.map((check) => check.userId)]);
      const unsettled = new Set(
        rows
          // The tallies' three columns are there together or not at all.
          .filter(({ progress, due, done, skipped }) => !keptRateHolds(progress, due === null ? null : { due, done: done ?? 0, skipped: skipped ?? 0 }))
          .map((row) => Number(row.id)),
      );
      return checks.map((check) => unsettled.has(check.goalId));
    },
  });
});

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
 * After a tick of one of its habits' tasks, which moved the rate kept with the goal in its own
 * statement: one look that the kept rate is all there is to the progress (`rateNeedsRefresh`), and
 * only when it is not (no rate kept yet, or one that reaches 100 or leaves it), a refresh in a
 * transaction that holds `lockGoalRules`. Such transactions of one person take turns on that lock,
 * so ticks in quick succession (a person with many habits, or many tabs) would each wait for all
 * the others: instead, while one runs, the refreshes asked for meanwhile gather in the next, which
 * reads every tick made before it began and so answers them all at once. With nothing under way it
 * begins at once.
 */
export async function refreshHabitProgressOfGoal(db: Database, userId: number, goalId: number): Promise<void> {
  if (await rateNeedsRefresh(db)({ userId, goalId })) await refreshInTurn(db, userId, goalId);
}

/** A refresh of the goal's rate that takes its turn behind the person's refresh under way, or joins the next. */
function refreshInTurn(db: Database, userId: number, goalId: number): Promise<void> {
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
      await lockGoalRules(tx, userId, { habitRates: true });
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
