import { z } from 'zod';
import { isKnownTimeZone } from '../domain/zoned-days';

/** GET /api/stats?tz=Europe/Berlin: the person's time zone decides what "today" is. */
export const statsQuerySchema = z.object({
  tz: z
    .string({ error: 'tz must be a time zone name such as Europe/Berlin' })
    .max(64, 'tz must be a time zone name such as Europe/Berlin')
    .refine(isKnownTimeZone, 'tz must be a time zone name such as Europe/Berlin'),
});

const ratioSchema = z.object({ part: z.number().int(), whole: z.number().int(), percent: z.number().int() });

export const dashboardStatsSchema = z.object({
  mainGoals: ratioSchema,
  activeSubgoals: z.number().int(),
  upcomingDeadlines: z.number().int(),
  mainGoalsWithWorkToday: ratioSchema,
  completionsByDay: z.array(z.object({ date: z.string(), completed: z.number().int() })),
  completedInWindow: z.number().int(),
  completionRate: ratioSchema,
  recentGoals: z.array(
    z.object({ id: z.number().int(), title: z.string(), deadline: z.string(), progress: z.number().int() }),
  ),
});
