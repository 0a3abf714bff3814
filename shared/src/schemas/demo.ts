import { z } from 'zod';

const optionalDescription = z.string().max(500, 'Description is too long').optional();

/** The landing demo's forms. Nothing is sent anywhere; the messages are the spec's. */
export const demoGoalFormSchema = z.object({
  title: z.string().trim().min(1, 'Goal title is required').max(100, 'Title is too long'),
  description: optionalDescription,
});
export const demoSubgoalFormSchema = z.object({
  title: z.string().trim().min(1, 'Subgoal title is required').max(100, 'Title is too long'),
  description: optionalDescription,
});
export const demoTaskFormSchema = z.object({
  title: z.string().trim().min(1, 'Task title is required').max(200, 'Title is too long'),
});
export type DemoGoalForm = z.infer<typeof demoGoalFormSchema>;
export type DemoTaskForm = z.infer<typeof demoTaskFormSchema>;
