import { and, eq, sql } from 'drizzle-orm';
import {
  PROGRESS_BLOCKER_MESSAGES,
  progressChangeBlocker,
  wouldCreateCycle,
} from '@shared/domain/goal-rules';
import type { Goal, GoalCreateInput, GoalListQuery, GoalUpdateInput } from '@shared/schemas/goals';
import type { Queryable, Database } from '../../db/client';
import { goals, todos, users } from '../../db/schema';
import { HttpError, notFound, staleChange } from '../../http/errors';
import { toGoalDto } from './goal-dto';
import { listGoalsBatched } from './goal-statements';

const goalColumns = {
  id: goals.id,
  title: goals.title,
  description: goals.description,
  deadline: goals.deadline,
  progress: goals.progress,
  parentId: goals.parentId,
  version: goals.version,
};
type GoalRow = { [K in keyof typeof goalColumns]: (typeof goals.$inferSelect)[K] };

const ownedBy = (userId: number, goalId: number) => and(eq(goals.id, goalId), eq(goals.userId, userId));

/** The user's goal with that id; 404 when it does not exist or is someone else's. */
export async function findOwnedGoal(db: Queryable, userId: number, goalId: number, what = 'Goal'): Promise<GoalRow> {
  const [row] = await db.select(goalColumns).from(goals).where(ownedBy(userId, goalId));
  if (!row) throw notFound(what);
  return row;
}

export function listGoals(db: Database, userId: number, query: GoalListQuery): Promise<readonly Goal[]> {
  return listGoalsBatched(db, { userId, query });
}

export async function createGoal(db: Database, userId: number, input: GoalCreateInput): Promise<Goal> {
  if (input.parentId != null) await findOwnedGoal(db, userId, input.parentId, 'Parent goal');
  const [row] = await db
    .insert(goals)
    .values({
      title: input.title,
      description: input.description ?? null,
      deadline: input.deadline,
      progress: input.progress,
      parentId: input.parentId ?? null,
      userId,
    })
    .returning(goalColumns);
  return toGoalDto(row as GoalRow);
}

/**
 * Applies a partial change. Moves and progress changes are checked against the goal rules
 * while the user's row is locked, so two concurrent requests can't sneak a loop or an
 * early completion past each other.
 */
export async function updateGoal(db: Database, userId: number, goalId: number, input: GoalUpdateInput): Promise<Goal> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const current = await findOwnedGoal(tx, userId, goalId);
    // The user's row is locked, so nothing can change the goal between this check and the update.
    if (input.version !== undefined && input.version !== current.version) throw staleChange('goal', toGoalDto(current));

    if (input.parentId != null && input.parentId !== current.parentId) {
      await findOwnedGoal(tx, userId, input.parentId, 'Parent goal');
      const tree = await tx
        .select({ id: goals.id, parentId: goals.parentId, progress: goals.progress })
        .from(goals)
        .where(eq(goals.userId, userId));
      if (wouldCreateCycle(goalId, input.parentId, tree)) {
        const message = 'A goal cannot be moved under itself or one of its subgoals';
        throw new HttpError(400, message, { code: 'goal_cycle', fieldErrors: { parentId: [message] } });
      }
    }

    if (input.progress !== undefined && input.progress !== current.progress) {
      await ensureProgressMayChange(tx, userId, goalId);
    }

    const changes = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.deadline !== undefined && { deadline: input.deadline }),
      ...(input.progress !== undefined && { progress: input.progress }),
      ...(input.parentId !== undefined && { parentId: input.parentId }),
    };
    if (Object.keys(changes).length === 0) return toGoalDto(current);
    const [row] = await tx
      .update(goals)
      .set({ ...changes, version: sql`${goals.version} + 1` })
      .where(ownedBy(userId, goalId))
      .returning(goalColumns);
    return toGoalDto(row as GoalRow);
  });
}

async function ensureProgressMayChange(tx: Queryable, userId: number, goalId: number): Promise<void> {
  const subgoals = await tx
    .select({ progress: goals.progress })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.parentId, goalId)));
  const linkedTasks =
    subgoals.length > 0
      ? []
      : await tx
          .select({ completed: todos.completed })
          .from(todos)
          .where(and(eq(todos.userId, userId), eq(todos.goalId, goalId)));
  const blocker = progressChangeBlocker(subgoals, linkedTasks);
  if (blocker) throw new HttpError(409, PROGRESS_BLOCKER_MESSAGES[blocker].description, { code: blocker });
}

/** Deletes the goal; the foreign keys take its subgoals, their tasks and feelings in the same statement. */
export async function deleteGoal(db: Database, userId: number, goalId: number): Promise<void> {
  const deleted = await db.delete(goals).where(ownedBy(userId, goalId)).returning({ id: goals.id });
  if (deleted.length === 0) throw notFound('Goal');
}
