import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { EXPIRED_PAGE_SIZE } from '@shared/domain/task-pages';
import type { ExpiredTodoPage, Todo } from '@shared/schemas/todos';
import { apiRead, QUERY_ROOTS } from './query-keys';

// The task reads, apart from the rest of the task API, so that a page opened directly can start them
// from the first download (page-reads.ts) with the very keys its lists read later.

/** The tasks that match `search`, read again whenever a screen showing them opens. */
export const taskListQuery = (search: Record<string, string>) => queryOptions({ ...apiRead<Todo[]>(QUERY_ROOTS.todos, search), staleTime: 0 });

/** The tasks due in `[from, to)`, open or not. */
export const tasksDueBetweenQuery = (from: Date, to: Date) => taskListQuery({ dueFrom: from.toISOString(), dueTo: to.toISOString() });

/** The first `limit` tasks of the Expired tab (open, due before `before`) and the whole tab's counts. */
export const expiredPageQuery = (before: string, limit: number) =>
  queryOptions({
    ...apiRead<ExpiredTodoPage>(QUERY_ROOTS.expiredTodos, { before, limit: String(limit) }),
    staleTime: 0,
    // "Show more" reads a longer page; the rows shown stay while it comes.
    placeholderData: keepPreviousData,
  });

/**
 * The two reads of the Daily Tasks tabs: everything due from `startOfToday` on, and the first
 * `expiredLimit` tasks of the Expired tab (due before it). `before` is the Expired tab's bound.
 */
export function dailyTaskReads(startOfToday: Date, expiredLimit = EXPIRED_PAGE_SIZE) {
  const before = startOfToday.toISOString();
  return { before, upcoming: taskListQuery({ dueFrom: before }), expired: expiredPageQuery(before, expiredLimit) };
}
