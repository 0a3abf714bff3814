import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { apiRead, QUERY_ROOTS } from './query-keys';

/** Every goal of the signed-in user; null when signed out (spec section 6). The goals, tasks and planning screens read it. */
export const goalsQuery = queryOptions(apiRead<Goal[]>(QUERY_ROOTS.goals));

export function useGoals() {
  return useQuery(goalsQuery);
}
