import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { goals, todos } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { countHit } from '../../auth/rate-limit';
import { findOwnedGoal } from '../goals/goals.service';
import { contextFingerprint, type SuggestionCache } from './suggestion-cache';
import type { SuggestionContext, SuggestionProvider, Suggestions } from './suggestion-provider';

/** How far up the tree a subgoal's context reaches; deeper ancestors add little to what to do next. */
const MAX_ANCESTORS = 8;

/** The titles of the goals above a goal, the nearest first. */
async function ancestorTitles(db: Database, userId: number, parentId: number | null): Promise<string[]> {
  if (parentId === null) return [];
  const rows = await executeRows<{ title: string }>(
    db,
    sql`with recursive chain(id, parent_id, title, depth) as (
          select id, parent_id, title, 1 from ${goals} where id = ${parentId} and user_id = ${userId}
          union all
          select g.id, g.parent_id, g.title, chain.depth + 1 from ${goals} g join chain on g.id = chain.parent_id
          where g.user_id = ${userId} and chain.depth < ${MAX_ANCESTORS}
        )
        select title from chain order by depth`,
  );
  return rows.map((row) => row.title);
}

/** The goal as a provider sees it, with the goals around it; 404 when it does not exist or is someone else's. */
async function loadSuggestionContext(db: Database, userId: number, goalId: number, now: Date): Promise<SuggestionContext> {
  const goal = await findOwnedGoal(db, userId, goalId);
  // Ordered, so the same goal always reads the same way and hits the same cache entry.
  const [openSubgoals, existingTasks, siblings, parentTitles] = await Promise.all([
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
    // Siblings of a subgoal only: the person's other main goals say nothing about this one.
    goal.parentId === null
      ? Promise.resolve([])
      : db
          .select({ title: goals.title })
          .from(goals)
          .where(and(eq(goals.userId, userId), eq(goals.parentId, goal.parentId), ne(goals.id, goalId)))
          .orderBy(asc(goals.id))
          .limit(30),
    ancestorTitles(db, userId, goal.parentId),
  ]);
  return {
    title: goal.title,
    description: goal.description,
    deadline: goal.deadline,
    openSubgoalTitles: openSubgoals.map((subgoal) => subgoal.title),
    existingTaskTitles: existingTasks.map((task) => task.title),
    parentTitles,
    siblingTitles: siblings.map((sibling) => sibling.title),
    now,
  };
}

export interface SuggestionRateLimit {
  /** Answers a person may have worked out (not served from memory) per window. */
  max: number;
  windowMs: number;
}

/**
 * Counts one worked-out answer against the person: a model's answer costs money, and the built-in one
 * CPU. Answers served from memory are free and not counted.
 */
async function countSuggestionRequest(db: Database, userId: number, limit: SuggestionRateLimit): Promise<void> {
  const { hits, resetAt } = await countHit(db, `suggestions:user:${userId}`, limit.windowMs);
  if (hits <= limit.max) return;
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
  throw new HttpError(429, `Too many suggestion requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
    code: 'suggestions_rate_limited',
  }, { 'retry-after': String(minutes * 60) });
}

export async function suggestTasksForGoal(
  db: Database,
  provider: SuggestionProvider,
  cache: SuggestionCache,
  limit: SuggestionRateLimit,
  userId: number,
  goalId: number,
  now = new Date(),
): Promise<Suggestions> {
  const context = await loadSuggestionContext(db, userId, goalId, now);
  return cache.remember(userId, goalId, contextFingerprint(context), async () => {
    await countSuggestionRequest(db, userId, limit);
    return provider.suggest(context);
  });
}
