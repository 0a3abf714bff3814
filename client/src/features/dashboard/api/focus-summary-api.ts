import { useQuery } from '@tanstack/react-query';
import { focusCardWindow } from '@shared/domain/focus-summary';
import type { FocusSummary } from '@shared/schemas/pomodoro';
import { getOrNullWhenSignedOut } from '@/lib/api-client';
import { useToday } from '@/hooks/use-today';
import { browserTimeZone } from './stats-api';

export const FOCUS_SUMMARY_ROOT = '/api/focus-sessions/summary';

/** Focus minutes of the last seven local days, today included, per day and per goal. */
export function useFocusSummary() {
  const today = useToday();
  const timeZone = browserTimeZone();
  const { from, to } = focusCardWindow(today.startOfToday, timeZone);
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString(), tz: timeZone });
  return useQuery({
    queryKey: [FOCUS_SUMMARY_ROOT, timeZone, from.toISOString()],
    queryFn: () => getOrNullWhenSignedOut<FocusSummary>(`${FOCUS_SUMMARY_ROOT}?${query}`),
  });
}
