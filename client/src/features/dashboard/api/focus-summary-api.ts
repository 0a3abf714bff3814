import { queryOptions, useQuery } from '@tanstack/react-query';
import { focusCardWindow } from '@shared/domain/focus-summary';
import type { FocusSummary } from '@shared/schemas/pomodoro';
import { useToday } from '@/hooks/use-today';
import { apiRead } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/time-zone';

/** The key every focus summary starts with (a summary is not planner data: see QUERY_ROOTS). */
export const FOCUS_SUMMARY_ROOT = '/api/focus-sessions/summary';

function focusSummaryQuery(startOfToday: Date, timeZone: string) {
  const { from, to } = focusCardWindow(startOfToday);
  return queryOptions(apiRead<FocusSummary>(FOCUS_SUMMARY_ROOT, { from: from.toISOString(), to: to.toISOString(), tz: timeZone }));
}

/** Focus minutes of the last seven local days, today included, per day and per goal. */
export function useFocusSummary() {
  const today = useToday();
  return useQuery(focusSummaryQuery(today.startOfToday, browserTimeZone()));
}
