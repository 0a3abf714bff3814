import { z } from 'zod';
import { dateTimeSchema, positiveIdSchema } from './common';

export const REMINDER_KINDS = ['task', 'goal'] as const;
const reminderKindSchema = z.enum(REMINDER_KINDS, { error: 'Kind must be task or goal' });

/** A task with a reminder, as GET /api/reminders lists it: what a device needs to tell when it shows. */
export const taskReminderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO 8601 timestamp. */
  dueDate: z.string(),
  plannedTime: z.string(),
  reminderMinutesBefore: z.number().int(),
  goalId: z.number().int().nullable(),
  /** The moment a device already showed (ISO 8601), or null. */
  shownFor: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
});
export type TaskReminder = z.infer<typeof taskReminderSchema>;

export const goalReminderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  deadline: z.string(),
  reminderDaysBefore: z.number().int(),
  shownFor: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
});
export type GoalReminder = z.infer<typeof goalReminderSchema>;

/** GET /api/reminders: the person's open tasks and goals whose reminders may show soon. */
export const reminderListSchema = z.object({
  tasks: z.array(taskReminderSchema),
  goals: z.array(goalReminderSchema),
});
export type ReminderList = z.infer<typeof reminderListSchema>;

/**
 * POST /api/reminders/claim: a device is about to show the reminder at `moment` (its own moment, or the
 * end of a snooze). Only the first device to claim a moment shows it.
 */
export const reminderClaimSchema = z.object({
  kind: reminderKindSchema,
  id: positiveIdSchema('id must be a task or goal id'),
  moment: dateTimeSchema('moment must be a date and time'),
});
export type ReminderClaimInput = z.infer<typeof reminderClaimSchema>;
export const reminderClaimResultSchema = z.object({ claimed: z.boolean() });

/** POST /api/reminders/snooze: show the reminder again at `until` (the device's now plus `SNOOZE_MINUTES`). */
export const reminderSnoozeSchema = reminderClaimSchema.omit({ moment: true }).extend({
  until: dateTimeSchema('until must be a date and time'),
});
export type ReminderSnoozeInput = z.infer<typeof reminderSnoozeSchema>;

/** The widest window GET /api/reminders answers for. */
export const REMINDER_WINDOW_MAX_DAYS = 8;

/**
 * GET /api/reminders?from=…&to=…: the window of the device's own clock the reminders may show in.
 * Tasks are listed by due date within it, widened by a day each side, since a reminder can fall up to
 * a day before or after its task's due moment; goals by deadline up to a year later.
 */
export const reminderListQuerySchema = z
  .object({
    from: dateTimeSchema('from must be a date and time'),
    to: dateTimeSchema('to must be a date and time'),
  })
  .refine(({ from, to }) => to > from && to.getTime() - from.getTime() <= REMINDER_WINDOW_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: `to must be after from, by at most ${REMINDER_WINDOW_MAX_DAYS} days`,
  });
export type ReminderListQuery = z.infer<typeof reminderListQuerySchema>;
