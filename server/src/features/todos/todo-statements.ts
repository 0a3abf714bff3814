// The two task statements every screen runs most, batched: the list of a day (or any other window)
// and the change of a task (a tick, a priority, a title). docs/decisions/0013.
import type { Priority, Todo, TodoListQuery } from '@shared/schemas/todos';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { isoTimestamp, rawQueryOf, type RawStatement } from '../../db/raw-query';
import { createListBatcher, type ListRow } from '../../db/list-batcher';
import { BATCHES_IN_FLIGHT } from '../../db/batch-limits';
import { createStatementBatcher } from '../../db/statement-batcher';
import type { RequestKey } from '../../http/idempotency';
import { ITEM_SESSION, ownerColumns, type RowOwner } from '../../auth/sessions';
import { toTodoDto } from './todo-dto';

/** A task as the statements select it: the answer's fields, plus which item of the batch it belongs to. */
interface TodoRow extends Todo, ListRow {}

/**
 * The rule of the series `t` belongs to while that series goes on: one lookup by key, and none for a
 * one-off task. Said outright: for a small table of series PostgreSQL scans it rather than its key, and
 * it did so for every one-off task too (8% of a batch of ticks' database time, in pgbench).
 */
export const REPEAT_RULE_OF_TASK = `case when t.series_id is null then null else (select s.rule from task_series s where s.id = t.series_id and s.end_date is null) end`;

/** A task's answer fields from `todos t`, timestamps already as ISO text, its rule from `repeatRule`. */
const todoFields = (repeatRule: string) => `t.id, t.title, t.description, ${isoTimestamp('t.due_date')} as "dueDate", t.completed, t.failed, t.delayed,
  t.priority::text as priority, t.planned_time as "plannedTime", t.goal_id as "goalId", t.pomodoros,
  ${isoTimestamp('t.completed_at')} as "completedAt", ${isoTimestamp('t.created_at')} as "createdAt", t.version,
  t.skipped, t.series_id as "seriesId", t.occurrence_date::text as "occurrenceDate", ${repeatRule} as "repeatRule",
  t.reminder_minutes_before as "reminderMinutesBefore"`;

/** A task's answer fields from `todos t`, timestamps already as ISO text. */
export const TODO_FIELDS = todoFields(REPEAT_RULE_OF_TASK);

export interface TodoListRequest {
  userId: number;
  query: TodoListQuery;
}

type ListFilter = keyof TodoListQuery;
const LIST_FILTERS: Record<ListFilter, string> = {
  dueFrom: 't.due_date >= r.due_from',
  dueTo: 't.due_date < r.due_to',
  goalId: 't.goal_id = r.goal_id',
  completed: 't.completed = r.completed',
};

/**
 * One statement per combination of filters, so that each has the plan that suits it (a day's window
 * walks the user-and-due-date index, one goal's tasks the user-and-goal index).
 */
export function listStatement(filters: ListFilter[]): RawStatement {
  const conditions = ['t.user_id = r.user_id', ...filters.map((filter) => LIST_FILTERS[filter])];
  // The rule comes from a lookup of the series' (id, user) key in a subquery PostgreSQL can't fold into a
  // join (its `limit`): planned once for every batch, both a join and REPEAT_RULE_OF_TASK read the table of
  // series whole, a join once per list and then against every task (a day of 166 tasks: 1.9 ms, not 0.4).
  return {
    name: `list_todos_${filters.join('_') || 'all'}`,
    text: `select r.item::int as item, t.user_id as "ownerId", ${todoFields('s.rule')}
      from unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::int[], $5::bool[])
        with ordinality as r(user_id, due_from, due_to, goal_id, completed, item)
      cross join lateral (select * from todos t where ${conditions.join(' and ')}) t
      left join lateral (
        select s.rule from task_series s where s.id = t.series_id and s.user_id = t.user_id and s.end_date is null limit 1
      ) s on true
      order by r.item, t.due_date, t.id`,
  };
}

/** Names a list: two requests with the same key ask for the same tasks (while the data stays as it is). */
export const todoListKey = ({ userId, query }: TodoListRequest): string =>
  `${userId} ${query.dueFrom?.getTime()} ${query.dueTo?.getTime()} ${query.goalId} ${query.completed}`;

const listBatchers = perDatabase((db) => {
  const query = rawQueryOf(db);
  const byFilters = new Map<string, (request: TodoListRequest) => Promise<readonly Todo[]>>();
  return (filters: ListFilter[]) => {
    const key = filters.join(' ');
    let batcher = byFilters.get(key);
    if (!batcher) {
      batcher = createListBatcher<TodoListRequest, TodoRow, Todo>({
        query,
        statement: listStatement(filters),
        ownerOf: (request) => request.userId,
        keyOf: todoListKey,
        parametersOf: (requests) => [
          requests.map((request) => request.userId),
          requests.map((request) => request.query.dueFrom?.toISOString() ?? null),
          requests.map((request) => request.query.dueTo?.toISOString() ?? null),
          requests.map((request) => request.query.goalId ?? null),
          requests.map((request) => request.query.completed ?? null),
        ],
        entryOf: toTodoDto,
      });
      byFilters.set(key, batcher);
    }
    return batcher;
  };
});

/** The user's tasks that pass the query's filters, by due date. */
export function listTodosBatched(db: Database, request: TodoListRequest): Promise<readonly Todo[]> {
  const filters = (Object.keys(LIST_FILTERS) as ListFilter[]).filter((filter) => request.query[filter] !== undefined);
  return listBatchers(db)(filters)(request);
}

/** What a change sets; a field that is absent stays as it is. */
export interface TodoChanges {
  title?: string;
  description?: string | null;
  dueDate?: Date;
  completed?: boolean;
  failed?: boolean;
  delayed?: boolean;
  priority?: Priority;
  plannedTime?: string | null;
  goalId?: number | null;
  pomodoros?: number;
  skipped?: boolean;
  reminderMinutesBefore?: number | null;
}

export interface TodoChangeRequest {
  /** Whose task: a user's, or that of the user whose session the request came with, checked in the statement. */
  owner: RowOwner;
  todoId: number;
  changes: TodoChanges;
  /** The version the change was made on; it applies only while that is current. Absent: any version. */
  baseVersion?: number;
}

/**
 * The columns a change may set, in the order of the statement's parameters after id, user and mask.
 * The priority travels as text: PGlite can't send an array of an enum.
 */
const CHANGEABLE: { field: keyof TodoChanges; column: string; type: string; cast?: string }[] = [
  { field: 'title', column: 'title', type: 'text' },
  { field: 'description', column: 'description', type: 'text' },
  { field: 'dueDate', column: 'due_date', type: 'timestamptz' },
  { field: 'completed', column: 'completed', type: 'bool' },
  { field: 'failed', column: 'failed', type: 'bool' },
  { field: 'delayed', column: 'delayed', type: 'bool' },
  { field: 'priority', column: 'priority', type: 'text', cast: '::todo_priority' },
  { field: 'plannedTime', column: 'planned_time', type: 'text' },
  { field: 'goalId', column: 'goal_id', type: 'int' },
  { field: 'pomodoros', column: 'pomodoros', type: 'int' },
  { field: 'skipped', column: 'skipped', type: 'bool' },
  { field: 'reminderMinutesBefore', column: 'reminder_minutes_before', type: 'int' },
];
const bitOf = (index: number) => 1 << index;
const bitOfField = (name: keyof TodoChanges) => bitOf(CHANGEABLE.findIndex(({ field }) => field === name));
const COMPLETED_BIT = bitOfField('completed');
/** The columns of a task's status: done, failed or skipped. */
const STATUS_BITS = COMPLETED_BIT | bitOfField('failed') | bitOfField('skipped');
/** The columns whose change can put open work under a goal: reopening the task, or moving it. */
const OPEN_WORK_BITS = STATUS_BITS | bitOfField('goalId');

/**
 * Applies many changes, each to its own task of its own user, in one statement. A bit per column in
 * `mask` says which columns a change sets. Marking a task completed keeps its first completion time
 * when it was completed already; marking it open clears it. A change that names a base version
 * applies only to a row still at that version: the row lock the update takes makes the check and
 * the write one step, whatever else runs at the same time. A change that leaves the task open under
 * a complete goal says so (`underCompleteGoal`), so that only such a change pays for reopening the
 * goal; every other change skips the lookup. A change sent with its session's token hash applies only
 * while that session is live, to that session's user's task, and tells when the session ends.
 */
export const UPDATE_TODOS: RawStatement = {
  name: 'update_todos',
  text: `update todos t set
      ${CHANGEABLE.map(({ column, cast = '' }, index) => `${column} = case when c.mask & ${bitOf(index)} <> 0 then c.${column}${cast} else t.${column} end`).join(',\n      ')},
      completed_at = case when c.mask & ${COMPLETED_BIT} = 0 then t.completed_at when c.completed then coalesce(t.completed_at, now()) else null end,
      version = t.version + 1
    from unnest($1::int[], $2::int[], $3::text[], $4::int[], ${CHANGEABLE.map(({ type }, index) => `$${index + 5}::${type}[]`).join(', ')}, $${CHANGEABLE.length + 5}::int[])
      with ordinality as c(id, user_id, token_hash, mask, ${CHANGEABLE.map(({ column }) => column).join(', ')}, base_version, item)
      ${ITEM_SESSION.join(`$${CHANGEABLE.length + 6}::timestamptz`)}
    where t.id = c.id and t.user_id = ${ITEM_SESSION.owner} and (c.base_version is null or t.version = c.base_version)
    returning c.item::int as item, ${TODO_FIELDS}, t.user_id as "ownerId", ${ITEM_SESSION.endsAtMs} as "sessionEndsAtMs",
      case when c.mask & ${OPEN_WORK_BITS} <> 0 and not t.completed and not t.failed and not t.skipped and t.goal_id is not null
        then exists (select 1 from goals g where g.id = t.goal_id and g.user_id = t.user_id and g.progress >= 100)
        else false end as "underCompleteGoal",
      case when c.mask & ${STATUS_BITS} <> 0 and t.series_id is not null
        then (select g.id from task_series s join goals g on g.id = s.goal_id and g.user_id = s.user_id
              where s.id = t.series_id and s.user_id = t.user_id and g.progress_from_habits)
        end as "habitGoalId"`,
};

/**
 * A change as applied: the task, whether it is now open work under a goal that is complete, and,
 * when its status changed and it is an occurrence, the goal of its series if that goal follows its
 * habits (read in the same statement: most ticks of a habit then need no other).
 */
export interface TodoChangeResult {
  todo: Todo;
  /** The task's user. */
  userId: number;
  /** When the session the change was sent with ends, ms since the epoch; null for a change by user id. */
  sessionEndsAtMs: number | null;
  underCompleteGoal: boolean;
  habitGoalId: number | null;
}

interface ChangedTodoRow extends TodoRow {
  sessionEndsAtMs: number | null;
  underCompleteGoal: boolean;
  habitGoalId: number | null;
}

const updateBatchers = perDatabase((db) => {
  const query = rawQueryOf(db);
  return createStatementBatcher<TodoChangeRequest, TodoChangeResult | null>({
    maxInFlight: BATCHES_IN_FLIGHT.todoChanges,
    maxBatchSize: 200,
    // Two changes to one task never share a statement: one row can take only one of them.
    conflictKey: (request) => request.todoId,
    async run(unordered) {
      // In id order: PostgreSQL walks the changes in the order given, looking each task up by its id, and
      // so takes the rows in the order the bulk move to today takes them, and the two can't deadlock.
      const requests = [...unordered].sort((a, b) => a.todoId - b.todoId);
      const columns = CHANGEABLE.map(({ field }) =>
        requests.map(({ changes }) => {
          const value = changes[field];
          return value instanceof Date ? value.toISOString() : (value ?? null);
        }),
      );
      const masks = requests.map(({ changes }) =>
        CHANGEABLE.reduce((mask, { field }, index) => (changes[field] === undefined ? mask : mask | bitOf(index)), 0),
      );
      const rows = await query<ChangedTodoRow>(UPDATE_TODOS, [
        requests.map((request) => request.todoId),
        ...ownerColumns(requests.map((request) => request.owner)),
        masks,
        ...columns,
        requests.map((request) => request.baseVersion ?? null),
        new Date().toISOString(),
      ]);
      const updated = new Map(
        rows.map((row) => [
          requests[row.item - 1],
          {
            todo: toTodoDto(row),
            userId: row.ownerId,
            sessionEndsAtMs: row.sessionEndsAtMs,
            underCompleteGoal: row.underCompleteGoal,
            habitGoalId: row.habitGoalId === null ? null : Number(row.habitGoalId),
          },
        ]),
      );
      return unordered.map((request) => updated.get(request) ?? null);
    },
  });
});

/** Applies the changes to the user's task; null when the user has no such task or its version moved on. */
export function updateTodoBatched(db: Database, request: TodoChangeRequest): Promise<TodoChangeResult | null> {
  return updateBatchers(db)(request);
}

/** A one-off task to create, its fields as the create answer's statement stores them. */
export interface NewTodo {
  userId: number;
  title: string;
  description: string | null;
  dueDate: Date;
  completed: boolean;
  failed: boolean;
  delayed: boolean;
  priority: Priority;
  plannedTime: string | null;
  reminderMinutesBefore: number | null;
  /** Absent: the column's default. */
  pomodoros?: number;
  /** The create's `Idempotency-Key` and request hash, reserved in the statement that makes the task (decision 27). */
  once?: RequestKey;
  /** The token hash of the session the create came with, checked in the statement: only while it is live and the user's. */
  sessionTokenHash?: string;
}

/** A task as made, and when the session it was sent with ends (ms since the epoch; null for a create by user id). */
export interface CreatedTodo {
  todo: Todo;
  sessionEndsAtMs: number | null;
}

/**
 * Inserts many people's new tasks (none under a goal) in one statement. A task sent with an
 * idempotency key is made only if its key is reserved in the same statement, and the key names the
 * task: a repeat answers it. The task's id is drawn first so that the key can name it; a key that was
 * reserved already (committed, or waited for until its transaction committed) makes nothing, and nor
 * does a create whose session has ended.
 */
export const CREATE_TODOS: RawStatement = {
  name: 'create_todos',
  text: `with c as materialized (
      select c.*, nextval('todos_id_seq') as id, ${ITEM_SESSION.endsAtMs} as session_ends_at_ms
      from unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::bool[], $6::bool[], $7::bool[], $8::text[], $9::text[],
          $10::int[], $11::int[], $12::text[], $13::text[], $14::text[])
        with ordinality as c(user_id, title, description, due_date, completed, failed, delayed, priority, planned_time,
          reminder_minutes_before, pomodoros, idempotency_key, request_hash, token_hash, item)
        ${ITEM_SESSION.join('$15::timestamptz')}
      where ${ITEM_SESSION.owner} is not null
    ),
    reserved as (
      insert into idempotency_keys (user_id, key, request_hash, status, record_id)
      select c.user_id, c.idempotency_key, c.request_hash, 201, c.id from c where c.idempotency_key is not null
      on conflict do nothing
      returning record_id
    ),
    made as (
      insert into todos (id, title, description, due_date, completed, failed, delayed, priority, planned_time,
          reminder_minutes_before, pomodoros, user_id, completed_at)
        overriding system value
      select c.id, c.title, c.description, c.due_date, c.completed, c.failed, c.delayed, c.priority::todo_priority, c.planned_time,
        c.reminder_minutes_before, coalesce(c.pomodoros, 1), c.user_id, case when c.completed then now() end
      from c where c.idempotency_key is null or c.id in (select record_id from reserved)
      order by c.item
      returning *
    )
    select c.item::int as item, t.user_id as "ownerId", c.session_ends_at_ms as "sessionEndsAtMs", ${TODO_FIELDS}
    from made t join c on c.id = t.id`,
};

const createBatchers = perDatabase((db) => {
  const query = rawQueryOf(db);
  return createStatementBatcher<NewTodo, CreatedTodo | null>({
    maxInFlight: BATCHES_IN_FLIGHT.todoCreates,
    maxBatchSize: 200,
    // One statement reserves a key once: a repeat sent at the same time waits for the first's batch.
    conflictKey: (task) => (task.once ? `${task.userId} ${task.once.key}` : undefined),
    async run(tasks) {
      const column = <T>(pick: (task: NewTodo) => T) => tasks.map(pick);
      const rows = await query<TodoRow & { sessionEndsAtMs: number | null }>(CREATE_TODOS, [
        column((task) => task.userId),
        column((task) => task.title),
        column((task) => task.description),
        column((task) => task.dueDate.toISOString()),
        column((task) => task.completed),
        column((task) => task.failed),
        column((task) => task.delayed),
        column((task) => task.priority),
        column((task) => task.plannedTime),
        column((task) => task.reminderMinutesBefore),
        column((task) => task.pomodoros ?? null),
        column((task) => task.once?.key ?? null),
        column((task) => task.once?.requestHash ?? null),
        column((task) => task.sessionTokenHash ?? null),
        new Date().toISOString(),
      ]);
      const made = new Map(rows.map((row) => [row.item, row]));
      return tasks.map((task, index) => {
        const row = made.get(index + 1);
        if (!row) {
          // Only a key reserved before, or a session that has ended, may keep a task from being made.
          if (!task.once && !task.sessionTokenHash) throw new Error('create_todos: a task without a key was not made');
          return null;
        }
        // A row that is not its request's task (another person, another title) must fail, not reach anyone.
        if (row.ownerId !== task.userId || row.title !== task.title) throw new Error('create_todos: the rows do not match the tasks asked for');
        return { todo: toTodoDto(row), sessionEndsAtMs: row.sessionEndsAtMs };
      });
    },
  });
});

/**
 * Creates a one-off task outside any goal, together with the others that arrive at the same time;
 * null when its idempotency key had been reserved already (the task was made before), or its session has ended.
 */
export function createTodoBatched(db: Database, task: NewTodo): Promise<CreatedTodo | null> {
  return createBatchers(db)(task);
}
