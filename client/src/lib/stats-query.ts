import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/domain/dashboard-stats';
import { apiRead, QUERY_ROOTS } from './query-keys';
import { browserTimeZone } from './time-zone';

/** The dashboard's statistics, counted in the person's time zone. Here, not with the dashboard, for its first read (page-reads). */
export const statsQuery = () => queryOptions(apiRead<DashboardStats>(QUERY_ROOTS.stats, { tz: browserTimeZone() }));
