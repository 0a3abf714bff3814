import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-date';
import { parsePlannedTime } from '../domain/planned-time';
import { POMODORO_COUNT_MAX, POMODORO_COUNT_MIN } from '../domain/pomodoro-marker';
import { REPEAT_FREQUENCIES, WEEKDAYS } from '../domain/recurrence';
import { TASK_REMINDER_CHOICES } from '../domain/reminders';
import { REPEAT_CHOICES, repeatFormIssues, repeatStartDay, WEEKDAY_ORDINALS } from '../domain/repeat-form';
import { TODO_DESCRIPTION_MAX_LENGTH, TODO_TITLE_MAX_LENGTH } from '../domain/field-limits';
import { prioritySchema } from './todos';

/**
 * A picked goal: one the server has (a positive id) or one made offline that waits to be sent (a
 * negative temporary id, decision 28). The server's own schemas take only positive ids.
 */
const goalIdSchema = z
  .number({ error: 'Linking to a goal is required for daily progress' })
  .int()
  .refine((id) => id !== 0, 'Linking to a goal is required for daily progress')
  .nullable();

/**
 * A number as typed into a field: NaN when it is empty (or anything else, such as the null a kept
 * draft's JSON makes of NaN). The repeat rule's own checks judge it, only where the field shows.
 */
const typedNumber = z.number().catch(Number.NaN);

/** The Repeat field (`RepeatFormValues`): its fields' shapes here, the rule's checks in the form below. */
const repeatFormSchema = z.object({
  choice: z.enum(REPEAT_CHOICES),
  frequency: z.enum(REPEAT_FREQUENCIES),
  interval: typedNumber,
  weekdays: z.array(z.enum(WEEKDAYS)),
  monthlyOn: z.enum(['day', 'weekday']),
  monthDay: typedNumber,
  ordinal: z.union(WEEKDAY_ORDINALS.map((ordinal) => z.literal(ordinal))),
  ordinalWeekday: z.enum(WEEKDAYS),
  yearlyMonth: z.number(),
  yearlyDay: z.number(),
  end: z.enum(['never', 'count', 'until']),
  count: typedNumber,
  until: z.string(),
});

export interface TaskFormSchemaOptions {
  /** A new task, or a task that serves a goal: a goal must be picked (spec section 5). */
  goalRequired: boolean;
  /** For a task of a series, the series' day it stands for: its Repeat field counts from that day, not from the due day. */
  seriesDay?: string | null;
  now?: () => Date;
}

/** The task form of spec section 5 ('Add New Task' / 'Edit Task'), with its Repeat field. */
export const taskFormSchemaFor = ({ goalRequired, seriesDay = null, now = () => new Date() }: TaskFormSchemaOptions) =>
  z
    .object({
      title: z.string().trim().min(1, 'Title is required').max(TODO_TITLE_MAX_LENGTH, 'Title is too long'),
      description: z.string().max(TODO_DESCRIPTION_MAX_LENGTH, 'Description is too long'),
      dueOption: z.enum(['today', 'tomorrow', 'custom'], { error: 'Due date is required' }),
      /** `yyyy-MM-dd`, used when dueOption is custom. */
      customDate: z.string(),
      goalId: goalRequired ? goalIdSchema.refine((goalId) => goalId !== null, 'Please select a goal for this task') : goalIdSchema,
      priority: prioritySchema,
      completed: z.boolean(),
      /**
       * The time of day the person plans to work on it (Pomodoro page), as typed ('1015', '9:30 pm');
       * becomes HH:MM, or empty for none.
       */
      plannedTime: z.string().transform((typed, context) => {
        const reading = parsePlannedTime(typed);
        if (reading.ok) return reading.time ?? '';
        context.addIssue({ code: 'custom', message: reading.message });
        return z.NEVER;
      }),
      /** Estimated focus sessions (Pomodoro page). */
      pomodoros: z
        .number({ error: 'Enter the number of pomodoros' })
        .int('Enter a whole number')
        .min(POMODORO_COUNT_MIN, 'At least 1 pomodoro')
        .max(POMODORO_COUNT_MAX, 'At most 99 pomodoros'),
      repeat: repeatFormSchema,
      /** When to be reminded of it: none, minutes before the planned time, or a custom time that day. */
      // A draft kept before the field existed has neither: no reminder.
      reminder: z.enum(TASK_REMINDER_CHOICES).catch('none'),
      /** The custom time as typed, read like the planned time. */
      reminderTime: z.string().catch('').transform((typed, context) => {
        const reading = parsePlannedTime(typed);
        if (reading.ok) return reading.time ?? '';
        context.addIssue({ code: 'custom', message: reading.message });
        return z.NEVER;
      }),
    })
    .refine((form) => form.dueOption !== 'custom' || isCalendarDate(form.customDate), {
      path: ['customDate'],
      message: 'Due date is required',
    })
    .superRefine((form, context) => {
      if (form.reminder !== 'none' && form.plannedTime === '') {
        context.addIssue({ code: 'custom', path: ['plannedTime'], message: 'Set a planned time for the reminder' });
      }
      if (form.reminder === 'custom' && form.reminderTime === '') {
        context.addIssue({ code: 'custom', path: ['reminderTime'], message: 'Enter the time to be reminded at' });
      }
      const start = repeatStartDay(form, seriesDay, now());
      for (const issue of repeatFormIssues(form.repeat, start)) {
        context.addIssue({ code: 'custom', path: ['repeat', issue.field], message: issue.message });
      }
    });

/** A new task, or a task that serves a goal: the spec's form, where a goal must be picked. */
export const taskFormSchema = taskFormSchemaFor({ goalRequired: true });
/** Editing a task that serves no goal (a quick-added one, say): it may go on serving none. */
export const goallessTaskFormSchema = taskFormSchemaFor({ goalRequired: false });
export type TaskFormValues = z.input<typeof taskFormSchema>;

/** The Goal Planning page's 'Edit Task' form: the todo rules without userId, so the goal may be none. */
export const planningTaskFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(TODO_TITLE_MAX_LENGTH, 'Title is too long'),
  description: z.string().max(TODO_DESCRIPTION_MAX_LENGTH, 'Description is too long'),
  priority: prioritySchema,
  goalId: z.number().int().positive().nullable(),
});
export type PlanningTaskFormValues = z.infer<typeof planningTaskFormSchema>;

/**
 * The week's 'Move task' form: a day (`yyyy-MM-dd`) and a time as typed ('1015', '9:30 pm'), empty for
 * any time of the day; it gives the move (`TaskMove`).
 */
export const moveTaskFormSchema = z
  .object({
    day: z.string().refine(isCalendarDate, 'Choose a day'),
    time: z.string().transform((typed, context): string | null => {
      const reading = parsePlannedTime(typed);
      if (reading.ok) return reading.time;
      context.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }),
  })
  .transform(({ day, time }) => ({ day, plannedTime: time }));
export type MoveTaskFormValues = z.input<typeof moveTaskFormSchema>;
