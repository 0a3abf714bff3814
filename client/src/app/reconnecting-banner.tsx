import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { currentUserQuery } from '@/features/auth';

/** True while the current-user query has failed and is trying again (or waits for the network to return). */
function useIsReconnecting(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  // Read from the cache rather than through useQuery, so pages that never ask who is signed in don't start to.
  return useSyncExternalStore(subscribe, () => {
    const state = queryClient.getQueryState(currentUserQuery.queryKey);
    if (!state) return false;
    return state.fetchStatus === 'paused' || (state.fetchStatus === 'fetching' && state.fetchFailureCount > 0);
  });
}

/**
 * Said while Stepwise can't reach its server: the page waits and keeps trying instead of treating the
 * person as signed out. The live region stays in the page so that screen readers announce the change.
 */
export function ReconnectingBanner() {
  const reconnecting = useIsReconnecting();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-4">
      {reconnecting && (
        <p className="flex items-center gap-2 rounded-full border border-warning-border bg-warning-soft px-4 py-2 text-sm font-medium text-warning-foreground shadow-md">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Reconnecting…
        </p>
      )}
    </div>
  );
}
