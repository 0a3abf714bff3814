/** The Web Lock the leading tab holds until it closes; the browser hands it to the next tab in line. */
export const LEADER_LOCK = 'stepwise-pomodoro-leader';

/**
 * Calls `onLeading` once this tab leads: it alone rings, notifies and counts finished periods. Every
 * tab asks for the lock and waits in line; without Web Locks every tab leads (the bell may ring twice,
 * the counts still agree: periods are counted once per browser and recorded once on the server).
 */
export function electLeader(onLeading: () => void): void {
  if (!navigator.locks) {
    onLeading();
    return;
  }
  navigator.locks
    .request(LEADER_LOCK, () => {
      onLeading();
      // Held for the life of the tab.
      return new Promise<never>(() => {});
    })
    .catch((error: unknown) => {
      console.warn('Could not take part in choosing the leading tab; this tab leads', error);
      onLeading();
    });
}

/** Runs `task` while no other tab of this browser runs one under `name` (Web Locks; within this tab otherwise). */
export function withBrowserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (navigator.locks) return navigator.locks.request(name, task);
  const queued = (tabQueues.get(name) ?? Promise.resolve()).then(task, task);
  tabQueues.set(
    name,
    queued.then(
      () => undefined,
      () => undefined,
    ),
  );
  return queued;
}
const tabQueues = new Map<string, Promise<void>>();
