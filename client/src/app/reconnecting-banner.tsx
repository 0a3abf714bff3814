import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, LoaderCircle } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { currentUserQuery } from '@/features/auth';
import { cn } from '@/lib/cn';

type Connection = 'connected' | 'reconnecting' | 'showing-saved-data';

/**
 * Reconnecting while the current-user query has failed and is trying again (or waits for the network to
 * return); showing saved data when meanwhile the pages show what this device kept (decision 26).
 */
function useConnection(): Connection {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  // Read from the cache rather than through useQuery, so pages that never ask who is signed in don't start to.
  const connection = (): Connection => {
    const state = queryClient.getQueryState(currentUserQuery.queryKey);
    if (!state) return 'connected';
    const reconnecting = state.fetchStatus === 'paused' || (state.fetchStatus === 'fetching' && state.fetchFailureCount > 0);
    if (!reconnecting) return 'connected';
    return state.data ? 'showing-saved-data' : 'reconnecting';
  };
  // The landing page drawn in advance is drawn connected.
  return useSyncExternalStore(subscribe, connection, () => 'connected');
}

/**
 * Said while Stepwise can't reach its server: the page waits and keeps trying instead of treating the
 * person as signed out. The live region stays in the page so that screen readers announce the change.
 */
export function ReconnectingBanner() {
  const connection = useConnection();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-4">
      {connection !== 'connected' && (
        // On a phone the header's own 'Offline' says it (decision 28): the banner would cover the page's title.
        <p
          className={cn(
            connection === 'showing-saved-data' ? 'hidden md:flex' : 'flex',
            'items-center gap-2 rounded-full border border-warning-border bg-warning-soft px-4 py-2 text-sm font-medium text-warning-foreground shadow-md',
          )}
        >
          {connection === 'reconnecting' ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <CloudOff className="size-4" aria-hidden />}
          {connection === 'reconnecting' ? 'Reconnecting…' : 'Offline — showing saved data'}
        </p>
      )}
    </div>
  );
}
