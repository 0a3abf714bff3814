// The Expired tab reads a page of its tasks and their count, not every unfinished task of the past:
// a person who kept a planner for years can have tens of thousands of them (decision 13).
import { lt, sql } from 'drizzle-orm';
import type { ExpiredMoveInput, ExpiredTodoPage, ExpiredTodoQuery, Todo } from '@shared/schemas/todos';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { todos } from '../../db/schema';
import { ensureOccurrences } from '../recurrence/occurrences';
import { toTodoDto } from './todo-dto';
import { TODO_FIELDS } from './todo-statements';
import { moveOpenTodos } from './todos.service';

/** Open and due before the day begins: what the Expired tab holds (a skipped occurrence is settled). */
const expiredBefore = (userId: number, before: Date) =>
  sql`t.user_id = ${userId} and t.due_date < ${before.toISOString()}::timestamptz and not t.completed and not t.skipped`;

/**
 * The first `limit` expired tasks in the tab's order (those not marked failed first, then urgent →
 * low, then by due date), how many are expired in all, and how many of them are not marked failed.
 */
export async function listExpiredTodos(db: Database, userId: number, { before, limit }: ExpiredTodoQuery): Promise<ExpiredTodoPage> {
  await ensureOccurrences(db, userId);
  // The enum's order is urgent, high, medium, low.
  const [rows, [counts]] = await Promise.all([
    executeRows<Todo>(
      db,
      sql`select ${sql.raw(TODO_FIELDS)} from todos t where ${expiredBefore(userId, before)}
          order by t.failed, t.priority, t.due_date, t.id limit ${limit}`,
    ),
    executeRows<{ expired: number; movable: number }>(
      db,
      sql`select count(*)::int as expired, (count(*) filter (where not t.failed))::int as movable
          from todos t where ${expiredBefore(userId, before)}`,
    ),
  ]);
  return { todos: rows.map(toTodoDto), expired: counts?.expired ?? 0, movable: counts?.movable ?? 0 };
}

/** 'Move all to today': every expired task not marked failed gets `dueDate`; answers how many moved. */
export function moveExpiredTodos(db: Database, userId: number, { before, dueDate }: ExpiredMoveInput): Promise<number> {
  return moveOpenTodos(db, userId, lt(todos.dueDate, before), dueDate);
}
