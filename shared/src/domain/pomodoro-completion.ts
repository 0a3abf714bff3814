import type { PeriodCompleted } from './pomodoro-timer';

/**
 * A period noticed longer than this after its end (a laptop asleep, a page opened later) is news, not an
 * alarm: it is told in a toast, never rung. Background tabs may wake up to a minute late, so a period
 * that ended while the page was open and is noticed within it still rings as usual.
 */
export const LATE_COMPLETION_MS = 60_000;

export interface CompletionNotice {
  /** `finished`: the usual toast for the latest period; `away`: periods ended while the person wasn't there. */
  kind: 'finished' | 'away';
  /** The latest period that finished. */
  latest: PeriodCompleted;
  /** How many of the periods were focus sessions. */
  focusSessions: number;
  /** The bell (if the person has sound on). */
  ring: boolean;
  /** A system notification (if the person allowed them). */
  notify: boolean;
}

/**
 * How the leading tab tells the person about periods it has just counted, in order. A period that ended
 * before this page opened, or is noticed late, ended while the person was away: a toast says so, and the
 * bell rings only if the page shows and the period ended within the last minute (so no old period surprises
 * anyone with a sound on load). Otherwise the period is rung out as it happens: the bell, a notification
 * when the tab is hidden, and the usual toast.
 */
export function completionNotice(
  completed: readonly PeriodCompleted[],
  { now, openedAt, visible }: { now: number; openedAt: number; visible: boolean },
): CompletionNotice | null {
  const latest = completed.at(-1);
  if (!latest) return null;
  const focusSessions = completed.filter((period) => period.finished === 'pomodoro').length;
  const recent = now - latest.at <= LATE_COMPLETION_MS;
  if (latest.at >= openedAt && recent) return { kind: 'finished', latest, focusSessions, ring: true, notify: !visible };
  return { kind: 'away', latest, focusSessions, ring: visible && recent, notify: false };
}
