import { useSyncExternalStore } from 'react';
import { recordFocusSession, type FocusLog } from '@shared/domain/pomodoro-stats';
import { initialTimerState, reduceTimer, type PeriodCompleted, type TimerEvent, type TimerState } from '@shared/domain/pomodoro-timer';
import { toLocalDateValue } from '@shared/domain/task-due';
import { storedTimerStateSchema } from '@shared/schemas/pomodoro';

/** Spec section 9's storage key. */
export const TIMER_STORAGE_KEY = 'pomodoroTimerState';

export interface PomodoroState {
  timer: TimerState;
  /** Focus sessions finished today. */
  focusLog: FocusLog | null;
  /** Today's list in the person's own order, once they have dragged. */
  manualOrder: { date: string; taskIds: number[] } | null;
}

export interface PomodoroSnapshot extends PomodoroState {
  /** The clock the snapshot was taken at: the time left is derived from it. */
  now: number;
}

type CompletionListener = (completed: PeriodCompleted[], state: PomodoroState) => void;

function freshState(now: number): PomodoroState {
  return { timer: initialTimerState(now), focusLog: null, manualOrder: null };
}

/** Local storage may be full, disabled or hold something else: failures are logged, never fatal. */
function loadState(now: number): PomodoroState {
  try {
    const raw = window.localStorage.getItem(TIMER_STORAGE_KEY);
    if (raw === null) return freshState(now);
    const parsed = storedTimerStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      console.warn('Ignoring a stored Pomodoro timer state that is not valid', parsed.error.issues);
      return freshState(now);
    }
    const { focusLog, manualOrder, ...timer } = parsed.data;
    return { timer, focusLog, manualOrder };
  } catch (error) {
    console.warn('Could not load the Pomodoro timer state', error);
    return freshState(now);
  }
}

function saveState(state: PomodoroState): void {
  try {
    window.localStorage.setItem(
      TIMER_STORAGE_KEY,
      JSON.stringify({ ...state.timer, focusLog: state.focusLog, manualOrder: state.manualOrder }),
    );
  } catch (error) {
    console.warn('Could not save the Pomodoro timer state', error);
  }
}

/**
 * The one Pomodoro timer of the app. It wakes itself exactly when something changes: every
 * second while the tab shows the time, and otherwise only when a period ends or the next one
 * auto-starts, so a background tab hears about the end on time without ticking.
 */
class PomodoroStore {
  private snapshot: PomodoroSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly completionListeners = new Set<CompletionListener>();
  private wakeTimer: number | undefined;
  private started = false;

  constructor() {
    const now = Date.now();
    this.snapshot = { ...freshState(now), now };
  }

  /** Reads local storage and catches up with the time that passed (spec: on reload an active timer subtracts the elapsed time). */
  start(): void {
    if (this.started) return;
    this.started = true;
    const now = Date.now();
    this.snapshot = { ...loadState(now), now };
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    this.dispatch({ type: 'tick' });
  }

  getSnapshot = (): PomodoroSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called with the periods that finished, in order, after the state has been updated. */
  onPeriodCompleted(listener: CompletionListener): () => void {
    this.completionListeners.add(listener);
    return () => this.completionListeners.delete(listener);
  }

  dispatch = (event: TimerEvent): void => {
    const now = Date.now();
    const previous = this.snapshot;
    const { state: timer, completed } = reduceTimer(previous.timer, event, now);
    let focusLog = previous.focusLog;
    for (const period of completed) {
      if (period.finished === 'pomodoro') {
        focusLog = recordFocusSession(focusLog, toLocalDateValue(new Date(period.at)), timer.selectedTaskId);
      }
    }
    this.commit({ ...previous, timer, focusLog, now }, timer !== previous.timer);
    if (completed.length > 0) {
      for (const listener of this.completionListeners) listener(completed, this.snapshot);
    }
  };

  setManualOrder(taskIds: number[]): void {
    const date = toLocalDateValue(new Date());
    this.commit({ ...this.snapshot, manualOrder: { date, taskIds }, now: Date.now() }, true);
  }

  private commit(next: PomodoroSnapshot, changed: boolean): void {
    this.snapshot = next;
    if (changed) saveState(next);
    for (const listener of this.listeners) listener();
    this.scheduleWake();
  }

  private scheduleWake(): void {
    window.clearTimeout(this.wakeTimer);
    const { timer } = this.snapshot;
    const now = Date.now();
    const moments: number[] = [];
    if (timer.autoStartAt !== null) moments.push(timer.autoStartAt);
    if (timer.isActive && timer.endsAt !== null) {
      moments.push(timer.endsAt);
      // While visible, also wake when the shown second changes.
      if (document.visibilityState === 'visible') moments.push(now + ((timer.endsAt - now) % 1000 || 1000));
    }
    if (moments.length === 0) return;
    const delay = Math.max(0, Math.min(...moments) - now);
    this.wakeTimer = window.setTimeout(() => this.dispatch({ type: 'tick' }), delay);
  }

  private readonly onVisibilityChange = () => this.dispatch({ type: 'tick' });
}

export const pomodoroStore = new PomodoroStore();

/** A slice of the Pomodoro state; the component re-renders only when the slice changes. */
export function usePomodoro<T>(select: (snapshot: PomodoroSnapshot) => T): T {
  return useSyncExternalStore(pomodoroStore.subscribe, () => select(pomodoroStore.getSnapshot()));
}
