import { useEffect, useRef } from 'react';
import { timerDocumentTitle } from '@shared/domain/pomodoro-timer';
import { useTimerTitle } from '@/app/document-title';
import { toast } from '@/components/ui/toast-store';
import { useCurrentUser } from '@/features/auth/api/session';
import { recordFinishedPeriods } from './focus-session-recorder';
import { pomodoroStore, usePomodoro } from './timer-store';
import { syncTimer } from './timer-sync';
import { completionMessage, LOST_CHANGE_MESSAGE } from './timer-texts';

export const BELL_SOUND_URL = '/sounds/bell.mp3';
/** A period that ended longer ago than this (a tab asleep for hours) is counted, but not rung or notified. */
const STALE_COMPLETION_MS = 60_000;

function ringBell(): void {
  const bell = new Audio(BELL_SOUND_URL);
  // Browsers refuse sound before the person has interacted with the page; that is not an error.
  bell.play().catch((error: unknown) => console.warn('Could not play the timer bell', error));
}

function notify(title: string, body: string): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'stepwise-pomodoro' });
  } catch (error) {
    console.warn('Could not show a notification', error);
  }
}

/** Keeps this browser's timer and the person's other devices together: on load, on return to the tab, after each change. */
function useServerTimer(userId: number | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    const sync = () => {
      syncTimer(userId)
        .then((lost) => lost && toast(LOST_CHANGE_MESSAGE))
        .catch((error: unknown) => console.warn('Could not sync the Pomodoro timer', error));
    };
    const onVisible = () => document.visibilityState === 'visible' && sync();
    sync();
    const stopListening = pomodoroStore.onPersonChange(sync);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', sync);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', sync);
    };
  }, [userId]);
}

/**
 * Runs the timer for every signed-in page: brings it up to date, shows the time in the tab's title while
 * it runs, keeps it in step with the person's other devices, and, in the leading tab only, rings,
 * notifies and records each period that ends.
 */
export function PomodoroEffects() {
  const { data: user } = useCurrentUser();
  const title = usePomodoro((snapshot) => timerDocumentTitle(snapshot.timer, snapshot.now));
  const isActive = usePomodoro((snapshot) => snapshot.timer.isActive);
  const userId = useRef<number | undefined>(undefined);
  useEffect(() => {
    userId.current = user?.id;
  }, [user?.id]);

  useEffect(() => {
    pomodoroStore.start();
    return pomodoroStore.onPeriodCompleted((completed, state) => {
      void recordFinishedPeriods(completed, state.timer, userId.current);
      const latest = completed.at(-1);
      if (!latest || Date.now() - latest.at > STALE_COMPLETION_MS) return;
      const message = completionMessage(latest.finished, latest.next);
      if (state.timer.soundEnabled) ringBell();
      if (document.visibilityState === 'hidden') notify(message.title, message.description);
      toast({ ...message, variant: 'success' });
    });
  }, []);
  useServerTimer(user?.id);

  useTimerTitle(isActive ? title : null);

  return null;
}
