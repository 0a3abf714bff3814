import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_MODEL_HEADER, SUGGESTIONS_NOTE_HEADER, SUGGESTIONS_SOURCE_HEADER, suggestionListSchema } from '@shared/schemas/goals';
import type { Goal } from '@shared/schemas/goals';
import { toast } from '@/components/ui/toast-store';
import { apiGetWithHeaders, failureTitle } from '@/lib/api-client';

/** The suggestions and who wrote them: the built-in engine, or a named model. */
export interface GoalSuggestions {
  titles: string[];
  /** The model's name when a model wrote them; null for the built-in engine. */
  model: string | null;
  /** The goal is in a language the built-in engine doesn't write. */
  languageNotSupported: boolean;
}

function modelOf(headers: Headers): string | null {
  if (headers.get(SUGGESTIONS_SOURCE_HEADER) !== 'model') return null;
  try {
    return decodeURIComponent(headers.get(SUGGESTIONS_MODEL_HEADER) ?? '') || 'an AI model';
  } catch {
    return 'an AI model';
  }
}

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
        const { body, headers } = await apiGetWithHeaders<unknown>(`/api/goals/${goal?.id}/suggestions`);
        const parsed = suggestionListSchema.safeParse(body);
        const languageNotSupported = headers.get(SUGGESTIONS_NOTE_HEADER) === 'language-not-supported';
        if (parsed.success) return { titles: parsed.data, model: modelOf(headers), languageNotSupported } satisfies GoalSuggestions;
        toast({ title: 'Received unexpected suggestion data format' });
        return { titles: [], model: null, languageNotSupported: false } satisfies GoalSuggestions;
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
