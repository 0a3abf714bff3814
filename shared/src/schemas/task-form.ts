import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-date';
import { parsePlannedTime } from '../domain/planned-time';
import { POMODORO_COUNT_MAX, POMODORO_COUNT_MIN } from '../domain/pomodoro-marker';
import { TODO_DESCRIPTION_MAX_LENGTH, TODO_TITLE_MAX_LENGTH, prioritySchema } from './todos';

const goalIdSchema = z.number({ error: 'Linking to a goal is required for daily progress' }).int().positive().nullable();

/** The task form of spec section 5 ('Add New Task' / 'Edit Task'), with the goal required or not. */
const buildTaskFormSchema = (goalId: z.ZodType<number | null, number | null>) =>
  z
    .object({
      title: z.string().trim().min(1, 'Title is required').max(TODO_TITLE_MAX_LENGTH, 'Title is too long'),
      description: z.string().max(TODO_DESCRIPTION_MAX_LENGTH, 'Description is too long'),
      dueOption: z.enum(['today', 'tomorrow', 'custom'], { error: 'Due date is required' }),
      /** `yyyy-MM-dd`, used when dueOption is custom. */
      customDate: z.string(),
      goalId,
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
    })
    .refine((form) => form.dueOption !== 'custom' || isCalendarDate(form.customDate), {
      path: ['customDate'],
      message: 'Due date is required',
    });

/** A new task, or a task that serves a goal: the spec's form, where a goal must be picked. */
export const taskFormSchema = buildTaskFormSchema(
  goalIdSchema.refine((goalId) => goalId !== null, 'Please select a goal for this task'),
);
/** Editing a task that serves no goal (a quick-added one, say): it may go on serving none. */
export const goallessTaskFormSchema = buildTaskFormSchema(goalIdSchema);
export type TaskFormValues = z.input<typeof taskFormSchema>;

/** The Goal Planning page's 'Edit Task' form: the todo rules without userId, so the goal may be none. */
export const planningTaskFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(TODO_TITLE_MAX_LENGTH, 'Title is too long'),
  description: z.string().max(TODO_DESCRIPTION_MAX_LENGTH, 'Description is too long'),
  priority: prioritySchema,
  goalId: z.number().int().positive().nullable(),
});
export type PlanningTaskFormValues = z.infer<typeof planningTaskFormSchema>;
