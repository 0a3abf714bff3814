import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';

export const DEMO_POMODORO_SECONDS = 25 * 60;

/**
 * The landing page's 25-minute timer. Time left is derived from when the period ends, so a
 * throttled background tab still finishes on time, and each tick is timed to the second it shows
 * (counted from that end), so that a timer whose effect began late still changes on the second.
 */
export function useDemoPomodoro() {
  const [secondsLeft, setSecondsLeft] = useState(DEMO_POMODORO_SECONDS);
  const [running, setRunning] = useState(false);
  const endsAt = useRef(0);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      setRunning(false);
      setSecondsLeft(DEMO_POMODORO_SECONDS);
      toast({ title: 'Pomodoro completed!', description: 'Time for a break. Sign up to track your progress!' });
    };
    let timeout = 0;
    const tickOnTheSecond = () => {
      const untilNextSecond = (endsAt.current - Date.now()) % 1000 || 1000;
      timeout = window.setTimeout(() => {
        tick();
        tickOnTheSecond();
      }, untilNextSecond);
    };
    tickOnTheSecond();
    return () => window.clearTimeout(timeout);
  }, [running]);

  const start = useCallback(() => {
    if (running) return;
    endsAt.current = Date.now() + secondsLeft * 1000;
    setRunning(true);
  }, [running, secondsLeft]);

  const pause = useCallback(() => setRunning(false), []);

  const reset = useCallback(() => {
    setRunning(false);
    setSecondsLeft(DEMO_POMODORO_SECONDS);
  }, []);

  return { secondsLeft, running, start, pause, reset };
}
