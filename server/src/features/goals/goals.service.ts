import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import {
  isGoalComplete,
  PROGRESS_BLOCKER_MESSAGES,
  progressChangeBlocker,
  wouldCreateCycle,
  type ProgressChange,
} from '@shared/domain/goal-rules';
import type { Goal, GoalCreateInput, GoalListQuery, GoalSubtreeCounts, GoalUpdateInput } from '@shared/schemas/goals';
import type { Queryable, Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { goals, todos } from '../../db/schema';
import { HttpError, notFound, staleChange } from '../../http/errors';
import { toGoalDto } from './goal-dto';
import { lockGoalRules, reopenGoalsWithOpenWork } from './goal-reopening';
import { listGoalsBatched } from './goal-statements';
import { isWaitingOccurrence, pauseSeriesOfCompleteGoal, resumeSeriesOfGoal } from '../recurrence/occurrences';

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

/** Creates a goal; an open subgoal reopens its parent if that was complete. */
export async function createGoal(db: Database, userId: number, input: GoalCreateInput): Promise<Goal> {
  const insert = (tx: Queryable) =>
    tx
      .insert(goals)
      .values({
        title: input.title,
        description: input.description ?? null,
        deadline: input.deadline,
        progress: input.progress,
        parentId: input.parentId ?? null,
        userId,
      })
      .returning(goalColumns)
      .then(([row]) => toGoalDto(row as GoalRow));
  const parentId = input.parentId;
  if (parentId == null) return insert(db);
  return db.transaction(async (tx) => {
    await lockGoalRules(tx, userId);
    await findOwnedGoal(tx, userId, parentId, 'Parent goal');
    const goal = await insert(tx);
    if (!isGoalComplete(goal)) await reopenGoalsWithOpenWork(tx, userId, parentId);
    return goal;
  });
}

/**
 * Applies a partial change. Moves and progress changes are checked against the goal rules
 * while the user's row is locked, so two concurrent requests can't sneak a loop or an
 * early completion past each other.
 */
export async function updateGoal(db: Database, userId: number, goalId: number, input: GoalUpdateInput): Promise<Goal> {
  return db.transaction(async (tx) => {
    await lockGoalRules(tx, userId);
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
      await ensureProgressMayChange(tx, userId, goalId, { from: current.progress, to: input.progress });
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
    const goal = toGoalDto(row as GoalRow);
    if (isGoalComplete(goal) && !isGoalComplete(current)) await pauseSeriesOfCompleteGoal(tx, userId, goalId);
    if (!isGoalComplete(goal) && isGoalComplete(current)) await resumeSeriesOfGoal(tx, userId, goalId);
    // An open goal that was reopened or moved is open work for its parent.
    const reopenedOrMoved = (input.progress !== undefined && isGoalComplete(current)) || goal.parentId !== current.parentId;
    if (goal.parentId !== null && !isGoalComplete(goal) && reopenedOrMoved) {
      await reopenGoalsWithOpenWork(tx, userId, goal.parentId);
    }
    return goal;
  });
}

async function ensureProgressMayChange(tx: Queryable, userId: number, goalId: number, change: ProgressChange): Promise<void> {
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
  const blocker = progressChangeBlocker(subgoals, linkedTasks, change);
  if (blocker) throw new HttpError(409, PROGRESS_BLOCKER_MESSAGES[blocker].description, { code: blocker });
}

/** The user's goal and every goal below it, as a recursive CTE named `subtree` (for `with recursive`). */
export const subtreeOf = (userId: number, goalId: number): SQL => sql`subtree as (
    select id from goals where id = ${goalId} and user_id = ${userId}
    union
    select g.id from goals g join subtree s on g.parent_id = s.id where g.user_id = ${userId}
  )`;

/** How many subgoals (at any depth) and tasks deleting the goal would take with it. */
export async function goalSubtreeCounts(db: Database, userId: number, goalId: number): Promise<GoalSubtreeCounts> {
  await findOwnedGoal(db, userId, goalId);
  const [counts] = await executeRows<{ subgoals: number; tasks: number }>(
    db,
    sql`with recursive ${subtreeOf(userId, goalId)}
        select (select count(*) - 1 from subtree)::int as subgoals,
          (select count(*) from todos t where t.user_id = ${userId} and t.goal_id in (select id from subtree))::int as tasks`,
  );
  return { subgoals: counts?.subgoals ?? 0, tasks: counts?.tasks ?? 0 };
}
