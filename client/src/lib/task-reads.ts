import { hashKey, keepPreviousData, queryOptions, type QueryCache, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { DayBounds } from '@shared/domain/local-days';
import { EXPIRED_PAGE_SIZE } from '@shared/domain/task-pages';
import type { ExpiredTodoPage, Todo } from '@shared/schemas/todos';
import { apiRead, QUERY_ROOTS } from './query-keys';

// The task reads, apart from the rest of the task API, so that a page opened directly can start them
// from the first download (page-reads.ts) with the very keys its lists read later.

/**
 * Task lists that a page opened directly began to read before its code came (page-reads.ts), by query
 * hash, and when. Without this the page would read them a second time as it opens, a task list being read
 * again whenever a screen showing it opens. They count as just read until a screen that showed them closes,
 * or for a minute should none ever show them.
 */
const openingReads = new Map<string, number>();
const OPENING_READ_MS = 60_000;
const watchedCaches = new WeakSet<QueryCache>();

function staleUnlessOpeningRead(query: { queryHash: string }): number {
  const readAt = openingReads.get(query.queryHash);
  return readAt !== undefined && Date.now() - readAt < OPENING_READ_MS ? Number.POSITIVE_INFINITY : 0;
}

/** Starts a task list's read for the page being opened, which then shows that answer without reading it again. */
export function readForOpening(queryClient: QueryClient, options: { queryKey: QueryKey }): Promise<void> {
  const read = queryClient.prefetchQuery(options);
  openingReads.set(hashKey(options.queryKey), Date.now());
  const cache = queryClient.getQueryCache();
  if (!watchedCaches.has(cache)) {
    watchedCaches.add(cache);
    cache.subscribe((event) => {
      const closed = event.type === 'observerRemoved' && event.query.getObserversCount() === 0;
      if (closed || event.type === 'removed') openingReads.delete(event.query.queryHash);
    });
  }
  return read;
}

/** The tasks that match `search`, read again whenever a screen showing them opens. */
export const taskListQuery = (search: Record<string, string>) =>
  queryOptions({ ...apiRead<Todo[]>(QUERY_ROOTS.todos, search), staleTime: staleUnlessOpeningRead });

/** The tasks due in `[from, to)`, open or not. */
export const tasksDueBetweenQuery = (from: Date, to: Date) => taskListQuery({ dueFrom: from.toISOString(), dueTo: to.toISOString() });

/** The first `limit` tasks of the Expired tab (open, due before `before`) and the whole tab's counts. */
export const expiredPageQuery = (before: string, limit: number) =>
  queryOptions({
    ...apiRead<ExpiredTodoPage>(QUERY_ROOTS.expiredTodos, { before, limit: String(limit) }),
    staleTime: staleUnlessOpeningRead,
    // "Show more" reads a longer page; the rows shown stay while it comes.
    placeholderData: keepPreviousData,
  });

/**
 * The reads of the Daily Tasks tabs:
 * - `upcoming`: today's and tomorrow's tasks, the tabs the page opens on (the Planning page reads the same list);
 * - `future`: every task due later, for a person with many repeating tasks by far the largest answer (3,000
 *   tasks, 1.3 MB, for two weeks of 200 daily series), which the page reads once it has drawn (useTaskLists);
 * - `expired`: the first `expiredLimit` tasks of the Expired tab (due before today), and its counts.
 */
export function dailyTaskReads({ startOfToday, startOfDayAfter }: DayBounds, expiredLimit = EXPIRED_PAGE_SIZE) {
  const before = startOfToday.toISOString();
  return {
    before,
    upcoming: tasksDueBetweenQuery(startOfToday, startOfDayAfter),
    future: taskListQuery({ dueFrom: startOfDayAfter.toISOString() }),
    expired: expiredPageQuery(before, expiredLimit),
  };
}
