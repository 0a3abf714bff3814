import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionListSchema } from '@shared/schemas/goals';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureTitle } from '@/lib/api-client';

/** Not under the goals root: a change to another goal must not throw these answers away. */
const SUGGESTIONS_ROOT = 'goal-suggestions';

/**
 * Task suggestions for a goal. The key carries what they are made from (the goal's words and
 * deadline, and the titles of its tasks the page knows), so they are reused, and the dialog
 * opens at once, until one of those changes.
 */
const goalSuggestionsQuery = (goal: Goal | null, knownTaskTitles: readonly string[]) =>
  queryOptions({
    queryKey: [SUGGESTIONS_ROOT, goal?.id, goal?.title, goal?.description, goal?.deadline, knownTaskTitles],
    enabled: goal !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    queryFn: async () => {
      try {
        const answer = await apiRequest<unknown>('GET', `/api/goals/${goal?.id}/suggestions`);
        const parsed = suggestionListSchema.safeParse(answer);
        if (parsed.success) return parsed.data;
        toast({ title: 'Received unexpected suggestion data format' });
        return [];
      } catch (error) {
        toast({ title: failureTitle('Failed to get task suggestions', error), variant: 'destructive' });
        // A failure is not an answer: it must not be kept as this goal's suggestions.
        throw error;
      }
    },
  });

export function useGoalSuggestions(goal: Goal | null, knownTaskTitles: readonly string[]) {
  return useQuery(goalSuggestionsQuery(goal, knownTaskTitles));
}
