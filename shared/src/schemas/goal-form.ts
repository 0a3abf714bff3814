import { z } from 'zod';
import { isDeadlineInFuture } from '../domain/goal-deadline';
import { GOAL_REMINDER_DAYS_MAX } from '../domain/reminders';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH } from '../domain/field-limits';
import { goalProgressSchema } from './goals';

const REMINDER_DAYS_MESSAGE = `Enter a whole number of days from 0 to ${GOAL_REMINDER_DAYS_MAX}, or leave it empty`;

export interface GoalFormOptions {
  /** When editing: the goal's current deadline as a datetime-local value; keeping it is always allowed. */
  unchangedDeadline?: string;
  now?: () => Date;
}

/**
 * The goal form of spec section 5: the server's limits plus a deadline in the future.
 * A goal already past its deadline can still be renamed without moving the deadline.
 */
export function goalFormSchema({ unchangedDeadline, now = () => new Date() }: GoalFormOptions = {}) {
  return z.object({
    title: z.string().trim().min(1, 'Title is required').max(GOAL_TITLE_MAX_LENGTH, 'Title is too long'),
    description: z.string().max(GOAL_DESCRIPTION_MAX_LENGTH, 'Description is too long'),
    /** A datetime-local value, `yyyy-MM-ddTHH:mm`. */
    deadline: z
      .string()
      .min(1, 'Deadline is required')
      .refine((value) => !Number.isNaN(new Date(value).getTime()), 'Deadline is required')
      .refine(
        (value) => value === unchangedDeadline || isDeadlineInFuture(new Date(value), now()),
        'Deadline must be in the future',
      ),
    progress: goalProgressSchema,
    // A goal made offline that waits to be sent has a negative temporary id (decision 28).
    parentId: z.number().int().refine((id) => id !== 0).nullable(),
    progressFromHabits: z.boolean(),
    /** Days before the deadline to be reminded, as typed (null when the field is empty, or in an older draft). */
    reminderDaysBefore: z
      .number({ error: REMINDER_DAYS_MESSAGE })
      .int(REMINDER_DAYS_MESSAGE)
      .min(0, REMINDER_DAYS_MESSAGE)
      .max(GOAL_REMINDER_DAYS_MAX, REMINDER_DAYS_MESSAGE)
      .nullable()
      .default(null),
  });
}
export type GoalFormValues = z.input<ReturnType<typeof goalFormSchema>>;
