import { useEffect, useState } from 'react';

/** setTimeout can't wait longer than about 24.8 days. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether a moment has passed, turning true right when it does. Each caller waits only for its
 * own moment, so a page of a thousand deadlines doesn't re-render on a shared clock.
 */
export function useHasPassed(isoTime: string): boolean {
  const time = Date.parse(isoTime);
  const [passed, setPassed] = useState(() => time <= Date.now());
  useEffect(() => {
    const wait = time - Date.now();
    if (wait <= 0) {
      setPassed(true);
      return;
    }
    setPassed(false);
    if (wait > MAX_TIMEOUT_MS) return;
    const timer = window.setTimeout(() => setPassed(true), wait + 50);
    return () => window.clearTimeout(timer);
  }, [time]);
  return passed;
}
