import { useQuery } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { getOrNullWhenSignedOut } from './api-client';
import { QUERY_ROOTS } from './query-keys';

export const goalsQueryKey = [QUERY_ROOTS.goals] as const;

/** Every goal of the signed-in user; null when signed out (spec section 6). The goals, tasks and planning screens read it. */
export function useGoals() {
  return useQuery({ queryKey: goalsQueryKey, queryFn: () => getOrNullWhenSignedOut<Goal[]>('/api/goals') });
}
