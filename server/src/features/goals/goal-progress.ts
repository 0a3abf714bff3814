// Who may set a goal's progress: the person within the goal rules, or its habits (decision 20).
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { habitProgress, occurrenceStateOf } from '@shared/domain/habit-progress';
import {
  GOAL_COMPLETE_PROGRESS,
  isGoalComplete,
  progressChangeBlocker,
  type ProgressBlocker,
  type ProgressChange,
} from '@shared/domain/goal-rules';
import type { Database, Queryable, Transaction } from '../../db/client';
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
  const [goal] = await tx
    .select({ progress: goals.progress, deadline: goals.deadline, parentId: goals.parentId })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId), eq(goals.progressFromHabits, true)));
  if (!goal) return;
  const series = await tx
    .select({ id: taskSeries.id, rule: taskSeries.rule, startDate: taskSeries.startDate, endDate: taskSeries.endDate, timeZone: taskSeries.timeZone })
    .from(taskSeries)
    .where(and(eq(taskSeries.userId, userId), eq(taskSeries.goalId, goalId)));
  const tasks =
    series.length === 0
      ? []
      : await tx
          .select({ seriesId: todos.seriesId, date: todos.occurrenceDate, completed: todos.completed, failed: todos.failed, skipped: todos.skipped })
          .from(todos)
          .where(and(eq(todos.userId, userId), inArray(todos.seriesId, series.map((one) => one.id))));
  let progress = habitProgress(
    series,
    tasks.map((task) => ({ seriesId: task.seriesId!, date: task.date!, state: occurrenceStateOf(task) })),
    goal.deadline,
  );
  const change = { from: goal.progress, to: progress };
  if (isGoalComplete({ progress }) && (await progressBlockerOf(tx, userId, goalId, change)) !== null) progress = GOAL_COMPLETE_PROGRESS - 1;
  if (progress === goal.progress) return;
  await tx
    .update(goals)
    .set({ progress, version: sql`${goals.version} + 1` })
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  if (isGoalComplete({ progress })) {
    await pauseSeriesOfCompleteGoal(tx, userId, goalId);
  } else if (isGoalComplete(goal)) {
    await resumeSeriesOfGoal(tx, userId, goalId);
    if (goal.parentId !== null) await reopenGoalsWithOpenWork(tx, userId, goal.parentId);
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
  await db.transaction(async (tx) => {
    await lockGoalRules(tx, userId);
    await refreshHabitProgress(tx, userId, goalId);
  });
}
