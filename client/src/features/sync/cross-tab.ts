import { focusManager, onlineManager, type QueryClient } from '@tanstack/react-query';
import { PLANNER_MUTATION_KEY, QUERY_ROOTS } from '@/lib/query-keys';

/**
 * Tells the person's other tabs that planner data changed, so that they refetch it at once instead
 * of showing what this tab has replaced. Only the fact travels, never the data: each tab reads the
 * server, which stays the one truth.
 */
const CHANNEL_NAME = 'stepwise-data-changed';

interface ChangeAnnouncement {
  /** Query roots (API paths) whose data changed. */
  roots: string[];
}

let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Every planner list may have changed: a goal's change moves tasks and plans with it. */
export const PLANNER_ROOTS: string[] = Object.values(QUERY_ROOTS);

export function announceChange(roots: string[] = PLANNER_ROOTS): void {
  openChannel()?.postMessage({ roots } satisfies ChangeAnnouncement);
}

/** Refetches those roots; while this tab's own changes are on their way, their own refetch will do it. */
function refetchRoots(queryClient: QueryClient, roots: Iterable<unknown>): void {
  const wanted = new Set(roots);
  if (wanted.size === 0 || queryClient.isMutating({ mutationKey: PLANNER_MUTATION_KEY }) > 0) return;
  void queryClient.invalidateQueries({ predicate: (query) => wanted.has(query.queryKey[0]) });
}

/**
 * Keeps this tab's planner data current: what another tab changed is refetched at once, and
 * everything when the tab comes back into view or the network comes back, since another device
 * may have changed anything meanwhile.
 */
export function keepPlannerDataCurrent(queryClient: QueryClient): () => void {
  const listening = openChannel();
  const onMessage = (event: MessageEvent<ChangeAnnouncement>) => refetchRoots(queryClient, event.data?.roots ?? []);
  listening?.addEventListener('message', onMessage);
  const stopFocus = focusManager.subscribe((focused) => focused && refetchRoots(queryClient, PLANNER_ROOTS));
  const stopOnline = onlineManager.subscribe((online) => online && refetchRoots(queryClient, PLANNER_ROOTS));
  return () => {
    listening?.removeEventListener('message', onMessage);
    stopFocus();
    stopOnline();
  };
}
