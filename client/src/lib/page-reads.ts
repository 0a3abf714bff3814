import type { QueryClient } from '@tanstack/react-query';
import { EXPIRED_PAGE_SIZE } from '@shared/domain/task-pages';
import { PAGES } from '@shared/pages';
import { goalsQuery } from './goals-query';
import { expiredPageQuery, taskListQuery, tasksDueBetweenQuery } from './task-reads';

/** The start of the local day `offset` days from today (as `startOfLocalDay` in shared/, without date-fns). */
const localDay = (offset: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
};

/**
 * The first reads of the pages that show the most data, by path. A page opened directly (a bookmark, a
 * reload) starts them with the user's, rather than once its code is in and it is drawn, which in a new
 * tab is a few hundred milliseconds later. The keys are the ones the pages read.
 */
const PAGE_READS: Record<string, (queryClient: QueryClient) => unknown[]> = {
  [PAGES.tasks.path]: (queryClient) => [
    queryClient.prefetchQuery(taskListQuery({ dueFrom: localDay(0).toISOString() })),
    queryClient.prefetchQuery(expiredPageQuery(localDay(0).toISOString(), EXPIRED_PAGE_SIZE)),
    queryClient.prefetchQuery(goalsQuery),
  ],
  [PAGES.planning.path]: (queryClient) => [
    queryClient.prefetchQuery(tasksDueBetweenQuery(localDay(0), localDay(2))),
    queryClient.prefetchQuery(goalsQuery),
  ],
  [PAGES.pomodoro.path]: (queryClient) => [queryClient.prefetchQuery(tasksDueBetweenQuery(localDay(0), localDay(1)))],
  [PAGES.goals.path]: (queryClient) => [queryClient.prefetchQuery(goalsQuery)],
};

export function startPageReads(pathname: string, queryClient: QueryClient): void {
  PAGE_READS[pathname]?.(queryClient);
}
