import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goals, todos } from '../../db/schema';
import { findOwnedGoal } from '../goals/goals.service';
import { contextFingerprint, type SuggestionCache } from './suggestion-cache';
import type { SuggestionContext, SuggestionProvider } from './suggestion-provider';

/** The goal as a provider sees it; 404 when it does not exist or is someone else's. */
async function loadSuggestionContext(db: Database, userId: number, goalId: number, now: Date): Promise<SuggestionContext> {
  const goal = await findOwnedGoal(db, userId, goalId);
  // Ordered, so the same goal always reads the same way and hits the same cache entry.
  const [openSubgoals, existingTasks] = await Promise.all([
    db
      .select({ title: goals.title })
      .from(goals)
      .where(and(eq(goals.userId, userId), eq(goals.parentId, goalId), lt(goals.progress, 100)))
      .orderBy(asc(goals.id)),
    db
      .select({ title: todos.title })
      .from(todos)
      .where(and(eq(todos.userId, userId), eq(todos.goalId, goalId)))
      .orderBy(asc(todos.id)),
  ]);
  return {
    title: goal.title,
    description: goal.description,
    deadline: goal.deadline,
    openSubgoalTitles: openSubgoals.map((subgoal) => subgoal.title),
    existingTaskTitles: existingTasks.map((task) => task.title),
    now,
  };
}

export async function suggestTasksForGoal(
  db: Database,
  provider: SuggestionProvider,
  cache: SuggestionCache,
  userId: number,
  goalId: number,
  now = new Date(),
): Promise<string[]> {
  const context = await loadSuggestionContext(db, userId, goalId, now);
  return cache.remember(userId, goalId, contextFingerprint(context), () => provider.suggest(context));
}
