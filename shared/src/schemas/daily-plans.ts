import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-date';
import { DAILY_PLAN_NOTES_MAX_LENGTH } from '../domain/field-limits';
import { baseVersionSchema, dateTimeSchema, typedTextSchema } from './common';

const DATE_FORMAT_MESSAGE = 'Date must be in YYYY-MM-DD format';

/** A calendar day in the person's own time zone, e.g. 2026-11-22. */
export const planDateSchema = z
  .string({ error: DATE_FORMAT_MESSAGE })
  .refine(isCalendarDate, DATE_FORMAT_MESSAGE);

/** GET /api/daily-plans?date=YYYY-MM-DD */
export const dailyPlanQuerySchema = z.object({ date: planDateSchema });
export type DailyPlanQuery = z.infer<typeof dailyPlanQuerySchema>;

/** POST /api/daily-plans: creates or replaces the notes of that day. */
export const dailyPlanUpsertSchema = z.object({
  date: planDateSchema,
  notes: typedTextSchema('Notes must be text')
    .max(DAILY_PLAN_NOTES_MAX_LENGTH, 'Notes are too long')
    .default(''),
  /**
   * When this text was typed. A save whose text is older than the stored one is ignored, so a
   * slow request can never bring back words the person has since changed.
   */
  editedAt: dateTimeSchema('editedAt must be a date and time').optional(),
  /**
   * The version of the notes this text was written on (0 for a day with nothing saved yet). When it
   * is given, the save applies only while that version is current, whatever `editedAt` says.
   */
  baseVersion: baseVersionSchema.optional(),
});
export type DailyPlanUpsertInput = z.infer<typeof dailyPlanUpsertSchema>;

export const dailyPlanSchema = z.object({
  date: z.string(),
  notes: z.string(),
  /** ISO 8601 timestamp of the last save; null when nothing was saved for that day yet. */
  updatedAt: z.string().nullable(),
  /** When the stored text was typed, if the writer said. */
  editedAt: z.string().nullable(),
  /** Grows by one with every save; 0 while nothing was saved for that day. */
  version: z.number().int(),
});
export type DailyPlan = z.infer<typeof dailyPlanSchema>;
