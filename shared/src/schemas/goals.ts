import { z } from 'zod';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH } from '../domain/field-limits';
import { GOAL_REMINDER_DAYS_MAX } from '../domain/reminders';
import { baseVersionSchema, dateTimeSchema, optionalReferenceSchema, typedTextSchema } from './common';

const goalTitleSchema = typedTextSchema('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(GOAL_TITLE_MAX_LENGTH, 'Title is too long');

const goalDescriptionSchema = typedTextSchema('Description must be text')
  .max(GOAL_DESCRIPTION_MAX_LENGTH, 'Description is too long')
  .nullish();

export const goalProgressSchema = z
  .number({ error: 'Progress must be a number' })
  .int('Progress must be a whole number')
  .min(0, 'Progress cannot be negative')
  .max(100, 'Progress cannot exceed 100%');

const REMINDER_DAYS_MESSAGE = `Remind 0 to ${GOAL_REMINDER_DAYS_MAX} days before the deadline`;

export const goalFields = {
  title: goalTitleSchema,
  description: goalDescriptionSchema,
  deadline: dateTimeSchema('Deadline must be a valid date'),
  progress: goalProgressSchema,
  /** The goal this one is a subgoal of; null or absent for a main goal. */
  parentId: optionalReferenceSchema('Parent goal'),
  /** Whether its progress follows its habits' completion rate rather than the person's hand. */
  progressFromHabits: z.boolean({ error: 'Choose whether progress follows the habits' }),
  /** Remind this many days before the deadline; null for no reminder. */
  reminderDaysBefore: z
    .number({ error: REMINDER_DAYS_MESSAGE })
    .int(REMINDER_DAYS_MESSAGE)
    .min(0, REMINDER_DAYS_MESSAGE)
    .max(GOAL_REMINDER_DAYS_MAX, REMINDER_DAYS_MESSAGE)
    .nullish(),
};

/** POST /api/goals. Unknown fields (the client's `userId`) are dropped: the owner is the session's user. */
export const goalCreateSchema = z.object({
  ...goalFields,
  progress: goalFields.progress.default(0),
  progressFromHabits: goalFields.progressFromHabits.default(false),
});
export type GoalCreateInput = z.infer<typeof goalCreateSchema>;

/** PATCH /api/goals/:id: any subset of the goal's fields. */
export const goalUpdateSchema = z.object({
  title: goalFields.title.optional(),
  description: goalFields.description,
  deadline: goalFields.deadline.optional(),
  progress: goalFields.progress.optional(),
  parentId: goalFields.parentId,
  progressFromHabits: goalFields.progressFromHabits.optional(),
  reminderDaysBefore: goalFields.reminderDaysBefore,
  version: baseVersionSchema.optional(),
});
export type GoalUpdateInput = z.infer<typeof goalUpdateSchema>;

/** GET /api/goals: optional half-open deadline window, `deadlineFrom <= deadline < deadlineTo`. */
export const goalListQuerySchema = z.object({
  deadlineFrom: dateTimeSchema('deadlineFrom must be a date and time').optional(),
  deadlineTo: dateTimeSchema('deadlineTo must be a date and time').optional(),
});
export type GoalListQuery = z.infer<typeof goalListQuerySchema>;

export const goalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** ISO 8601 timestamp. */
  deadline: z.string(),
  /** 0–100; a goal is complete at 100. */
  progress: z.number().int(),
  /** The parent goal; null for a main goal. */
  parentId: z.number().int().nullable(),
  /** Its progress is the completion rate of its habits over its period, set by the server (decision 20). */
  progressFromHabits: z.boolean(),
  /** Days before the deadline that it reminds; null for no reminder. */
  reminderDaysBefore: z.number().int().nullable(),
  /** Grows by one with every change; a change may name it (see `baseVersionSchema`). */
  version: z.number().int(),
});
export type Goal = z.infer<typeof goalSchema>;
/** Read-only: the server shares one list between the requests that asked for it at once. */
export const goalListSchema = z.array(goalSchema).readonly();

/** GET /api/goals/:id/suggestions: task titles the person may add with a click. */
export const suggestionListSchema = z.array(z.string());
/** Beside the list: who wrote it, 'built-in' or 'model'… */
export const SUGGESTIONS_SOURCE_HEADER = 'suggestions-source';
/** …the model's name (URI-encoded) when a model did… */
export const SUGGESTIONS_MODEL_HEADER = 'suggestions-model';
/** …and 'language-not-supported' when the goal's language is one the built-in engine doesn't write. */
export const SUGGESTIONS_NOTE_HEADER = 'suggestions-note';

/** GET /api/goals/:id/subtree-counts: what deleting the goal takes with it. */
export const goalSubtreeCountsSchema = z.object({
  /** Subgoals at any depth below the goal. */
  subgoals: z.number().int(),
  /** Tasks linked to the goal or to any of those subgoals. */
  tasks: z.number().int(),
});
export type GoalSubtreeCounts = z.infer<typeof goalSubtreeCountsSchema>;
