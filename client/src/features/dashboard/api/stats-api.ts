import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/domain/dashboard-stats';
import { getOrNullWhenSignedOut } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-keys';

/** The person's own time zone, which decides where their days begin. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useDashboardStats() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: [QUERY_ROOTS.stats, timeZone],
    queryFn: () => getOrNullWhenSignedOut<DashboardStats>(`/api/stats?tz=${encodeURIComponent(timeZone)}`),
  });
}
