import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, LoaderCircle } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { currentUserQuery } from '@/features/auth';

type Connection = 'connected' | 'reconnecting' | 'showing-saved-data';

/**
 * Reconnecting while the current-user query has failed and is trying again (or waits for the network to
 * return); showing saved data when meanwhile the pages show what this device kept (decision 26).
 */
function useConnection(): Connection {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  // Read from the cache rather than through useQuery, so pages that never ask who is signed in don't start to.
  return useSyncExternalStore(subscribe, () => {
    const state = queryClient.getQueryState(currentUserQuery.queryKey);
    if (!state) return 'connected';
    const reconnecting = state.fetchStatus === 'paused' || (state.fetchStatus === 'fetching' && state.fetchFailureCount > 0);
    if (!reconnecting) return 'connected';
    return state.data ? 'showing-saved-data' : 'reconnecting';
  });
}

/**
 * Said while Stepwise can't reach its server: the page waits and keeps trying instead of treating the
 * person as signed out. The live region stays in the page so that screen readers announce the change.
 */
export function ReconnectingBanner() {
  const connection = useConnection();
  return (
    // Below the header on a phone, where its middle holds the product name; beside it where there is room.
    <div role="status" className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-center px-4 md:top-3">
      {connection !== 'connected' && (
        <p className="flex items-center gap-2 rounded-full border border-warning-border bg-warning-soft px-4 py-2 text-sm font-medium text-warning-foreground shadow-md">
          {connection === 'reconnecting' ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <CloudOff className="size-4" aria-hidden />}
          {connection === 'reconnecting' ? 'Reconnecting…' : 'Offline — showing saved data'}
        </p>
      )}
    </div>
  );
}
