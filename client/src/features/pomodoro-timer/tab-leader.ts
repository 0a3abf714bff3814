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
