// A complete goal reopens when open work appears under it. docs/decisions/0005.
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { goalsToReopen, type GoalNode } from '@shared/domain/goal-rules';
import type { Transaction } from '../../db/client';
import { executeRows } from '../../db/execute';
import { goals, todos } from '../../db/schema';
import { isWaitingOccurrence, resumeSeriesOfGoal } from '../recurrence/occurrences';

/**
 * The class of the person's advisory lock that a refresh of a habit goal's rate takes whole and a tick
 * of a habit's task shares (the triggers of migration 0015): the habit tallies' days and counts never
 * move under a tick.
 */
const HABIT_RATES_LOCK_CLASS = 20;

/**
 * Takes the lock every change the goal rules judge takes: the user's row. A completion checks the
 * goal's subgoals or tasks under it, and a reopening reads the goal under it, so one always sees
 * what the other committed.
 *
 * A change that refreshes a habit goal's rate (`refreshHabitProgress`) takes with it, as its first
 * lock (`habitRates`), the person's advisory lock of `HABIT_RATES_LOCK_CLASS`, which the statements
 * that tick a habit's tasks take in its shared mode: the refresh then counts every tick made before
 * it, and every tick after it moves the tallies it wrote. Taken first, before the change writes any
 * task whose tick would take a tallies' row that a waiting tick wants. Other changes leave ticks alone.
 */
export async function lockGoalRules(tx: Transaction, userId: number, lock: { habitRates?: boolean } = {}): Promise<void> {
  const habitRates = lock.habitRates ? sql`, ${habitRatesLock(userId)}` : sql``;
  await tx.execute(sql`select u.id from users u${habitRates} where u.id = ${userId} for no key update of u`);
}

const habitRatesLock = (userId: number) => sql`pg_advisory_xact_lock(${HABIT_RATES_LOCK_CLASS}::int, ${userId}::int)`;

/** The habit rates' lock alone, for a refresh: a no-op in a transaction that took it with `lockGoalRules`, as it should have. */
export async function lockHabitRates(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select ${habitRatesLock(userId)}`);
}

/**
 * Reopens `goalId` if it is complete while its rule no longer holds (a new or reopened subgoal or
 * task is open), then each complete goal above it in turn (`goalsToReopen`). Runs in the caller's
 * transaction, which must hold `lockGoalRules`. Reads only the complete part of the goal's chain of
 * parents and their subgoals, so for a goal that is open it costs one lookup by primary key.
 */
export async function reopenGoalsWithOpenWork(tx: Transaction, userId: number, goalId: number): Promise<void> {
  const chain = await executeRows<GoalNode>(
    tx,
    sql`with recursive complete_chain as (
          select id, parent_id, progress from goals where id = ${goalId} and user_id = ${userId} and progress >= 100
          union
          select g.id, g.parent_id, g.progress from goals g join complete_chain c on g.id = c.parent_id
          where g.user_id = ${userId} and g.progress >= 100
        )
        select id, parent_id as "parentId", progress from complete_chain`,
  );
  if (chain.length === 0) return;
  const subgoals = await tx
    .select({ id: goals.id, parentId: goals.parentId, progress: goals.progress })
    .from(goals)
    .where(and(eq(goals.userId, userId), inArray(goals.parentId, chain.map((goal) => goal.id))));
  const tree = new Map([...chain, ...subgoals].map((goal) => [goal.id, goal]));
  const hasSubgoals = subgoals.some((goal) => goal.parentId === goalId);
  const linkedTasks = hasSubgoals
    ? []
    : await tx
        .select({ completed: todos.completed, failed: todos.failed, skipped: todos.skipped })
        .from(todos)
        .where(and(eq(todos.userId, userId), eq(todos.goalId, goalId), not(isWaitingOccurrence)));
  for (const { id, progress } of goalsToReopen({ goalId, goals: [...tree.values()], linkedTasks })) {
    await tx
      .update(goals)
      .set({ progress, version: sql`${goals.version} + 1` })
      .where(and(eq(goals.id, id), eq(goals.userId, userId)));
    await resumeSeriesOfGoal(tx, userId, id);
  }
}
