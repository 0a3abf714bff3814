import { z } from 'zod';
import type { FocusLog } from '@shared/domain/pomodoro-stats';
import type { SyncMark } from '@shared/domain/pomodoro-sync';
import { initialTimerState, type TimerState } from '@shared/domain/pomodoro-timer';
import { storedTimerStateSchema } from '@shared/schemas/pomodoro';

/** Spec section 9's storage key: the timer of this browser, which all its tabs share. */
export const TIMER_STORAGE_KEY = 'pomodoroTimerState';
/** Which version of the person's timer the server holds, and which local change that is. */
export const SYNC_MARK_STORAGE_KEY = 'pomodoroTimerSync';

export interface PomodoroState {
  timer: TimerState;
  /** Focus sessions finished today. */
  focusLog: FocusLog | null;
  /** Today's list in the person's own order, once they have dragged. */
  manualOrder: { date: string; taskIds: number[] } | null;
  /** When a person last changed the shared timer in this browser (epoch ms); 0 if never. */
  changedAt: number;
  /** The end of the last period this browser counted (epoch ms). */
  recordedUntil: number;
}

export function freshState(now: number, soundEnabled = true): PomodoroState {
  return { timer: { ...initialTimerState(now), soundEnabled }, focusLog: null, manualOrder: null, changedAt: 0, recordedUntil: 0 };
}

/** The stored state from its JSON; anything unreadable is logged and answered as null. */
export function parseState(raw: string): PomodoroState | null {
  try {
    const parsed = storedTimerStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      console.warn('Ignoring a stored Pomodoro timer state that is not valid', parsed.error.issues);
      return null;
    }
    const { focusLog, manualOrder, changedAt, recordedUntil, ...timer } = parsed.data;
    return { timer, focusLog, manualOrder, changedAt, recordedUntil };
  } catch (error) {
    console.warn('Could not read the stored Pomodoro timer state', error);
    return null;
  }
}

/** Local storage may be full, disabled or hold something else: failures are logged, never fatal. */
export function loadState(now: number): PomodoroState {
  try {
    const raw = window.localStorage.getItem(TIMER_STORAGE_KEY);
    return (raw !== null && parseState(raw)) || freshState(now);
  } catch (error) {
    console.warn('Could not load the Pomodoro timer state', error);
    return freshState(now);
  }
}

export function saveState(state: PomodoroState): void {
  try {
    const { timer, ...deviceFields } = state;
    window.localStorage.setItem(TIMER_STORAGE_KEY, JSON.stringify({ ...timer, ...deviceFields }));
  } catch (error) {
    console.warn('Could not save the Pomodoro timer state', error);
  }
}

const syncMarkSchema = z.object({ userId: z.number().int(), version: z.number().int().nonnegative(), changedAt: z.number() });

export function loadSyncMark(): SyncMark | null {
  try {
    const raw = window.localStorage.getItem(SYNC_MARK_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = syncMarkSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn('Could not load the Pomodoro timer sync mark', error);
    return null;
  }
}

export function saveSyncMark(mark: SyncMark | null): void {
  try {
    if (mark === null) window.localStorage.removeItem(SYNC_MARK_STORAGE_KEY);
    else window.localStorage.setItem(SYNC_MARK_STORAGE_KEY, JSON.stringify(mark));
  } catch (error) {
    console.warn('Could not save the Pomodoro timer sync mark', error);
  }
}
