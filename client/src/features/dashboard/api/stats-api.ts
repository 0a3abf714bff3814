import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/domain/dashboard-stats';
import { apiRead, QUERY_ROOTS } from '@/lib/query-keys';

/** The person's own time zone, which decides where their days begin. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const statsQuery = (timeZone: string) => queryOptions(apiRead<DashboardStats>(QUERY_ROOTS.stats, { tz: timeZone }));

export function useDashboardStats() {
  return useQuery(statsQuery(browserTimeZone()));
}
