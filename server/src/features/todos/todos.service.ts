import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { resolveTodoStatusChange } from '@shared/domain/todo-status';
import type {
  CompletedTodoPage,
  CompletedTodoQuery,
  Todo,
  TodoCreateInput,
  TodoListQuery,
  TodoRescheduleInput,
  TodoUpdateInput,
} from '@shared/schemas/todos';
import type { PendingSession } from '../../auth/current-user';
import type { Database, Queryable } from '../../db/client';
import { executeRows } from '../../db/execute';
import { perDatabase } from '../../db/per-database';
import { rawQueryOutsideTransaction } from '../../db/raw-query';
import { todos } from '../../db/schema';
import { type HttpError, notFound, staleChange } from '../../http/errors';
import type { Answer, BatchedCreate, RequestKey } from '../../http/idempotency';
import { KeptAnswers } from '../../http/kept-answers';
import { lockGoalRules, reopenGoalsWithOpenWork } from '../goals/goal-reopening';
import { refreshHabitProgressOfGoal } from '../goals/goal-progress';
import { findOwnedGoal } from '../goals/goals.service';
import { keptUnlessMade } from '../recurrence/occurrences';
import { changeRecurringTodo, createRecurringTodo } from '../recurrence/series.service';
import { todoColumns, toTodoDto } from './todo-dto';
import { descriptionAndPomodoros } from './todo-fields';
import {
  createTodoBatched,
  listTodosBatched,
  TODO_FIELDS,
  todoListKey,
  updateTodoBatched,
  type TodoChangeResult,
  type TodoChanges,
} from './todo-statements';

const ownedBy = (userId: number, todoId: number) => and(eq(todos.id, todoId), eq(todos.userId, userId));

/**
 * Lists already read, by person, data version and filters: a list follows from the person's tasks and
 * series alone, and every change to those raises the data version, which the session lookup reads
 * afresh for every request (decision 29). With many people each asking for their own day, reading,
 * building and compressing their list was most of a request's cost; a person's list asked for again
 * before anything changed (a second tab, another device, the page opened again) is now answered from
 * memory. A very long list (every task of a heavy user) is read every time rather than crowd out
 * everyone else's.
 */
/** What `count` tasks kept in an answer take: each task's object, its JSON and its compressed bytes. */
export const keptTaskBytes = (count: number) => 256 + count * 1_200;

const keptLists = perDatabase(
  () =>
    new KeptAnswers<readonly Todo[]>({
      max: 20_000,
      maxBytes: 32 * 2 ** 20,
      maxEntryBytes: 2 * 2 ** 20,
      bytesOf: (list) => keptTaskBytes(list.length),
    }),
);

/**
 * The user's tasks that pass the query's filters, their series' tasks made for the days ahead first;
 * from memory while the person's data version is the one their session lookup read and no task had to
 * be made meanwhile (made tasks are newer than that version).
 */
export async function listTodos(db: Database, userId: number, dataVersion: number, query: TodoListQuery): Promise<readonly Todo[]> {
  const request = { userId, query };
  return keptUnlessMade(db, userId, keptLists(db), `${dataVersion} ${todoListKey(request)}`, () => listTodosBatched(db, request));
}

/**
 * A page of the user's completed tasks, most recently completed first, after the cursor if one is
 * given, walked in `todo_completions`' index. The cursor is the last task's completion time to the
 * microsecond and its id: tasks completed in one batched statement share a time, and a cursor
 * rounded to milliseconds would skip some.
 */
export async function listCompletedTodos(db: Database, userId: number, query: CompletedTodoQuery): Promise<CompletedTodoPage> {
  const after =
    query.completedBefore === undefined
      ? sql``
      : sql`and c.completed_at <= ${query.completedBefore}::timestamptz
          and (c.completed_at, c.todo_id) < (${query.completedBefore}::timestamptz, ${query.beforeId ?? 0})`;
  const rows = await executeRows<Todo & { cursor: string }>(
    db,
    sql`select ${sql.raw(TODO_FIELDS)}, to_char(c.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor
        from todo_completions c join todos t on t.id = c.todo_id and t.user_id = c.user_id
        where c.user_id = ${userId} ${after}
        order by c.completed_at desc, c.todo_id desc
        limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    todos: page.map(toTodoDto),
    next: rows.length > query.limit && last ? { completedBefore: last.cursor, beforeId: last.id } : null,
  };
}

/** A new task's fields as stored, from what the person sent. */
function newTodoFields(input: TodoCreateInput) {
  const status = resolveTodoStatusChange(input);
  const { description = null, pomodoros } = descriptionAndPomodoros(input.description, input.pomodoros);
  return {
    title: input.title,
    description,
    ...(pomodoros !== undefined && { pomodoros }),
    dueDate: input.dueDate,
    completed: status.completed ?? false,
    failed: status.failed ?? false,
    delayed: input.delayed,
    priority: input.priority,
    plannedTime: input.plannedTime ?? null,
    reminderMinutesBefore: input.reminderMinutesBefore ?? null,
  };
}

/**
 * Whether a create can be one batched statement: a one-off task outside any goal (nothing else to
 * check or reopen), sent outside a transaction (the batched statement commits on its own).
 */
const createsInBatch = (db: Database, input: TodoCreateInput) => !input.repeat && input.goalId == null && rawQueryOutsideTransaction(db);

/** Creates a task; an open task linked to a complete goal reopens it. */
export async function createTodo(db: Database, userId: number, input: TodoCreateInput): Promise<Todo> {
  if (input.repeat) return createRecurringTodo(db, userId, input, input.repeat);
  const fields = newTodoFields(input);
  // Tasks that arrive together share one statement.
  if (createsInBatch(db, input)) return (await createTodoBatched(db, { userId, ...fields }))!.todo;
  const insert = (tx: Queryable) =>
    tx
      .insert(todos)
      .values({ ...fields, goalId: input.goalId ?? null, userId, completedAt: fields.completed ? new Date() : null })
      .returning(todoColumns)
      .then(([row]) => toTodoDto(row!));
  const goalId = input.goalId;
  if (goalId == null) return insert(db);
  if (fields.completed || fields.failed) {
    await findOwnedGoal(db, userId, goalId);
    return insert(db);
  }
  return db.transaction(async (tx) => {
    await lockGoalRules(tx, userId);
    await findOwnedGoal(tx, userId, goalId);
    const todo = await insert(tx);
    await reopenGoalsWithOpenWork(tx, userId, goalId);
    return todo;
  });
}

/**
 * `POST /todos` with an idempotency key, done as one batched statement where the task allows it
 * (decision 27): the key is reserved where the task is made, and a repeat answers the task as it is now.
 * The statement checks the session too when this process knows whose it is (the batch keeps two creates
 * with one person's key apart by that); a session new to the process is looked up first.
 */
export function createTodoOnce(session: PendingSession, input: TodoCreateInput): BatchedCreate {
  async function createInBatch(db: Database, key: RequestKey): Promise<Answer | null> {
    const made = await createTodoBatched(db, { ...(await session.owner()), ...newTodoFields(input), once: key });
    if (!made) return null;
    await session.confirm(made.sessionEndsAtMs);
    return { status: 201, body: made.todo };
  }
  return {
    perform: (db, key) => (createsInBatch(db, input) ? createInBatch(db, key) : undefined),
    async replay(db, todoId) {
      const [row] = await db
        .select(todoColumns)
        .from(todos)
        .where(ownedBy((await session.user()).id, todoId));
      if (!row) throw notFound('Task');
      return { status: 201, body: toTodoDto(row) };
    },
  };
}

/** The columns a change sets, from what the person sent. */
function todoChangesOf(input: TodoUpdateInput): TodoChanges {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...descriptionAndPomodoros(input.description, input.pomodoros),
    ...(input.dueDate !== undefined && { dueDate: input.dueDate }),
    ...resolveTodoStatusChange(input),
    ...(input.delayed !== undefined && { delayed: input.delayed }),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.plannedTime !== undefined && { plannedTime: input.plannedTime }),
    ...(input.reminderMinutesBefore !== undefined && { reminderMinutesBefore: input.reminderMinutesBefore }),
    ...(input.goalId !== undefined && { goalId: input.goalId }),
  };
}

const findTodo = (db: Database, userId: number, todoId: number) =>
  db
    .select(todoColumns)
    .from(todos)
    .where(ownedBy(userId, todoId))
    .then(([row]) => row && toTodoDto(row));

/**
 * Changes a task of the request's user. The common change (a tick, a title, a date) is one batched
 * statement that checks the session too; a change that needs the user first (a rule, a goal to check,
 * nothing to change) looks the session up before anything else.
 */
export async function updateTodo(db: Database, session: PendingSession, todoId: number, input: TodoUpdateInput): Promise<Todo> {
  const changes = todoChangesOf(input);
  if (input.repeat !== undefined || input.scope === 'following' || input.goalId != null || Object.keys(changes).length === 0) {
    return updateTodoOfUser(db, (await session.user()).id, todoId, input, changes);
  }
  const updated = await updateTodoBatched(db, { owner: { sessionTokenHash: session.tokenHash }, todoId, changes, baseVersion: input.version });
  // Nothing changed: the session has ended (a 401), or as below.
  if (!updated) throw await refusalOf(db, (await session.user()).id, todoId, input);
  await session.confirm(updated.sessionEndsAtMs);
  return afterChange(db, updated);
}

async function updateTodoOfUser(db: Database, userId: number, todoId: number, input: TodoUpdateInput, changes: TodoChanges): Promise<Todo> {
  if (input.repeat !== undefined || input.scope === 'following') return changeRecurringTodo(db, userId, todoId, input);
  if (input.goalId != null) await findOwnedGoal(db, userId, input.goalId);
  if (Object.keys(changes).length === 0) {
    const todo = await findTodo(db, userId, todoId);
    if (!todo) throw notFound('Task');
    return todo;
  }
  const updated = await updateTodoBatched(db, { owner: { userId }, todoId, changes, baseVersion: input.version });
  if (!updated) throw await refusalOf(db, userId, todoId, input);
  return afterChange(db, updated);
}

/** What a change that found nothing to change answers: the task is not the user's, or (only when the change named a version) it moved on. */
async function refusalOf(db: Database, userId: number, todoId: number, input: TodoUpdateInput): Promise<HttpError> {
  const current = input.version === undefined ? undefined : await findTodo(db, userId, todoId);
  return current ? staleChange('task', current) : notFound('Task');
}

/** What follows a change: a goal reopened or a habit goal's rate, when the change calls for it. */
async function afterChange(db: Database, { todo, userId, underCompleteGoal, habitGoalId }: TodoChangeResult): Promise<Todo> {
  const goalId = todo.goalId;
  // Rare (a task reopened or moved under a finished goal), so it runs after the batched change, on its own.
  if (underCompleteGoal && goalId !== null) {
    await db.transaction(async (tx) => {
      await lockGoalRules(tx, userId);
      await reopenGoalsWithOpenWork(tx, userId, goalId);
    });
  }
  // A tick of an occurrence whose series' goal follows its habits: that goal's rate.
  if (habitGoalId !== null) await refreshHabitProgressOfGoal(db, userId, habitGoalId);
  return todo;
}

/**
 * Moves the user's open tasks among `ids` to one due date, all or none; ids of others, and tasks
 * already completed, failed or skipped, are left alone: the person has settled those.
 */
export function rescheduleTodos(db: Database, userId: number, input: TodoRescheduleInput): Promise<number> {
  return moveOpenTodos(db, userId, inArray(todos.id, input.ids), input.dueDate);
}

/**
 * Moves the user's open tasks (not completed, failed or skipped) that `which` picks to `dueDate`, no
 * longer delayed; answers how many moved. The rows are locked in id order, the order the batched task
 * changes take theirs in, so that the two can't deadlock.
 */
export async function moveOpenTodos(db: Database, userId: number, which: SQL, dueDate: Date): Promise<number> {
  const lockedInIdOrder = db
    .select({ id: todos.id })
    .from(todos)
    .where(and(eq(todos.userId, userId), which, eq(todos.completed, false), eq(todos.failed, false), eq(todos.skipped, false)))
    .orderBy(asc(todos.id))
    .for('update');
  const moved = await db
    .update(todos)
    .set({ dueDate, delayed: false, version: sql`${todos.version} + 1` })
    .where(inArray(todos.id, lockedInIdOrder))
    .returning({ id: todos.id });
  return moved.length;
}
