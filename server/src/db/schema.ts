import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_THEME, THEMES } from '@shared/schemas/preferences';
import { PRIORITIES } from '@shared/domain/priority';
import { NOTES_SEARCH_DOCUMENT, NOTES_SEARCH_INDEX_OPTIONS, SEARCH_DOCUMENTS, SEARCH_INDEX_OPTIONS } from './search-documents';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Counts the changes a row has taken. A change names the version it was made on and applies only
 * while that is still current, so two tabs or devices can't silently overwrite each other.
 */
const version = () => integer('version').notNull().default(1);

const reminderMinutesBefore = () => integer('reminder_minutes_before');

/** PostgreSQL's parsed words of a text, as full-text search reads them (decision 21). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A bit string, one bit a day (PostgreSQL's varbit), written and read as text of 0s and 1s. */
const varbit = customType<{ data: string }>({ dataType: () => 'varbit' });

/**
 * Which moment of a reminder has been shown, and until when it is snoozed. The first device to claim a
 * moment shows it; the others see it taken (decision 25). Neither is a change the person made, so
 * neither raises the row's version.
 */
const reminderDelivery = () => ({
  reminderShownFor: timestamp('reminder_shown_for', { withTimezone: true }),
  reminderSnoozedUntil: timestamp('reminder_snoozed_until', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** An argon2id hash in PHC form; never leaves the server. */
    password: text('password').notNull(),
    theme: text('theme', { enum: THEMES }).notNull().default(DEFAULT_THEME),
    createdAt: createdAt(),
  },
  (table) => [
    // Case-insensitive so that "Alice" and "alice" can't be two different people.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    check('users_theme_known', sql.raw(`theme in (${THEMES.map((theme) => `'${theme}'`).join(', ')})`)),
  ],
);

/**
 * How many changes each person's planner data has taken, the validator of every conditional answer
 * (decision 29). Triggers of migration 0011 raise it in the statement that changes the data: once per
 * statement and person, for every table a list reads. It is spread over sixteen rows per person (`shard`,
 * the writing connection's process id modulo 16), so that writes of one person on different
 * connections don't queue for one row until each commits; the version is the sum of the rows. A trigger
 * of migration 0017 makes a new person's sixteen rows together, side by side on one page for the
 * session lookup that sums them.
 */
export const personVersions = pgTable(
  'person_versions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.shard] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table can't be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

export const goals = pgTable(
  'goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    progress: integer('progress').notNull().default(0),
    /** The person chose that its progress follows its habits' completion rate (decision 20), not their hand. */
    progressFromHabits: boolean('progress_from_habits').notNull().default(false),
    /** Remind the person this many days before the deadline (decision 25); null for no reminder. */
    reminderDaysBefore: integer('reminder_days_before'),
    ...reminderDelivery(),
    /** The goal this one is a subgoal of, always the same person's; deleting a goal deletes its whole subtree. */
    parentId: integer('parent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    index('goals_user_parent_idx').on(table.userId, table.parentId),
    index('goals_user_deadline_idx').on(table.userId, table.deadline),
    index('goals_parent_id_idx').on(table.parentId),
    index('goals_search_idx').using('gin', SEARCH_DOCUMENTS.goals()).with(SEARCH_INDEX_OPTIONS),
    // What other tables reference, so that a link names its owner too and can't reach another person's goal.
    uniqueIndex('goals_id_user_unique').on(table.id, table.userId),
    foreignKey({ name: 'goals_parent_owned_fk', columns: [table.parentId, table.userId], foreignColumns: [table.id, table.userId] }).onDelete(
      'cascade',
    ),
    check('goals_progress_range', sql`${table.progress} between 0 and 100`),
    check('goals_reminder_days_range', sql`${table.reminderDaysBefore} is null or ${table.reminderDaysBefore} between 0 and 365`),
    check('goals_not_own_parent', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
  ],
);

export const goalEmotions = pgTable(
  'goal_emotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goalId: integer('goal_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emotion: text('emotion').notNull(),
    intensity: integer('intensity').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (table) => [
    index('goal_emotions_user_goal_idx').on(table.userId, table.goalId, table.createdAt),
    index('goal_emotions_goal_id_idx').on(table.goalId),
    index('goal_emotions_search_idx').using('gin', SEARCH_DOCUMENTS.goalEmotions()).with(SEARCH_INDEX_OPTIONS),
    foreignKey({ name: 'goal_emotions_goal_owned_fk', columns: [table.goalId, table.userId], foreignColumns: [goals.id, goals.userId] }).onDelete(
      'cascade',
    ),
    check('goal_emotions_intensity_range', sql`${table.intensity} between 1 and 5`),
  ],
);

export const priority = pgEnum('todo_priority', PRIORITIES);

/**
 * A recurring task: the rule its days follow and what each of its tasks starts as. Its tasks are
 * real rows of `todos`, made ahead for a bounded window (decision 20); a change 'this and
 * following' ends a series the day before and starts one that continues it.
 */
export const taskSeries = pgTable(
  'task_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The goal its tasks advance; the series goes with the goal. */
    goalId: integer('goal_id'),
    /** RFC 5545 RRULE text without DTSTART, of the kinds the task form writes. */
    rule: text('rule').notNull(),
    /** The first day (DTSTART as a calendar day) and, once ended, the last day it may fall on. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** The IANA time zone its days and planned time are in. */
    timeZone: text('time_zone').notNull(),
    /** The last day its tasks have been made for: a day is made once, so a deleted task stays deleted. */
    generatedThrough: date('generated_through', { mode: 'string' }).notNull(),
    /** The series this one continues after a change 'this and following'. */
    previousId: integer('previous_id'),
    title: text('title').notNull(),
    description: text('description'),
    priority: priority('priority').notNull().default('medium'),
    plannedTime: text('planned_time'),
    pomodoros: integer('pomodoros').notNull().default(1),
    /** What each of its tasks starts with as `todos.reminder_minutes_before`. */
    reminderMinutesBefore: reminderMinutesBefore(),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    index('task_series_user_generated_idx').on(table.userId, table.generatedThrough),
    index('task_series_goal_id_idx').on(table.goalId),
    uniqueIndex('task_series_id_user_unique').on(table.id, table.userId),
    foreignKey({ name: 'task_series_goal_owned_fk', columns: [table.goalId, table.userId], foreignColumns: [goals.id, goals.userId] }).onDelete(
      'cascade',
    ),
    check('task_series_pomodoros_min', sql`${table.pomodoros} >= 1`),
    check('task_series_ends_after_start', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate} - 1`),
  ],
);

export const todos = pgTable(
  'todos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    completed: boolean('completed').notNull().default(false),
    failed: boolean('failed').notNull().default(false),
    delayed: boolean('delayed').notNull().default(false),
    priority: priority('priority').notNull().default('medium'),
    /** HH:MM in the person's day, or null. */
    plannedTime: text('planned_time'),
    /** The goal this task advances, always the same person's; null when it advances none. Deleted with its goal. */
    goalId: integer('goal_id'),
    /** Estimated focus sessions. */
    pomodoros: integer('pomodoros').notNull().default(1),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When it was last marked completed; `todoCompletions` indexes it for the Completed tab and the statistics. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: version(),
    /** An occurrence of a series let go this time: settled, neither done nor failed. */
    skipped: boolean('skipped').notNull().default(false),
    /** The series this task is an occurrence of (the same person's), and the series' day it stands for. */
    seriesId: integer('series_id'),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    /**
     * Remind this many minutes before the planned time (negative: after it, for a custom time later
     * that day); null for no reminder. Only a task with a planned time reminds (decision 25).
     */
    reminderMinutesBefore: reminderMinutesBefore(),
    ...reminderDelivery(),
  },
  (table) => [
    index('todos_user_due_date_idx').on(table.userId, table.dueDate),
    index('todos_user_goal_idx').on(table.userId, table.goalId),
    index('todos_goal_id_idx').on(table.goalId),
    index('todos_search_idx').using('gin', SEARCH_DOCUMENTS.todos()).with(SEARCH_INDEX_OPTIONS),
    foreignKey({ name: 'todos_goal_owned_fk', columns: [table.goalId, table.userId], foreignColumns: [goals.id, goals.userId] }).onDelete(
      'cascade',
    ),
    // A series makes each of its days once, whichever server or tab asks first.
    uniqueIndex('todos_series_occurrence_unique').on(table.seriesId, table.occurrenceDate),
    // Series are ended, never deleted on their own (only with their goal or person, tasks and all).
    foreignKey({
      name: 'todos_series_owned_fk',
      columns: [table.seriesId, table.userId],
      foreignColumns: [taskSeries.id, taskSeries.userId],
    }),
    check('todos_pomodoros_min', sql`${table.pomodoros} >= 1`),
    check('todos_reminder_minutes_range', sql`${table.reminderMinutesBefore} is null or ${table.reminderMinutesBefore} between -1439 and 1439`),
    check('todos_occurrence_of_series', sql`(${table.seriesId} is null) = (${table.occurrenceDate} is null)`),
    check('todos_planned_time_format', sql`${table.plannedTime} is null or ${table.plannedTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * The completion time of every completed task (completed, with a time), kept by triggers on `todos`
 * (migration 0012) for the Completed tab and the completion statistics. It stands in for an index
 * on `todos.completed_at`: no index of `todos` names a column that ticking a task changes, so
 * PostgreSQL rewrites a ticked row in place on its page (a HOT update) instead of adding an entry to
 * each of the table's indexes, the full-text one among them (decision 13).
 */
export const todoCompletions = pgTable(
  'todo_completions',
  {
    todoId: integer('todo_id').primaryKey(),
    userId: integer('user_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('todo_completions_user_completed_at_idx').on(table.userId, table.completedAt, table.todoId)],
);

/**
 * Which days of a habit count toward its goal's rate (decision 20): `seriesDueDays` of the series through
 * the goal's deadline, one bit a day from its first day. Written by the rate's refresh for each series of
 * a goal whose progress follows its habits, so that a tick's own statement can tell whether its day
 * counts (`habitGoalTallies`).
 */
export const habitSeriesDays = pgTable(
  'habit_series_days',
  {
    seriesId: integer('series_id').primaryKey(),
    userId: integer('user_id').notNull(),
    goalId: integer('goal_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dueMask: varbit('due_mask').notNull(),
  },
  (table) => [
    index('habit_series_days_goal_idx').on(table.goalId),
    foreignKey({
      name: 'habit_series_days_series_fk',
      columns: [table.seriesId, table.userId],
      foreignColumns: [taskSeries.id, taskSeries.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * What the rate of a goal that follows its habits is made of: its series' due days, and of those the
 * done and the skipped ones (`habitProgressOfTallies`). The refresh writes them whole under the goal
 * rules' lock; the triggers of migration 0015 move them by each tick of one of its series, and the
 * goal's progress with them, in the statement that ticks, so that a tick needs no count of its own. No
 * row: not kept, and the next refresh counts.
 */
export const habitGoalTallies = pgTable(
  'habit_goal_tallies',
  {
    goalId: integer('goal_id').primaryKey(),
    userId: integer('user_id').notNull(),
    due: integer('due').notNull(),
    done: integer('done').notNull(),
    skipped: integer('skipped').notNull(),
  },
  (table) => [
    foreignKey({ name: 'habit_goal_tallies_goal_fk', columns: [table.goalId, table.userId], foreignColumns: [goals.id, goals.userId] }).onDelete(
      'cascade',
    ),
  ],
);

export const dailyPlans = pgTable(
  'daily_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** YYYY-MM-DD in the person's own time zone. */
    date: text('date').notNull(),
    notes: text('notes').notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the saved text was typed, by the writer's clock: an older edit never replaces a newer one. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    version: version(),
    /** The notes' words, kept with them: ranking a search's matches reads them instead of parsing the notes again. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(NOTES_SEARCH_DOCUMENT),
  },
  (table) => [
    uniqueIndex('daily_plans_user_date_unique').on(table.userId, table.date),
    index('daily_plans_search_idx').using('gin', SEARCH_DOCUMENTS.dailyPlans()).with(NOTES_SEARCH_INDEX_OPTIONS),
  ],
);

/** Fixed-window counters for sign-in throttling, shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

/** The person's one Pomodoro timer, shared by their tabs and devices. */
export const pomodoroTimers = pgTable('pomodoro_timers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The timer's state as the shared schema `sharedTimerStateSchema` describes it. */
  state: jsonb('state').notNull(),
  version: version(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DELETED_KINDS = ['goal', 'todo'] as const;

/**
 * What a person deleted, kept for a short while so that Undo can bring back the very same rows:
 * a goal with its subtree, their tasks and feelings, or one task. `rows` holds each table's rows as
 * PostgreSQL's own JSON of them (`to_jsonb`), so they come back column for column. Nothing reads
 * it but Undo; expired records are deleted.
 */
export const deletedRecords = pgTable(
  'deleted_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DELETED_KINDS }).notNull(),
    /** The id of the goal or task the person deleted (and that Undo asks for). */
    recordId: integer('record_id').notNull(),
    rows: jsonb('rows').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('deleted_records_user_record_idx').on(table.userId, table.kind, table.recordId),
    index('deleted_records_expires_at_idx').on(table.expiresAt),
    check('deleted_records_kind', sql`${table.kind} in ('goal', 'todo')`),
  ],
);

export const FOCUS_MODES = ['pomodoro', 'shortBreak', 'longBreak'] as const;
export const focusMode = pgEnum('focus_mode', FOCUS_MODES);

/** Every finished timer period: the focus time per day and per goal is read from here. */
export const focusSessions = pgTable(
  'focus_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    mode: focusMode('mode').notNull(),
    /** The task worked on, if any; kept as history when the task is deleted. */
    todoId: integer('todo_id').references(() => todos.id, { onDelete: 'set null' }),
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    // Two tabs or devices that both saw a period end record it once.
    uniqueIndex('focus_sessions_user_ended_mode_unique').on(table.userId, table.endedAt, table.mode),
    index('focus_sessions_todo_id_idx').on(table.todoId),
    index('focus_sessions_goal_id_idx').on(table.goalId),
    check('focus_sessions_ends_after_start', sql`${table.endedAt} > ${table.startedAt}`),
  ],
);

/**
 * A person's private calendar feed (decision 25): its URL carries a long random token, stored here only
 * as a SHA-256 hash. Regenerating replaces the row; revoking deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  /** The IANA time zone the person's days and planned times are read in. */
  timeZone: text('time_zone').notNull(),
  createdAt: createdAt(),
});

/**
 * The answer to a call sent with an `Idempotency-Key` (decision 27), per person and key: the same call
 * sent again with the key gets this answer instead of making a second record. Kept 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, URL and body the key was first sent with: it answers that request only. */
    requestHash: text('request_hash').notNull(),
    /**
     * The answer's status and JSON text. Null only inside the transaction that reserves the key, which
     * fills them in before it commits, so no other request ever sees them empty; the JSON also for a
     * batched create, which names its record instead.
     */
    status: integer('status'),
    body: text('body'),
    /**
     * The task a batched create made (decision 27): such a key stores no JSON, and a repeat answers
     * that task as it is now. Reserving the key and making the task are one statement.
     */
    recordId: integer('record_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_at_idx').on(table.createdAt)],
);
