// The Expired tab reads a page of its tasks and their count, not every unfinished task of the past:
// a person who kept a planner for years can have tens of thousands of them (decision 13).
import { sql } from 'drizzle-orm';
import type { ExpiredTodoPage, ExpiredTodoQuery, Todo } from '@shared/schemas/todos';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { ensureOccurrences } from '../recurrence/occurrences';
import { toTodoDto } from './todo-dto';
import { TODO_FIELDS } from './todo-statements';

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

/** The ids 'Move all to today' moves: every expired task not marked failed, by due date. */
export async function listMovableExpiredIds(db: Database, userId: number, before: Date): Promise<number[]> {
  await ensureOccurrences(db, userId);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select t.id from todos t where ${expiredBefore(userId, before)} and not t.failed order by t.due_date, t.id`,
  );
  return rows.map((row) => row.id);
}
