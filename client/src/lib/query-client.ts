import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { announceChange } from './cross-tab';
import { PLANNER_MUTATION_KEY } from './query-keys';

/**
 * Spec section 7: no retries, data never goes stale, no polling. Refetching when the tab comes back
 * and when another tab changed something is the signed-in shell's (`PlannerDataSync` in features/sync/).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.options.mutationKey?.[0] === PLANNER_MUTATION_KEY[0]) announceChange();
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      // A change runs at once even offline: the planner's own are kept to send later (decision 28), and
      // any other fails with the connection message instead of waiting unseen for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// TanStack Query assumes it starts online. A page opened offline (decision 26) pauses its reads instead
// of failing them, shows saved data where there is some, and reads as soon as the network returns.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
