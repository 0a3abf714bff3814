import type { QueryClient } from '@tanstack/react-query';

/** The first element of every server-data query key is the API path it reads. */
export const QUERY_ROOTS = {
  goals: '/api/goals',
  todos: '/api/todos',
  dailyPlans: '/api/daily-plans',
} as const;

/** Spec section 7: after a change, the goal, task and plan lists are fetched again. */
export function refetchPlannerData(queryClient: QueryClient): Promise<void> {
  const roots = new Set<unknown>(Object.values(QUERY_ROOTS));
  return queryClient.invalidateQueries({ predicate: (query) => roots.has(query.queryKey[0]) });
}
