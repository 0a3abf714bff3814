import { z } from 'zod';
import { isDateKey } from '../domain/recurrence';
import { timeZoneSchema } from './todos';

/**
 * GET /api/habits?tz=Europe/Berlin&today=2027-03-01: the person's today as their device counts it
 * (the tabs do the same), or else today in their time zone.
 */
export const habitsQuerySchema = z.object({
  tz: timeZoneSchema,
  today: z
    .string({ error: 'today must be a date in YYYY-MM-DD format' })
    .refine(isDateKey, 'today must be a date in YYYY-MM-DD format')
    .optional(),
});
export type HabitsQuery = z.infer<typeof habitsQuerySchema>;

/**
 * A habit: a recurring task's series, together with the series it continues when it was changed
 * 'this and following', seen up to today.
 */
export const habitSchema = z.object({
  /** The newest series of the habit, whose rule and title it shows. */
  seriesId: z.number().int(),
  title: z.string(),
  goalId: z.number().int().nullable(),
  /** RRULE text of the newest series. */
  rule: z.string(),
  startDate: z.string(),
  /** The last day of the habit when it has ended; null while it goes on. */
  endDate: z.string().nullable(),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  /** Days done, and days the habit fell on (skipped ones left out), over its whole life up to today. */
  done: z.number().int(),
  due: z.number().int(),
  /** The Monday the heatmap starts on; `days` then holds one code per day (`HABIT_DAY_CODES`), 12 weeks. */
  firstDay: z.string(),
  days: z.string(),
  /** Today's task of the habit, when it falls on today. */
  todayTodoId: z.number().int().nullable(),
});
export type Habit = z.infer<typeof habitSchema>;

export const habitListSchema = z.object({ today: z.string(), habits: z.array(habitSchema) });
export type HabitList = z.infer<typeof habitListSchema>;
