// The Expired tab reads a page of its tasks and their count, not every unfinished task of the past:
// a person who kept a planner for years can have tens of thousands of them (decision 13).
import { lt, sql } from 'drizzle-orm';
import type { ExpiredMoveInput, ExpiredTodoPage, ExpiredTodoQuery, Todo } from '@shared/schemas/todos';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute';
import { perDatabase } from '../../db/per-database';
import { todos } from '../../db/schema';
import { KeptAnswers } from '../../http/kept-answers';
import { keptUnlessMade } from '../recurrence/occurrences';
import { toTodoDto } from './todo-dto';
import { TODO_FIELDS } from './todo-statements';
import { keptTaskBytes, moveOpenTodos } from './todos.service';

/**
 * Pages already read, by person, data version and query, as the task lists are kept (todos.service.ts):
 * a page follows from the person's tasks alone, and finding a heavy user's open tasks among a past of
 * finished ones is a scan of all of them, which every drawing of Daily Tasks and every refetch repeated.
 */
const keptPages = perDatabase(
  () =>
    new KeptAnswers<ExpiredTodoPage>({
      max: 20_000,
      maxBytes: 16 * 2 ** 20,
      bytesOf: (page) => keptTaskBytes(page.todos.length),
    }),
);

/**
 * The first `limit` expired tasks in the tab's order (those not marked failed first, then urgent →
 * low, then by due date), how many are expired in all, and how many of them are not marked failed:
 * from memory while the person's data version is the one their session lookup read and no task had to
 * be made meanwhile.
 */
export async function listExpiredTodos(db: Database, userId: number, dataVersion: number, query: ExpiredTodoQuery): Promise<ExpiredTodoPage> {
  const key = `${dataVersion} ${userId} ${query.before.toISOString()} ${query.limit}`;
  return keptUnlessMade(db, userId, keptPages(db), key, () => readExpiredPage(db, userId, query));
}

/**
 * One pass over the person's tasks due before the day (open or not: no index tells them apart, which
 * keeps a tick an in-place update): the open ones are counted and the page taken from them. The row
 * with the counts comes even when no task is expired, its task fields then null.
 */
async function readExpiredPage(db: Database, userId: number, { before, limit }: ExpiredTodoQuery): Promise<ExpiredTodoPage> {
  // The enum's order is urgent, high, medium, low.
  const rows = await executeRows<Todo & { expiredCount: number; movableCount: number }>(
    db,
    sql`with open as materialized (
          select t.id, t.failed, t.priority, t.due_date from todos t
          where t.user_id = ${userId} and t.due_date < ${before.toISOString()}::timestamptz and not t.completed and not t.skipped
        ),
        first_page as (select id from open order by failed, priority, due_date, id limit ${limit})
        select c.expired as "expiredCount", c.movable as "movableCount", ${sql.raw(TODO_FIELDS)}
        from (select count(*)::int as expired, (count(*) filter (where not failed))::int as movable from open) c
          left join (first_page p join todos t on t.id = p.id) on true
        order by t.failed, t.priority, t.due_date, t.id`,
  );
  const counts = rows[0];
  return {
    todos: rows.filter((row) => row.id !== null).map(toTodoDto),
    expired: counts?.expiredCount ?? 0,
    movable: counts?.movableCount ?? 0,
  };
}

/** 'Move all to today': every expired task not marked failed gets `dueDate`; answers how many moved. */
export function moveExpiredTodos(db: Database, userId: number, { before, dueDate }: ExpiredMoveInput): Promise<number> {
  return moveOpenTodos(db, userId, lt(todos.dueDate, before), dueDate);
}
