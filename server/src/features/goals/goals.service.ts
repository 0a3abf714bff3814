import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isGoalComplete, PROGRESS_BLOCKER_MESSAGES, wouldCreateCycle } from '@shared/domain/goal-rules';
import type { Goal, GoalCreateInput, GoalListQuery, GoalSubtreeCounts, GoalUpdateInput } from '@shared/schemas/goals';
import type { Queryable, Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { perDatabase } from '../../db/per-database';
import { goals } from '../../db/schema';
import { HttpError, notFound, staleChange } from '../../http/errors';
import { KeptAnswers } from '../../http/kept-answers';
import { toGoalDto } from './goal-dto';
import { lockGoalRules, reopenGoalsWithOpenWork } from './goal-reopening';
import { goalListKey, listGoalsBatched } from './goal-statements';
import { pauseSeriesOfCompleteGoal, resumeSeriesOfGoal } from '../recurrence/occurrences';
import { progressBlockerOf, refreshHabitProgress } from './goal-progress';

const goalColumns = {
  id: goals.id,
  title: goals.title,
  description: goals.description,
  deadline: goals.deadline,
  progress: goals.progress,
  parentId: goals.parentId,
  progressFromHabits: goals.progressFromHabits,
  reminderDaysBefore: goals.reminderDaysBefore,
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

/**
 * Goal lists already read, by person, data version and deadline window, as the task lists are kept: a
 * goal list follows from the person's goals alone, whose every change raises the data version that the
 * session lookup reads afresh for each request (decision 29). A person with two thousand goals opening
 * the Goals page on another device, or in a tab whose copy is gone, is answered from memory instead of
 * reading, writing and compressing 400 KB of JSON again.
 */
const keptGoalLists = perDatabase(
  () =>
    new KeptAnswers<readonly Goal[]>({
      max: 20_000,
      maxBytes: 32 * 2 ** 20,
      maxEntryBytes: 4 * 2 ** 20,
      // A goal's object, its JSON and its compressed bytes.
      bytesOf: (list) => 256 + list.length * 800,
    }),
);

/** The user's goals within the deadline window, by deadline; from memory while their data version holds. */
export function listGoals(db: Database, userId: number, dataVersion: number, query: GoalListQuery): Promise<readonly Goal[]> {
  const request = { userId, query };
  return keptGoalLists(db).answer(`${dataVersion} ${goalListKey(request)}`, () => listGoalsBatched(db, request));
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
        // A goal that follows its habits has none yet.
        progress: input.progressFromHabits ? 0 : input.progress,
        progressFromHabits: input.progressFromHabits,
        reminderDaysBefore: input.reminderDaysBefore ?? null,
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
    await lockGoalRules(tx, userId, { habitRates: true });
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

    const followsHabits = input.progressFromHabits ?? current.progressFromHabits;
    if (input.progress !== undefined && input.progress !== current.progress) {
      if (followsHabits) {
        const message = 'This goal’s progress follows its habits: turn that off to set it by hand';
        throw new HttpError(409, message, { code: 'progress_follows_habits', fieldErrors: { progress: [message] } });
      }
      const blocker = await progressBlockerOf(tx, userId, goalId, { from: current.progress, to: input.progress });
      if (blocker) throw new HttpError(409, PROGRESS_BLOCKER_MESSAGES[blocker].description, { code: blocker });
    }

    const changes = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.deadline !== undefined && { deadline: input.deadline }),
      ...(input.progress !== undefined && { progress: input.progress }),
      ...(input.parentId !== undefined && { parentId: input.parentId }),
      ...(input.progressFromHabits !== undefined && { progressFromHabits: input.progressFromHabits }),
      ...(input.reminderDaysBefore !== undefined && { reminderDaysBefore: input.reminderDaysBefore }),
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
    // Its habits' days run through the deadline: a new deadline, or following them anew, moves the rate.
    if (goal.progressFromHabits && (!current.progressFromHabits || input.deadline !== undefined)) {
      await refreshHabitProgress(tx, userId, goalId);
      return toGoalDto(await findOwnedGoal(tx, userId, goalId));
    }
    // No longer following them: the rate kept with the goal goes.
    if (current.progressFromHabits && !goal.progressFromHabits) await refreshHabitProgress(tx, userId, goalId);
    return goal;
  });
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
