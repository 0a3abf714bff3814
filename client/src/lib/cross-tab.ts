import { QUERY_ROOTS } from './query-keys';

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

/** Calls `listener` with the roots another tab announced; answers how to stop listening. */
export function onChangeAnnounced(listener: (roots: string[]) => void): () => void {
  const listening = openChannel();
  const onMessage = (event: MessageEvent<ChangeAnnouncement>) => listener(event.data?.roots ?? []);
  listening?.addEventListener('message', onMessage);
  return () => listening?.removeEventListener('message', onMessage);
}
