// Deleting keeps a copy for a while, so that Undo brings back the very same rows. docs/decisions/0018.
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { isGoalComplete } from '@shared/domain/goal-rules';
import type { Goal } from '@shared/schemas/goals';
import type { Todo } from '@shared/schemas/todos';
import type { Database, Queryable, Transaction } from '../../db/client';
import { executeRows } from '../../db/execute';
import { deletedRecords, goals, todos, type DELETED_KINDS } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { toGoalDto } from '../goals/goal-dto';
import { habitGoalOfSeries, refreshHabitProgress, refreshHabitProgressOfSeries } from '../goals/goal-progress';
import { lockGoalRules, reopenGoalsWithOpenWork } from '../goals/goal-reopening';
import { findOwnedGoal, subtreeOf } from '../goals/goals.service';
import { todoColumns, toTodoDto } from '../todos/todo-dto';

/** How long a deletion can be undone: far longer than the toast that offers it, which pauses while hovered or focused. */
const UNDO_WINDOW_MINUTES = 10;
const expiresAt = sql.raw(`now() + interval '${UNDO_WINDOW_MINUTES} minutes'`);

type DeletedKind = (typeof DELETED_KINDS)[number];
const LABEL: Record<DeletedKind, string> = { goal: 'goal', todo: 'task' };

/** PostgreSQL's JSON of each matching row, in id order (an empty array for none). */
const rowsAsJson = (alias: string, from: SQL): SQL =>
  sql`(select coalesce(jsonb_agg(to_jsonb(${sql.raw(alias)}) order by ${sql.raw(alias)}.id), '[]'::jsonb) from ${from})`;

/** The focus sessions that name one of the goals or tasks, as they name them: deleting sets those links to null. */
const focusLinksAsJson = (where: SQL): SQL =>
  sql`(select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'todo_id', f.todo_id, 'goal_id', f.goal_id)), '[]'::jsonb)
       from focus_sessions f where ${where})`;

/** Forgets the user's copies that can no longer be restored, so what they deleted doesn't linger. */
async function forgetExpired(db: Queryable, userId: number): Promise<void> {
  await db.delete(deletedRecords).where(and(eq(deletedRecords.userId, userId), lt(deletedRecords.expiresAt, new Date())));
}

/** Everyone's copies that can no longer be restored (the hourly cleanup). */
export async function deleteExpiredDeletedRecords(db: Queryable): Promise<void> {
  await db.delete(deletedRecords).where(lt(deletedRecords.expiresAt, new Date()));
}

/**
 * Deletes the goal with its subgoals at any depth, their tasks, series and feelings, in one transaction,
 * keeping a copy of every row for Undo. The subtree's rows are locked before the copy is made: a task
 * or feeling can't be linked to any of them until the delete commits, so the copy holds everything
 * the delete takes (new subgoals already wait on the goal-rules lock).
 */
export async function deleteGoalKeepingCopy(db: Database, userId: number, goalId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGoalRules(tx, userId);
    const locked = await executeRows(
      tx,
      sql`with recursive ${subtreeOf(userId, goalId)} select id from goals where id in (select id from subtree) order by id for update`,
    );
    if (locked.length === 0) throw notFound('Goal');
    const inSubtree = sql`in (select id from subtree)`;
    const subtreeTodoIds = sql`(select t.id from todos t where t.user_id = ${userId} and t.goal_id ${inSubtree})`;
    await tx.execute(sql`with recursive ${subtreeOf(userId, goalId)}
      insert into deleted_records (user_id, kind, record_id, rows, expires_at)
      select ${userId}, 'goal', ${goalId}, jsonb_build_object(
        'goals', ${rowsAsJson('g', sql`goals g where g.user_id = ${userId} and g.id ${inSubtree}`)},
        'taskSeries', ${rowsAsJson('s', sql`task_series s where s.user_id = ${userId} and s.goal_id ${inSubtree}`)},
        'todos', ${rowsAsJson('t', sql`todos t where t.user_id = ${userId} and t.goal_id ${inSubtree}`)},
        'goalEmotions', ${rowsAsJson('e', sql`goal_emotions e where e.user_id = ${userId} and e.goal_id ${inSubtree}`)},
        'focusLinks', ${focusLinksAsJson(sql`f.user_id = ${userId} and (f.goal_id ${inSubtree} or f.todo_id in ${subtreeTodoIds})`)}
      ), ${expiresAt}`);
    // A task moved off the subtree keeps its day but leaves the series that goes with the goal: it stays, as a one-off.
    await tx.execute(sql`with recursive ${subtreeOf(userId, goalId)}
      update todos set series_id = null, occurrence_date = null, version = version + 1
      where user_id = ${userId} and (goal_id is null or goal_id not in (select id from subtree))
        and series_id in (select s.id from task_series s where s.user_id = ${userId} and s.goal_id ${inSubtree})`);
    // The foreign keys take the subgoals, their tasks, series and feelings in the same statement.
    await tx.delete(goals).where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
    await forgetExpired(tx, userId);
  });
}

/** Deletes the task, keeping a copy of it (and of the focus sessions' links to it) for Undo, in one statement. */
export async function deleteTodoKeepingCopy(db: Database, userId: number, todoId: number): Promise<void> {
  const copied = await executeRows<{ seriesId: number | null }>(
    db,
    sql`with gone as (delete from todos where id = ${todoId} and user_id = ${userId} returning *)
      insert into deleted_records (user_id, kind, record_id, rows, expires_at)
      select ${userId}, 'todo', ${todoId}, jsonb_build_object(
        'goals', '[]'::jsonb,
        'todos', jsonb_build_array(to_jsonb(gone)),
        'goalEmotions', '[]'::jsonb,
        'focusLinks', ${focusLinksAsJson(sql`f.user_id = ${userId} and f.todo_id = ${todoId}`)}
      ), ${expiresAt}
      from gone
      returning (select series_id from gone) as "seriesId"`,
  );
  if (copied.length === 0) throw notFound('Task');
  await forgetExpired(db, userId);
  const seriesId = copied[0]!.seriesId;
  if (seriesId !== null) await refreshHabitProgressOfSeries(db, userId, seriesId);
}

interface DeletedRecord {
  id: number;
  expired: boolean;
  /** The goal the deleted goal was under, or the deleted task's goal; null for none. */
  parentGoalId: number | null;
}

/**
 * The user's copy of the deleted goal or task, locked for this transaction, once it is known that it can
 * be put back: 404 when there is none (never deleted, restored already, or someone else's), 410 when it
 * is too late, 409 when the goal it hung under has been deleted since.
 */
async function takeDeletedRecord(tx: Transaction, userId: number, kind: DeletedKind, recordId: number): Promise<DeletedRecord> {
  const parentGoalId =
    kind === 'goal'
      ? sql`(select (r->>'parent_id')::int from jsonb_array_elements(d.rows->'goals') r where (r->>'id')::int = d.record_id)`
      : sql`(d.rows->'todos'->0->>'goal_id')::int`;
  const [record] = await executeRows<DeletedRecord>(
    tx,
    sql`select d.id, d.expires_at <= now() as expired, ${parentGoalId} as "parentGoalId"
        from deleted_records d
        where d.user_id = ${userId} and d.kind = ${kind} and d.record_id = ${recordId}
        order by d.id desc limit 1
        for update`,
  );
  if (!record) throw new HttpError(404, `There is no deleted ${LABEL[kind]} with this id to restore`, { code: 'nothing_to_restore' });
  if (record.expired) {
    throw new HttpError(410, `Too late to undo: a deleted ${LABEL[kind]} can be restored for ${UNDO_WINDOW_MINUTES} minutes`, {
      code: 'undo_expired',
    });
  }
  if (record.parentGoalId !== null) {
    const [parent] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.id, record.parentGoalId), eq(goals.userId, userId)));
    if (!parent) {
      const message =
        kind === 'goal'
          ? 'This goal can’t be restored: the goal it was under has been deleted. Restore that one first.'
          : 'This task can’t be restored: its goal has been deleted. Restore the goal first.';
      throw new HttpError(409, message, { code: 'parent_goal_gone' });
    }
  }
  return record;
}

/** Puts the copied rows back, column for column, and the focus sessions' links to them; then drops the copy. */
async function putBack(tx: Transaction, userId: number, recordId: number): Promise<void> {
  const part = (name: string) => sql`(select rows->${name} from deleted_records where id = ${recordId})`;
  // Goals before the tasks and feelings that name them; within one statement the subgoals' order doesn't
  // matter, as its foreign keys are checked when it ends.
  await tx.execute(sql`insert into goals overriding system value select * from jsonb_populate_recordset(null::goals, ${part('goals')})`);
  // A goal's series before their tasks; a copy made before series existed has none.
  await tx.execute(
    sql`insert into task_series overriding system value
        select * from jsonb_populate_recordset(null::task_series, coalesce(${part('taskSeries')}, '[]'::jsonb))`,
  );
  await tx.execute(sql`insert into todos overriding system value select * from jsonb_populate_recordset(null::todos, ${part('todos')})`);
  await tx.execute(
    sql`insert into goal_emotions overriding system value select * from jsonb_populate_recordset(null::goal_emotions, ${part('goalEmotions')})`,
  );
  await tx.execute(sql`update focus_sessions f
    set todo_id = coalesce(f.todo_id, link.todo_id), goal_id = coalesce(f.goal_id, link.goal_id)
    from jsonb_to_recordset(${part('focusLinks')}) as link(id int, todo_id int, goal_id int)
    where f.id = link.id and f.user_id = ${userId}`);
  await tx.delete(deletedRecords).where(eq(deletedRecords.id, recordId));
}

/**
 * Undoes the deletion of a goal: the goal, its subgoals, their tasks and feelings come back with the
 * same ids and values, in one transaction. An open goal put back under a complete one reopens it.
 */
export async function restoreGoal(db: Database, userId: number, goalId: number): Promise<Goal> {
  return db.transaction(async (tx) => {
    await lockGoalRules(tx, userId);
    const record = await takeDeletedRecord(tx, userId, 'goal', goalId);
    await putBack(tx, userId, record.id);
    const goal = toGoalDto(await findOwnedGoal(tx, userId, goalId));
    if (record.parentGoalId !== null && !isGoalComplete(goal)) await reopenGoalsWithOpenWork(tx, userId, record.parentGoalId);
    return goal;
  });
}

/** Undoes the deletion of a task: it comes back with the same id and values. An open task reopens its complete goal. */
export async function restoreTodo(db: Database, userId: number, todoId: number): Promise<Todo> {
  return db.transaction(async (tx) => {
    await lockGoalRules(tx, userId, { habitRates: true });
    const record = await takeDeletedRecord(tx, userId, 'todo', todoId);
    await putBack(tx, userId, record.id);
    const [row] = await tx.select(todoColumns).from(todos).where(and(eq(todos.id, todoId), eq(todos.userId, userId)));
    if (!row) throw new Error('a restored task is missing');
    const todo = toTodoDto(row);
    if (todo.goalId !== null && !todo.completed && !todo.failed && !todo.skipped) await reopenGoalsWithOpenWork(tx, userId, todo.goalId);
    const habitGoalId = todo.seriesId === null ? null : await habitGoalOfSeries(tx, userId, todo.seriesId);
    if (habitGoalId !== null) await refreshHabitProgress(tx, userId, habitGoalId);
    return todo;
  });
}
