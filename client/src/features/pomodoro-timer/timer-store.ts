import { useSyncExternalStore } from 'react';
import { recordFocusSession } from '@shared/domain/pomodoro-stats';
import { mergeFocusLogs, sameSharedTimer, withDeviceFields, type SharedTimer } from '@shared/domain/pomodoro-sync';
import { reduceTimer, type PeriodCompleted, type TimerEvent, type TimerState } from '@shared/domain/pomodoro-timer';
import { toLocalDateValue } from '@shared/domain/task-due';
import { electLeader } from './tab-leader';
import { freshState, loadState, parseState, saveState, TIMER_STORAGE_KEY, type PomodoroState } from './timer-storage';

export { TIMER_STORAGE_KEY, type PomodoroState } from './timer-storage';

export interface PomodoroSnapshot extends PomodoroState {
  /** The clock the snapshot was taken at: the time left is derived from it. */
  now: number;
}

type CompletionListener = (completed: PeriodCompleted[], state: PomodoroState) => void;

/**
 * The one Pomodoro timer of the app. It wakes itself exactly when something changes: every
 * second while the tab shows the time, and otherwise only when a period ends or the next one
 * auto-starts, so a background tab hears about the end on time without ticking.
 *
 * All tabs of a browser share the state in local storage and adopt each other's writes at once
 * (the `storage` event). One tab leads (a Web Lock): only it moves the stored state on when a period
 * ends, counts the period and tells the screen (bell, notification, recording). The others show the
 * same timer brought up to the clock, and write only the person's own changes.
 */
class PomodoroStore {
  /** What this tab holds as the stored state; in a tab that doesn't lead, not moved on by the clock. */
  private state: PomodoroState;
  /** `state` brought up to the clock: what the screen shows. */
  private snapshot: PomodoroSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly completionListeners = new Set<CompletionListener>();
  private readonly changeListeners = new Set<() => void>();
  private wakeTimer: number | undefined;
  private started = false;
  private leading = false;
  /** When this page started the timer (epoch ms): periods that ended before it ended while the person was away. */
  private startedAt = 0;

  constructor() {
    const now = Date.now();
    this.state = freshState(now);
    this.snapshot = { ...this.state, now };
  }

  /** Reads local storage and catches up with the time that passed (spec: on reload an active timer subtracts the elapsed time). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.startedAt = Date.now();
    this.state = loadState(this.startedAt);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    window.addEventListener('storage', this.onStorage);
    this.tick();
    // In a task of its own: asking for the lock costs a few milliseconds, and this runs in the effects of
    // the page's first drawing. Leading decides only who rings and counts, which can wait that long.
    window.setTimeout(() =>
      electLeader(() => {
        this.leading = true;
        // Periods that ended while another tab led, or before this one took over, are counted now.
        this.tick();
      }),
    );
  }

  get isLeading(): boolean {
    return this.leading;
  }

  get openedAt(): number {
    return this.startedAt;
  }

  getSnapshot = (): PomodoroSnapshot => this.snapshot;

  /** The stored state as this tab holds it. */
  getState = (): PomodoroState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** In the leading tab: called with the periods that finished, in order, after the state has been updated. */
  onPeriodCompleted(listener: CompletionListener): () => void {
    this.completionListeners.add(listener);
    return () => this.completionListeners.delete(listener);
  }

  /** Called after a person changed the shared timer in this tab. */
  onPersonChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** A person's action (or the clock, for `tick`). */
  dispatch = (event: TimerEvent): void => {
    if (event.type === 'tick') return this.tick();
    const now = Date.now();
    const before = this.advance(this.state, now);
    const { state: timer, completed } = reduceTimer(before.timer, event, now);
    const changed = !sameSharedTimer(timer, before.timer);
    const next = { ...before, timer, changedAt: changed ? now : before.changedAt };
    this.commit(this.leading ? this.count(next, completed) : next, true);
    if (changed) for (const listener of this.changeListeners) listener();
  };

  setManualOrder(taskIds: number[]): void {
    const date = toLocalDateValue(new Date());
    this.commit({ ...this.state, manualOrder: { date, taskIds } }, true);
  }

  /** Takes the timer the server holds (another device's), keeping this device's bell; answers when that happened. */
  adoptShared(shared: SharedTimer): number {
    const now = Date.now();
    const timer = withDeviceFields(shared, this.state.timer);
    this.commit({ ...this.state, timer, changedAt: now }, true);
    this.tick();
    return now;
  }

  /** Someone else used this browser before: their timer is set aside, this device's bell kept. */
  forgetTimer(): void {
    this.commit(freshState(Date.now(), this.state.timer.soundEnabled), true);
  }

  /** Brings the timer up to the clock; the leading tab also counts what finished. */
  private tick(): void {
    const now = Date.now();
    if (!this.leading) {
      const { state: shown } = reduceTimer(this.state.timer, { type: 'tick' }, now);
      this.publish({ ...this.state, timer: shown, now });
      return;
    }
    const next = this.advance(this.state, now);
    this.commit(next, next !== this.state);
  }

  /** In the leading tab: the state moved on to `now`, with what finished counted. Unchanged if nothing did. */
  private advance(state: PomodoroState, now: number): PomodoroState {
    const { state: timer, completed } = reduceTimer(state.timer, { type: 'tick' }, now);
    if (timer === state.timer) return state;
    return this.leading ? this.count({ ...state, timer }, completed) : { ...state, timer };
  }

  /**
   * Counts the periods that finished after the last one this browser counted, and tells the listeners
   * (after the commit that follows). Several tabs may see the same end; `recordedUntil` counts it once.
   */
  private count(state: PomodoroState, completed: PeriodCompleted[]): PomodoroState {
    const fresh = completed.filter((period) => period.at > state.recordedUntil);
    if (fresh.length === 0) return state;
    let focusLog = state.focusLog;
    for (const period of fresh) {
      if (period.finished === 'pomodoro') focusLog = recordFocusSession(focusLog, toLocalDateValue(new Date(period.at)), state.timer.selectedTaskId);
    }
    const counted = { ...state, focusLog, recordedUntil: fresh.at(-1)!.at };
    this.pendingCompletions.push(...fresh);
    return counted;
  }

  private pendingCompletions: PeriodCompleted[] = [];

  private commit(next: PomodoroState, save: boolean): void {
    this.state = next;
    if (save) saveState(next);
    this.publish({ ...next, now: Date.now() });
    const completed = this.pendingCompletions;
    if (completed.length > 0) {
      this.pendingCompletions = [];
      for (const listener of this.completionListeners) listener(completed, this.state);
    }
  }

  private publish(snapshot: PomodoroSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
    this.scheduleWake();
  }

  /** Another tab wrote the state: adopt it at once. The leading tab first counts what ended by its own clock. */
  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== TIMER_STORAGE_KEY || event.newValue === null) return;
    const incoming = parseState(event.newValue);
    if (!incoming) return;
    const own = this.leading ? this.advance(this.state, Date.now()) : this.state;
    const merged = {
      ...incoming,
      focusLog: mergeFocusLogs(own.focusLog, incoming.focusLog),
      recordedUntil: Math.max(own.recordedUntil, incoming.recordedUntil),
    };
    const next = this.leading ? this.advance(merged, Date.now()) : merged;
    // Written back only when this tab adds something, so that tabs never answer each other's writes forever.
    const addsSomething = next.timer !== incoming.timer || next.focusLog !== incoming.focusLog || next.recordedUntil !== incoming.recordedUntil;
    this.commit(next, addsSomething);
    if (!this.leading) this.tick();
  };

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
    this.wakeTimer = window.setTimeout(() => this.tick(), delay);
  }

  private readonly onVisibilityChange = () => this.tick();
}

export const pomodoroStore = new PomodoroStore();
const TIMER_AT_REST: PomodoroSnapshot = { ...freshState(0), now: 0 };

/** A slice of the Pomodoro state; the component re-renders only when the slice changes. */
export function usePomodoro<T>(select: (snapshot: PomodoroSnapshot) => T): T {
  return useSyncExternalStore(
    pomodoroStore.subscribe,
    () => select(pomodoroStore.getSnapshot()),
    // A page drawn on the server, and its hydration: a timer at rest (the device's own takes over at once).
    () => select(TIMER_AT_REST),
  );
}

export type { TimerState };
