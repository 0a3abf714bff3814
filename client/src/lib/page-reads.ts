import type { QueryClient } from '@tanstack/react-query';
import { PAGES } from '@shared/pages';
import { dayBounds, type DayBounds } from '@shared/domain/local-days';
import { goalsQuery } from './goals-query';
import { habitsQuery } from './habits-query';
import { statsQuery } from './stats-query';
import { dailyTaskReads, readForOpening, tasksDueBetweenQuery } from './task-reads';

/**
 * The first reads of the pages that show the most data, by path. A page opened directly (a bookmark, a
 * reload) starts them with the user's, rather than once its code is in and it is drawn, which in a new
 * tab is a few hundred milliseconds later. The keys are the ones the pages read.
 */
const PAGE_READS: Record<string, (queryClient: QueryClient, today: DayBounds) => Promise<unknown>[]> = {
  // The statistics are the dashboard's content; the habits card and today's tasks show with them.
  [PAGES.dashboard.path]: (queryClient, today) => [
    queryClient.prefetchQuery(statsQuery()),
    queryClient.prefetchQuery(habitsQuery(today.startOfToday)),
    readForOpening(queryClient, tasksDueBetweenQuery(today.startOfToday, today.startOfTomorrow)),
  ],
  [PAGES.tasks.path]: (queryClient, today) => {
    const { upcoming, expired } = dailyTaskReads(today);
    return [readForOpening(queryClient, upcoming), readForOpening(queryClient, expired), queryClient.prefetchQuery(goalsQuery)];
  },
  [PAGES.planning.path]: (queryClient, today) => [
    readForOpening(queryClient, tasksDueBetweenQuery(today.startOfToday, today.startOfDayAfter)),
    queryClient.prefetchQuery(goalsQuery),
  ],
  [PAGES.pomodoro.path]: (queryClient, today) => [readForOpening(queryClient, tasksDueBetweenQuery(today.startOfToday, today.startOfTomorrow))],
  [PAGES.goals.path]: (queryClient) => [queryClient.prefetchQuery(goalsQuery)],
};

/** Starts the page's first reads; answers them, to wait for (none for a page not listed). */
export function startPageReads(pathname: string, queryClient: QueryClient): Promise<unknown>[] {
  return PAGE_READS[pathname]?.(queryClient, dayBounds(new Date())) ?? [];
}
