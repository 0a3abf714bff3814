import { useEffect, useRef } from 'react';
import { completionNotice } from '@shared/domain/pomodoro-completion';
import { timerDocumentTitle } from '@shared/domain/pomodoro-timer';
import { useTimerTitle } from '@/lib/document-title';
import { toast } from '@/components/ui/toast-store';
import { afterQueuedReads } from '@/lib/api-client';
import { useCurrentUser } from '@/features/auth';
import { recordFinishedPeriods } from './focus-session-recorder';
import { pomodoroStore, usePomodoro } from './timer-store';
import { syncTimer } from './timer-sync';
import { awayMessage, completionMessage, LOST_CHANGE_MESSAGE } from './timer-texts';

export const BELL_SOUND_URL = '/sounds/bell.mp3';

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

/**
 * Keeps this browser's timer and the person's other devices together: on load, on return to the tab,
 * when the network returns (a timer started offline goes to the server then), after each change.
 */
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
    window.addEventListener('online', sync);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', sync);
      window.removeEventListener('online', sync);
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
    // Listening before the start, so that periods counted at once on load are told too.
    const stopListening = pomodoroStore.onPeriodCompleted((completed, state) => {
      void recordFinishedPeriods(completed, state.timer, userId.current);
      const visible = document.visibilityState === 'visible';
      const notice = completionNotice(completed, { now: Date.now(), openedAt: pomodoroStore.openedAt, visible });
      if (!notice) return;
      const message =
        notice.kind === 'away' ? awayMessage(notice.focusSessions) : completionMessage(notice.latest.finished, notice.latest.next);
      if (notice.ring && state.timer.soundEnabled) ringBell();
      if (notice.notify) notify(message.title, message.description);
      toast({ ...message, variant: 'success' });
    });
    // In a task of its own: on a page the server drew, the page is hydrated with a timer at rest, and the
    // device's own timer drawing it again belongs in a task apart from the hydration's.
    void afterQueuedReads().then(() => pomodoroStore.start());
    return stopListening;
  }, []);
  useServerTimer(user?.id);

  useTimerTitle(isActive ? title : null);

  return null;
}
