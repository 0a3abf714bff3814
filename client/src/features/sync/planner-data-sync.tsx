import { focusManager, onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '@/features/auth';
import { onChangeAnnounced, PLANNER_ROOTS } from '@/lib/cross-tab';
import { hasWaitingChanges, startOutbox } from '@/lib/outbox/outbox';
import { changesOnTheirWay } from '@/lib/query-keys';

/**
 * Refetches those roots; while this tab's own changes are on their way, their own refetch will do it,
 * and while changes wait in the outbox, the one after they have been sent (the server lacks them yet).
 */
function refetchRoots(queryClient: QueryClient, roots: Iterable<unknown>): void {
  const wanted = new Set(roots);
  if (wanted.size === 0 || changesOnTheirWay(queryClient) > 0 || hasWaitingChanges()) return;
  void queryClient.invalidateQueries({ predicate: (query) => wanted.has(query.queryKey[0]) });
}

/**
 * Keeps this tab's planner data current: what another tab changed is refetched at once, and
 * everything when the tab comes back into view or the network comes back, since another device
 * may have changed anything meanwhile.
 */
function keepPlannerDataCurrent(queryClient: QueryClient): () => void {
  const stopListening = onChangeAnnounced((roots) => refetchRoots(queryClient, roots));
  const stopFocus = focusManager.subscribe((focused) => focused && refetchRoots(queryClient, PLANNER_ROOTS));
  const stopOnline = onlineManager.subscribe((online) => online && refetchRoots(queryClient, PLANNER_ROOTS));
  return () => {
    stopListening();
    stopFocus();
    stopOnline();
  };
}

/**
 * Mounted in the signed-in shell: keeps every page's data in step with the person's other tabs and
 * devices, and keeps the person's changes made offline until they can be sent (decision 28).
 */
export function PlannerDataSync() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  useEffect(() => keepPlannerDataCurrent(queryClient), [queryClient]);
  useEffect(() => (userId === undefined ? undefined : startOutbox(userId, queryClient)), [queryClient, userId]);
  return null;
}
