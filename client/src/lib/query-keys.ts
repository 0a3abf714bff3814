import type { QueryClient } from '@tanstack/react-query';
import { getOrNullWhenSignedOut } from './api-client';

/** The first element of every server-data query key is the API path it reads. */
export const QUERY_ROOTS = {
  goals: '/api/goals',
  todos: '/api/todos',
  /** Pages of completed tasks: a shape of its own, so changes to the task lists' caches pass it by. */
  completedTodos: '/api/todos/completed',
  /** Pages of the Expired tab, with the tab's counts: changes to tasks reach them with their counts (cache-effects.ts). */
  expiredTodos: '/api/todos/expired',
  dailyPlans: '/api/daily-plans',
  stats: '/api/stats',
  /** The habits and their heatmaps: ticking, skipping or moving a task changes them. */
  habits: '/api/habits',
  /** What may remind the person soon: any change to a task or goal can change it. */
  reminders: '/api/reminders',
} as const;

/**
 * The key and fetcher of a read of `path` with the query string `search`: the URL is made from the
 * key's own parts, so the two can't drift apart. Null when signed out. Spread into `queryOptions`.
 */
export function apiRead<T>(path: string, search?: Record<string, string>) {
  const url = search ? `${path}?${new URLSearchParams(search)}` : path;
  return { queryKey: search ? [path, search] : [path], queryFn: () => getOrNullWhenSignedOut<T>(url) };
}

/** Every change to planner data runs under this key, so that the last one can refetch. */
export const PLANNER_MUTATION_KEY = ['planner-change'] as const;

/** Per client, the refetches after a change under way: a change stays pending until its refetch ends. */
const refetchesUnderWay = new WeakMap<QueryClient, number>();

/**
 * This tab's planner changes still on their way to the server, each of which refetches when it ends. A
 * change that is only waiting for its own refetch doesn't count: that refetch began before now.
 */
export const changesOnTheirWay = (queryClient: QueryClient): number =>
  queryClient.isMutating({ mutationKey: PLANNER_MUTATION_KEY }) - (refetchesUnderWay.get(queryClient) ?? 0);

/**
 * Spec section 7: after a change, the goal, task and plan lists (and the habits, which follow the
 * tasks) are fetched again. While other changes are still on their way the refetch waits for the
 * last of them; an earlier refetch would briefly bring back the values they are replacing. A change
 * that is only waiting for its own refetch is not on its way: that refetch began before this change
 * ended, so this one reads again (and the earlier read is cancelled).
 */
export async function refetchPlannerData(queryClient: QueryClient): Promise<void> {
  if (changesOnTheirWay(queryClient) > 1) return;
  refetchesUnderWay.set(queryClient, (refetchesUnderWay.get(queryClient) ?? 0) + 1);
  try {
    const roots = new Set<unknown>(Object.values(QUERY_ROOTS));
    await queryClient.invalidateQueries({ predicate: (query) => roots.has(query.queryKey[0]) });
  } finally {
    refetchesUnderWay.set(queryClient, (refetchesUnderWay.get(queryClient) ?? 1) - 1);
  }
}
