import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goals, todos } from '../../db/schema';
import { findOwnedGoal } from '../goals/goals.service';
import type { SuggestionProvider } from './suggestion-provider';

export async function suggestTasksForGoal(
  db: Database,
  provider: SuggestionProvider,
  userId: number,
  goalId: number,
): Promise<string[]> {
  const goal = await findOwnedGoal(db, userId, goalId);
  // Ordered, so the same goal always reads the same way.
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
  const { titles } = await provider.suggest({
    title: goal.title,
    description: goal.description,
    deadline: goal.deadline,
    openSubgoalTitles: openSubgoals.map((subgoal) => subgoal.title),
    existingTaskTitles: existingTasks.map((task) => task.title),
    now: new Date(),
  });
  return titles;
}
