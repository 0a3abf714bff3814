import { z } from 'zod';
import { extractPomodoroMarker, POMODORO_COUNT_MAX, POMODORO_COUNT_MIN } from '../domain/pomodoro-marker';
import { readRRuleText, REPEAT_LIMITS } from '../domain/recurrence';
import { TASK_REMINDER_MINUTES_LIMIT } from '../domain/reminders';
import { isKnownTimeZone } from '../domain/zoned-days';
import { TODO_DESCRIPTION_MAX_LENGTH, TODO_TITLE_MAX_LENGTH } from '../domain/field-limits';
import { PRIORITIES } from '../domain/priority';
import { COMPLETED_PAGE_SIZE, EXPIRED_PAGE_SIZE } from '../domain/task-pages';
import { baseVersionSchema, dateTimeSchema, optionalReferenceSchema, positiveIdFromTextSchema, positiveIdSchema, typedTextSchema } from './common';

export const prioritySchema = z.enum(PRIORITIES, {
  error: 'Priority must be urgent, high, medium or low',
});
export type Priority = z.infer<typeof prioritySchema>;

const todoTitleSchema = typedTextSchema('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(TODO_TITLE_MAX_LENGTH, 'Title is too long');

/** May carry a `[pomodoro:N]` marker, which the server strips and stores as `pomodoros`. */
const todoDescriptionSchema = typedTextSchema('Description must be text')
  .refine(
    (text) => (extractPomodoroMarker(text).description ?? '').length <= TODO_DESCRIPTION_MAX_LENGTH,
    'Description is too long',
  )
  .nullish();

const plannedTimeSchema = z
  .string({ error: 'Planned time must be HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Planned time must be HH:MM')
  .nullish();

export const pomodoroCountSchema = z
  .number({ error: 'Pomodoro count must be a number' })
  .int('Pomodoro count must be a whole number')
  .min(POMODORO_COUNT_MIN, 'Pomodoro count cannot be below 1')
  .max(POMODORO_COUNT_MAX, 'Pomodoro count cannot exceed 99');

const REMINDER_MESSAGE = 'Choose a reminder time on the task’s own day';
const reminderMinutesSchema = z
  .number({ error: REMINDER_MESSAGE })
  .int(REMINDER_MESSAGE)
  .min(-TASK_REMINDER_MINUTES_LIMIT, REMINDER_MESSAGE)
  .max(TASK_REMINDER_MINUTES_LIMIT, REMINDER_MESSAGE)
  .nullish();

const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const todoFields = {
  title: todoTitleSchema,
  description: todoDescriptionSchema,
  dueDate: dateTimeSchema('Due date is required'),
  completed: booleanField('Completed'),
  failed: booleanField('Failed'),
  delayed: booleanField('Delayed'),
  priority: prioritySchema,
  /** Time of day the person plans to do it, HH:MM, or null. */
  plannedTime: plannedTimeSchema,
  /** The goal this task advances; null when it advances none. */
  goalId: optionalReferenceSchema('Goal'),
  /** Estimated focus sessions; overrides a marker in the description. */
  pomodoros: pomodoroCountSchema,
  /** An occurrence of a recurring task let go this time: neither done nor failed. */
  skipped: booleanField('Skipped'),
  /** Remind this many minutes before the planned time (negative: after it); null for none. Needs a planned time to show. */
  reminderMinutesBefore: reminderMinutesSchema,
};

export const notBothCompletedAndFailed = (todo: { completed?: boolean; failed?: boolean; skipped?: boolean }) =>
  [todo.completed, todo.failed, todo.skipped].filter((status) => status === true).length <= 1;
export const bothStatusesError = {
  path: ['failed'],
  message: 'A task cannot be more than one of completed, failed and skipped',
};

const TIME_ZONE_MESSAGE = 'Time zone must be a name such as Europe/Berlin';
export const timeZoneSchema = z.string({ error: TIME_ZONE_MESSAGE }).max(64, TIME_ZONE_MESSAGE).refine(isKnownTimeZone, TIME_ZONE_MESSAGE);

/**
 * How a task repeats: an RFC 5545 RRULE (without DTSTART) of the kinds the task form writes, and the
 * time zone its days are counted in (the person's, when it was chosen). The first day is the task's
 * due day; the rule's own checks against it (an end before the start) are made where both are known.
 */
export const repeatSchema = z
  .object({
    rule: z.string({ error: 'Choose how the task repeats' }).max(REPEAT_LIMITS.ruleText, 'Choose how the task repeats'),
    timeZone: timeZoneSchema,
  })
  .superRefine(({ rule }, context) => {
    const reading = readRRuleText(rule, '2000-01-01');
    if (!reading) return context.addIssue({ code: 'custom', path: ['rule'], message: 'Choose how the task repeats' });
    // Each problem under the form's own field: repeat.interval, repeat.yearlyOn, …
    for (const issue of reading.issues) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type RepeatInput = z.infer<typeof repeatSchema>;

/** Which tasks of a series a change or a deletion is for: this one, or this one and the later ones. */
export const SERIES_SCOPES = ['this', 'following'] as const;
export const seriesScopeSchema = z.enum(SERIES_SCOPES, { error: 'Scope must be this or following' });
export type SeriesScope = z.infer<typeof seriesScopeSchema>;

/** POST /api/todos. */
export const todoCreateSchema = z
  .object({
    ...todoFields,
    completed: todoFields.completed.default(false),
    failed: todoFields.failed.default(false),
    delayed: todoFields.delayed.default(false),
    priority: todoFields.priority.default('medium'),
    pomodoros: todoFields.pomodoros.optional(),
    /** Makes the task the first of a series that repeats by this rule. */
    repeat: repeatSchema.optional(),
  })
  .omit({ skipped: true })
  .refine(notBothCompletedAndFailed, bothStatusesError);
export type TodoCreateInput = z.infer<typeof todoCreateSchema>;

/** PATCH /api/todos/:id: any subset of the task's fields. */
export const todoUpdateSchema = z
  .object({
    title: todoFields.title.optional(),
    description: todoFields.description,
    dueDate: todoFields.dueDate.optional(),
    completed: todoFields.completed.optional(),
    failed: todoFields.failed.optional(),
    delayed: todoFields.delayed.optional(),
    priority: todoFields.priority.optional(),
    plannedTime: todoFields.plannedTime,
    goalId: todoFields.goalId,
    pomodoros: todoFields.pomodoros.optional(),
    skipped: todoFields.skipped.optional(),
    reminderMinutesBefore: todoFields.reminderMinutesBefore,
    version: baseVersionSchema.optional(),
    /**
     * For a task of a series: 'following' changes this task, the series' later open tasks and the
     * tasks it makes from now on; 'this' (the default) only this task. The status fields and the due
     * date are always this task's own.
     */
    scope: seriesScopeSchema.optional(),
    /** A new rule from this task on (scope 'following'), a rule for a task that had none, or null to stop repeating after it. */
    repeat: repeatSchema.nullable().optional(),
  })
  .refine(notBothCompletedAndFailed, bothStatusesError)
  .refine((input) => input.repeat === undefined || input.scope !== 'this', {
    path: ['scope'],
    message: 'A new repeat rule applies to this task and the following ones',
  });
export type TodoUpdateInput = z.infer<typeof todoUpdateSchema>;

/**
 * GET /api/todos: optional half-open due window `dueFrom <= dueDate < dueTo`, goal and
 * completion, so that a screen asks only for the tasks it shows.
 */
export const todoListQuerySchema = z.object({
  dueFrom: dateTimeSchema('dueFrom must be a date and time').optional(),
  dueTo: dateTimeSchema('dueTo must be a date and time').optional(),
  goalId: positiveIdFromTextSchema('goalId must be a positive whole number').optional(),
  completed: z
    .enum(['true', 'false'], { error: 'completed must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;

/** DELETE /api/todos/:id?scope=following: this task of a series and its later open ones, and no more from the series. */
export const todoDeleteQuerySchema = z.object({ scope: seriesScopeSchema.optional() });
export type TodoDeleteQuery = z.infer<typeof todoDeleteQuerySchema>;

const EXPIRED_PAGE_MAX = 1000;

/**
 * GET /api/todos/expired: the first `limit` open tasks due before `before` (the start of the person's
 * today), in the tab's order, with how many there are in all. A person can have tens of thousands.
 */
export const expiredTodoQuerySchema = z.object({
  before: dateTimeSchema('before must be a date and time'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 1000' })
    .int('limit must be a whole number from 1 to 1000')
    .min(1, 'limit must be a whole number from 1 to 1000')
    .max(EXPIRED_PAGE_MAX, 'limit must be a whole number from 1 to 1000')
    .default(EXPIRED_PAGE_SIZE),
});
export type ExpiredTodoQuery = z.infer<typeof expiredTodoQuerySchema>;

/**
 * POST /api/todos/expired/move, 'Move all to today': every open task due before `before` and not marked
 * failed gets `dueDate`, however many there are; answered like /todos/reschedule.
 */
export const expiredMoveSchema = z.object({
  before: dateTimeSchema('before must be a date and time'),
  dueDate: dateTimeSchema('Due date is required'),
});
export type ExpiredMoveInput = z.infer<typeof expiredMoveSchema>;

const COMPLETED_PAGE_MAX = 100;

/**
 * Where the previous page of completed tasks ended: the last task's completion time to the
 * microsecond (UTC ISO 8601, as the server gave it) and its id, since many tasks can share one time.
 */
const completionCursorSchema = z
  .string({ error: 'completedBefore must be a date and time' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, 'completedBefore must be a date and time')
  .refine((text) => !Number.isNaN(Date.parse(text)), 'completedBefore must be a date and time');

/** GET /api/todos/completed: the completed tasks, most recently completed first, a page at a time. */
export const completedTodoQuerySchema = z
  .object({
    completedBefore: completionCursorSchema.optional(),
    beforeId: positiveIdFromTextSchema('beforeId must be a positive whole number').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int('limit must be a whole number from 1 to 100')
      .min(1, 'limit must be a whole number from 1 to 100')
      .max(COMPLETED_PAGE_MAX, 'limit must be a whole number from 1 to 100')
      .default(COMPLETED_PAGE_SIZE),
  })
  .refine((query) => (query.completedBefore === undefined) === (query.beforeId === undefined), {
    path: ['beforeId'],
    message: 'completedBefore and beforeId go together',
  });
export type CompletedTodoQuery = z.infer<typeof completedTodoQuerySchema>;

export const MAX_RESCHEDULE_IDS = 1000;

/** POST /api/todos/reschedule: moves several tasks to one due date at once and clears `delayed`. */
export const todoRescheduleSchema = z.object({
  ids: z
    .array(positiveIdSchema('ids must be task ids'), { error: 'ids must be a list of task ids' })
    .min(1, 'Choose at least one task')
    .max(MAX_RESCHEDULE_IDS, 'Move at most 1000 tasks at once'),
  dueDate: dateTimeSchema('Due date is required'),
});
export type TodoRescheduleInput = z.infer<typeof todoRescheduleSchema>;
export const todoRescheduleResultSchema = z.object({ moved: z.number().int() });

export const todoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Free text, never containing the pomodoro marker. */
  description: z.string().nullable(),
  /** ISO 8601 timestamp. */
  dueDate: z.string(),
  completed: z.boolean(),
  failed: z.boolean(),
  delayed: z.boolean(),
  priority: prioritySchema,
  plannedTime: z.string().nullable(),
  goalId: z.number().int().nullable(),
  /** Estimated focus sessions, at least 1. */
  pomodoros: z.number().int(),
  /** ISO 8601 timestamp of when it was last marked completed; null while not completed. */
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Grows by one with every change; a change may name it (see `baseVersionSchema`). */
  version: z.number().int(),
  skipped: z.boolean(),
  /** The recurring series this task is an occurrence of, or null. */
  seriesId: z.number().int().nullable(),
  /** The series' day this task stands for (yyyy-MM-dd), kept when the task is moved to another day. */
  occurrenceDate: z.string().nullable(),
  /** The series' rule (RRULE text) while it goes on; null for a one-off task or when the series has ended. */
  repeatRule: z.string().nullable(),
  /** Minutes before the planned time that it reminds (negative: after); null for no reminder. */
  reminderMinutesBefore: z.number().int().nullable(),
});
export type Todo = z.infer<typeof todoSchema>;
/** Read-only: the server shares one list between the requests that asked for it at once. */
export const todoListSchema = z.array(todoSchema).readonly();

/** A page of the Expired tab: open tasks first, then urgent → low, then by due date. */
export const expiredTodoPageSchema = z.object({
  todos: z.array(todoSchema),
  /** Every open task due before `before`, failed ones included (the tab's count). */
  expired: z.number().int(),
  /** Of those, the ones not marked failed ('Move all to today'). */
  movable: z.number().int(),
});
export type ExpiredTodoPage = z.infer<typeof expiredTodoPageSchema>;

export const completedTodoPageSchema = z.object({
  todos: z.array(todoSchema),
  /** The query for the next page; null when this one is the last. */
  next: z.object({ completedBefore: z.string(), beforeId: z.number().int() }).nullable(),
});
export type CompletedTodoPage = z.infer<typeof completedTodoPageSchema>;
