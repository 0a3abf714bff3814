import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/domain/dashboard-stats';
import { apiRead, QUERY_ROOTS } from '@/lib/query-keys';
import { browserTimeZone } from '@/lib/time-zone';

const statsQuery = (timeZone: string) => queryOptions(apiRead<DashboardStats>(QUERY_ROOTS.stats, { tz: timeZone }));

export function useDashboardStats() {
  return useQuery(statsQuery(browserTimeZone()));
}
