import { z } from 'zod';
import { canonicalTimeZone } from '../domain/zoned-days';
import { timeZoneSchema } from './todos';

/**
 * POST /api/calendar-feed: makes the person's private calendar link, or a new one in place of the old.
 * `timeZone` is the device's (IANA): the feed's days and planned times are read in it.
 */
export const calendarFeedCreateSchema = z.object({
  timeZone: timeZoneSchema.transform(canonicalTimeZone),
});
export type CalendarFeedCreateInput = z.input<typeof calendarFeedCreateSchema>;

/** GET /api/calendar-feed: whether a link is active, since when and for which time zone. Never the link itself. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The answer of POST /api/calendar-feed: the only time the link is shown, since only its hash is kept. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
  timeZone: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
