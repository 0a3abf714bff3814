// On its own so that the landing page's demo timer can show the clock without the rest of the timer's rules.

/** mm:ss */
export function formatTimerClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
