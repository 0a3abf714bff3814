import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@shared/schemas/calendar-feed';
import { apiRequest } from '@/lib/api-client';
import { apiRead } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/time-zone';

const CALENDAR_FEED_PATH = '/api/calendar-feed';
const calendarFeedQuery = queryOptions(apiRead<CalendarFeedStatus>(CALENDAR_FEED_PATH));

const showStatus = (queryClient: QueryClient, status: CalendarFeedStatus) => queryClient.setQueryData(calendarFeedQuery.queryKey, status);

/** Whether the person has a calendar link, since when and for which time zone; null when signed out. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/**
 * Makes a calendar link for this device's time zone, in place of any earlier one. The answer's URL is
 * the only copy there will ever be: the server keeps its hash.
 */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedCreated>('POST', CALENDAR_FEED_PATH, { timeZone: browserTimeZone() }),
    onSuccess: ({ createdAt, timeZone }) => showStatus(queryClient, { active: true, createdAt, timeZone }),
  });
}

/** Turns the calendar link off: it answers 404 from then on. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', CALENDAR_FEED_PATH),
    onSuccess: () => showStatus(queryClient, { active: false, createdAt: null, timeZone: null }),
  });
}
