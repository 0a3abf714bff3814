import { z } from 'zod';
import { DAILY_PLAN_NOTES_MAX_LENGTH } from '../domain/field-limits';
import { parentsFirst } from '../domain/goal-rules';
import { formatCount } from '../domain/plural';
import { isDateKey, readRRuleText, REPEAT_LIMITS, repeatRuleIssues } from '../domain/recurrence';
import { addDaysToKey } from '../domain/zoned-days';
import { planDateSchema } from './daily-plans';
import { goalEmotionCreateSchema } from './emotions';
import { goalFields } from './goals';
import { PASSWORD_MAX_LENGTH } from './auth';
import { dateTimeSchema, positiveIdSchema, typedTextSchema } from './common';
import { bothStatusesError, notBothCompletedAndFailed, timeZoneSchema, todoFields } from './todos';

/** Written into every export, so that a file from elsewhere is refused with a clear message. */
export const ACCOUNT_EXPORT_FORMAT = 'stepwise-export';
/** Raised when the file's shape changes; an import accepts only versions it knows. */
export const ACCOUNT_EXPORT_VERSION = 1;

/** Generous for a person, small enough that one request can't make the server work for minutes. */
export const ACCOUNT_IMPORT_LIMITS = {
  goals: 10_000,
  todos: 100_000,
  dailyPlans: 20_000,
  goalEmotions: 100_000,
  taskSeries: 10_000,
} as const;
/** The largest export file an import accepts; the import route's body limit. */
export const ACCOUNT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const NOT_AN_EXPORT = 'This is not a Stepwise export file';
const createdAtSchema = dateTimeSchema('createdAt must be a date and time');

/** A goal's or a series' id inside the file. */
const fileIdSchema = (label: string) => positiveIdSchema(`${label} must be a positive whole number`);

/**
 * A calendar day, yyyy-MM-dd, in the years 1899–9999: every day a due date (1900–9999) falls on in
 * some time zone, and the day before it (where a series that ended before its first day ends).
 */
const dayKeySchema = (label: string) => {
  const message = `${label} must be a day written yyyy-MM-dd`;
  return z.string({ error: message }).refine((text) => isDateKey(text) && text >= '1899-01-01', message);
};

const listOf = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z
    .array(item, { error: `${what} must be a list` })
    .max(max, `An import holds at most ${formatCount(max)} ${what}`);

const exportedGoalSchema = z.object({
  /** The goal's id in the exported account; only links inside the file use it, an import gives new ids. */
  id: fileIdSchema('Goal id'),
  title: goalFields.title,
  description: goalFields.description,
  deadline: goalFields.deadline,
  progress: goalFields.progress,
  parentId: goalFields.parentId,
  /** Absent in files from before goals could follow their habits. */
  progressFromHabits: goalFields.progressFromHabits.default(false),
  /** Absent in files from before reminders. */
  reminderDaysBefore: goalFields.reminderDaysBefore,
  createdAt: createdAtSchema,
});

const exportedTodoSchema = z
  .object({
    title: todoFields.title,
    description: todoFields.description,
    dueDate: todoFields.dueDate,
    completed: todoFields.completed,
    failed: todoFields.failed,
    delayed: todoFields.delayed,
    priority: todoFields.priority,
    plannedTime: todoFields.plannedTime,
    /** A goal id from this file's goals, or null. */
    goalId: todoFields.goalId,
    pomodoros: todoFields.pomodoros,
    createdAt: createdAtSchema,
    completedAt: dateTimeSchema('completedAt must be a date and time').nullish(),
    // Files exported before recurring tasks have none of these: their tasks are one-offs, not skipped.
    skipped: todoFields.skipped.default(false),
    /** A series id from this file's series, or null for a one-off task. */
    seriesId: fileIdSchema('Series').nullish(),
    /** The series' day this task stands for; set exactly when `seriesId` is. */
    occurrenceDate: dayKeySchema('occurrenceDate').nullish(),
    /** Absent in files from before reminders. */
    reminderMinutesBefore: todoFields.reminderMinutesBefore,
  })
  .refine(notBothCompletedAndFailed, bothStatusesError)
  .refine((todo) => (todo.seriesId == null) === (todo.occurrenceDate == null), {
    path: ['occurrenceDate'],
    message: 'seriesId and occurrenceDate go together: both set or both null',
  });

const RULE_MESSAGE = 'Choose how the task repeats';

/** A recurring task's series: its rule, its days and what each of its tasks starts as. */
const exportedSeriesSchema = z
  .object({
    /** The series' id in the exported account; only links inside the file use it, an import gives new ids. */
    id: fileIdSchema('Series id'),
    /** The series (in this file) that this one continues after a change 'this and following', or null. */
    previousId: fileIdSchema('Previous series').nullish(),
    /** A goal id from this file's goals, or null. */
    goalId: todoFields.goalId,
    /** RFC 5545 RRULE text without DTSTART, of the kinds the task form writes. */
    rule: z.string({ error: RULE_MESSAGE }).max(REPEAT_LIMITS.ruleText, RULE_MESSAGE),
    startDate: dayKeySchema('startDate'),
    /** The last day it may fall on once it has ended, or null while it goes on. */
    endDate: dayKeySchema('endDate').nullish(),
    timeZone: timeZoneSchema,
    /** The last day its tasks were made for: the import makes none for days up to it. */
    generatedThrough: dayKeySchema('generatedThrough'),
    title: todoFields.title,
    description: todoFields.description,
    priority: todoFields.priority,
    plannedTime: todoFields.plannedTime,
    pomodoros: todoFields.pomodoros,
    reminderMinutesBefore: todoFields.reminderMinutesBefore,
    createdAt: createdAtSchema,
  })
  .superRefine((series, ctx) => {
    // The checks below need the first day; without it, its own message is enough.
    if (!isDateKey(series.startDate)) return;
    // The rule must be one the task form can show and edit, and sound from its first day.
    const reading = readRRuleText(series.rule, series.startDate);
    const problem = reading === null ? RULE_MESSAGE : repeatRuleIssues(reading.rule, series.startDate)[0]?.message;
    if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['rule'], message: problem });
    // As the table's check `task_series_ends_after_start`: a series may end before its first day, never earlier.
    if (series.endDate != null && series.endDate < addDaysToKey(series.startDate, -1)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate cannot be earlier than the day before startDate' });
    }
  });

const exportedDailyPlanSchema = z.object({
  date: planDateSchema,
  notes: typedTextSchema('Notes must be text').max(DAILY_PLAN_NOTES_MAX_LENGTH, 'Notes are too long'),
  createdAt: createdAtSchema,
  updatedAt: dateTimeSchema('updatedAt must be a date and time'),
  editedAt: dateTimeSchema('editedAt must be a date and time').nullish(),
});

const exportedGoalEmotionSchema = z.object({
  /** A goal id from this file's goals. */
  goalId: fileIdSchema('Goal'),
  emotion: goalEmotionCreateSchema.shape.emotion,
  intensity: goalEmotionCreateSchema.shape.intensity,
  notes: goalEmotionCreateSchema.shape.notes,
  createdAt: createdAtSchema,
});

const accountExportFields = {
  format: z.literal(ACCOUNT_EXPORT_FORMAT, { error: NOT_AN_EXPORT }),
  version: z.literal(ACCOUNT_EXPORT_VERSION, {
    error: `This export file's version is not supported (expected version ${ACCOUNT_EXPORT_VERSION})`,
  }),
  exportedAt: dateTimeSchema('exportedAt must be a date and time'),
  /** Who exported it, for the person reading the file; an import keeps the importing account's name. */
  account: z.object({ username: z.string(), createdAt: z.string() }).optional(),
  goals: listOf(exportedGoalSchema, 'goals', ACCOUNT_IMPORT_LIMITS.goals),
  todos: listOf(exportedTodoSchema, 'tasks', ACCOUNT_IMPORT_LIMITS.todos),
  dailyPlans: listOf(exportedDailyPlanSchema, 'daily plans', ACCOUNT_IMPORT_LIMITS.dailyPlans),
  goalEmotions: listOf(exportedGoalEmotionSchema, 'feelings', ACCOUNT_IMPORT_LIMITS.goalEmotions),
  /** Recurring tasks' series; files exported before they existed have none. */
  taskSeries: listOf(exportedSeriesSchema, 'repeating series', ACCOUNT_IMPORT_LIMITS.taskSeries).default([]),
};

/**
 * Everything a person keeps in Stepwise, as GET /api/account/export writes it and
 * POST /api/account/import reads it. Links between records use the ids inside the file.
 */
export const accountExportSchema = z
  .object(accountExportFields, { error: NOT_AN_EXPORT })
  .superRefine((file, ctx) => {
    const refuse = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const goalIds = new Set<number>();
    file.goals.forEach((goal, index) => {
      if (goalIds.has(goal.id)) refuse(['goals', index, 'id'], `Goal id ${goal.id} appears twice`);
      goalIds.add(goal.id);
    });
    file.goals.forEach((goal, index) => {
      if (goal.parentId != null && !goalIds.has(goal.parentId)) {
        refuse(['goals', index, 'parentId'], `Parent goal ${goal.parentId} is not in the file`);
      }
    });
    const tree = file.goals.map(({ id, parentId }) => ({ id, parentId: parentId ?? null }));
    if (goalIds.size === file.goals.length && parentsFirst(tree) === null) {
      refuse(['goals'], 'A goal cannot be its own ancestor');
    }
    file.todos.forEach((todo, index) => {
      if (todo.goalId != null && !goalIds.has(todo.goalId)) {
        refuse(['todos', index, 'goalId'], `Goal ${todo.goalId} is not in the file`);
      }
    });
    const seriesIds = new Set<number>();
    file.taskSeries.forEach((series, index) => {
      if (seriesIds.has(series.id)) refuse(['taskSeries', index, 'id'], `Series id ${series.id} appears twice`);
      seriesIds.add(series.id);
    });
    file.taskSeries.forEach((series, index) => {
      if (series.previousId != null && !seriesIds.has(series.previousId)) {
        refuse(['taskSeries', index, 'previousId'], `Series ${series.previousId} is not in the file`);
      }
      if (series.goalId != null && !goalIds.has(series.goalId)) {
        refuse(['taskSeries', index, 'goalId'], `Goal ${series.goalId} is not in the file`);
      }
    });
    // Habits follow each series back through the ones it continues: a loop would never end.
    const chains = file.taskSeries.map(({ id, previousId }) => ({ id, parentId: previousId ?? null }));
    if (seriesIds.size === file.taskSeries.length && parentsFirst(chains) === null) {
      refuse(['taskSeries'], 'A series cannot continue itself');
    }
    const occurrences = new Set<string>();
    file.todos.forEach((todo, index) => {
      if (todo.seriesId == null) return;
      if (!seriesIds.has(todo.seriesId)) refuse(['todos', index, 'seriesId'], `Series ${todo.seriesId} is not in the file`);
      const occurrence = `${todo.seriesId} ${todo.occurrenceDate}`;
      if (occurrences.has(occurrence)) {
        refuse(['todos', index, 'occurrenceDate'], `Two tasks of series ${todo.seriesId} for ${todo.occurrenceDate}`);
      }
      occurrences.add(occurrence);
    });
    file.goalEmotions.forEach((feeling, index) => {
      if (!goalIds.has(feeling.goalId)) {
        refuse(['goalEmotions', index, 'goalId'], `Goal ${feeling.goalId} is not in the file`);
      }
    });
    const planDates = new Set<string>();
    file.dailyPlans.forEach((plan, index) => {
      if (planDates.has(plan.date)) refuse(['dailyPlans', index, 'date'], `Two daily plans for ${plan.date}`);
      planDates.add(plan.date);
    });
  });

/** An export file as it is written: dates as ISO 8601 strings. */
export type AccountExport = z.input<typeof accountExportSchema>;
/** An export file as an import reads it: dates parsed. */
export type AccountImport = z.output<typeof accountExportSchema>;

/** POST /api/account/import answers how many records it created. */
export const accountImportResultSchema = z.object({
  goals: z.number().int(),
  todos: z.number().int(),
  dailyPlans: z.number().int(),
  goalEmotions: z.number().int(),
  taskSeries: z.number().int(),
});
export type AccountImportResult = z.infer<typeof accountImportResultSchema>;

/** DELETE /api/account: the password, so that a session left open on a shared computer can't erase the account. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password must be at most 256 characters'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The name a downloaded export gets: stepwise-export-YYYY-MM-DD.json, by the given local day. */
export function exportFileName(localDate: string): string {
  return `stepwise-export-${localDate}.json`;
}
