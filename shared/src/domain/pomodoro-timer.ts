/**
 * The Pomodoro timer as a pure state machine: (state, event, now) → state. It never counts
 * ticks: a running period stores when it ends, and the time left is derived from the clock,
 * so the timer is exact in a throttled background tab, after sleep and across reloads.
 */
import { formatTimerClock } from './timer-clock';

export { formatTimerClock };

export type TimerMode = 'pomodoro' | 'shortBreak' | 'longBreak';

export interface TimerSettings {
  pomodoroMinutes: number;
  shortBreakMinutes: number;
  longBreakMinutes: number;
  /** A long break follows every this-many focus sessions. */
  longBreakInterval: number;
  autoStartBreaks: boolean;
  autoStartPomodoros: boolean;
}

/** Spec section 9. */
export const DEFAULT_TIMER_SETTINGS: TimerSettings = {
  pomodoroMinutes: 25,
  shortBreakMinutes: 5,
  longBreakMinutes: 15,
  longBreakInterval: 4,
  autoStartBreaks: false,
  autoStartPomodoros: false,
};

/** Spec section 5: slider ranges, step 1. */
export const TIMER_SETTING_LIMITS = {
  pomodoroMinutes: { min: 1, max: 60 },
  shortBreakMinutes: { min: 1, max: 30 },
  longBreakMinutes: { min: 1, max: 30 },
  longBreakInterval: { min: 1, max: 8 },
} as const;

/** A finished period's next one starts this long after it, when auto-start is on. */
export const AUTO_START_DELAY_MS = 500;

export interface TimerState {
  settings: TimerSettings;
  activeMode: TimerMode;
  isActive: boolean;
  /** While active: when the period ends (epoch ms). */
  endsAt: number | null;
  /** While paused: the seconds left. */
  pausedSecondsLeft: number;
  /** Focus sessions finished since the last long break began counting (decides the long break). */
  currentSession: number;
  totalCompleted: number;
  soundEnabled: boolean;
  selectedTaskId: number | null;
  /** A period finished and the next starts at this moment (auto-start), else null. */
  autoStartAt: number | null;
  /** The last time the state changed (epoch ms). */
  lastUpdated: number;
}

export type TimerEvent =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'reset' }
  | { type: 'changeMode'; mode: TimerMode }
  /** Skip to Break in focus, Skip to Focus in a break: no session is counted. */
  | { type: 'skip' }
  /** The clock moved: finishes periods that have ended and starts auto-started ones. */
  | { type: 'tick' }
  | { type: 'updateSettings'; settings: TimerSettings }
  | { type: 'setSound'; enabled: boolean }
  /** Start Timer on a task: select it, switch to focus and start. */
  | { type: 'startTask'; taskId: number }
  | { type: 'selectTask'; taskId: number | null }
  /** Undo: back to an earlier state of the timer (a running period keeps its end); the bell stays as it is. */
  | { type: 'restore'; state: TimerState };

/** Something the screen should do because of a transition (play the bell, notify, toast). */
export interface PeriodCompleted {
  finished: TimerMode;
  next: TimerMode;
  /** When it finished (epoch ms), exact even if noticed late. */
  at: number;
}

export function periodSeconds(mode: TimerMode, settings: TimerSettings): number {
  const minutes =
    mode === 'pomodoro' ? settings.pomodoroMinutes : mode === 'shortBreak' ? settings.shortBreakMinutes : settings.longBreakMinutes;
  return minutes * 60;
}

export function initialTimerState(now: number, settings: TimerSettings = DEFAULT_TIMER_SETTINGS): TimerState {
  return {
    settings,
    activeMode: 'pomodoro',
    isActive: false,
    endsAt: null,
    pausedSecondsLeft: periodSeconds('pomodoro', settings),
    currentSession: 0,
    totalCompleted: 0,
    soundEnabled: true,
    selectedTaskId: null,
    autoStartAt: null,
    lastUpdated: now,
  };
}

/** Seconds left in the current period at `now`, never below zero. */
export function secondsLeft(state: TimerState, now: number): number {
  if (!state.isActive || state.endsAt === null) return state.pausedSecondsLeft;
  return Math.max(0, Math.ceil((state.endsAt - now) / 1000));
}

/** The mode after `mode` finishes, given the sessions finished so far (after counting this one). */
export function nextMode(mode: TimerMode, sessionsFinished: number, settings: TimerSettings): TimerMode {
  if (mode !== 'pomodoro') return 'pomodoro';
  return sessionsFinished % settings.longBreakInterval === 0 ? 'longBreak' : 'shortBreak';
}

function paused(state: TimerState, mode: TimerMode, now: number): TimerState {
  return {
    ...state,
    activeMode: mode,
    isActive: false,
    endsAt: null,
    autoStartAt: null,
    pausedSecondsLeft: periodSeconds(mode, state.settings),
    lastUpdated: now,
  };
}

function running(state: TimerState, from: number, seconds: number, now: number): TimerState {
  return { ...state, isActive: true, endsAt: from + seconds * 1000, autoStartAt: null, lastUpdated: now };
}

/** The most periods a single tick will catch up on (a laptop asleep for days with auto-start on). */
const MAX_CATCH_UP_PERIODS = 200;

/** Finishes every period that ended by `now`, in order, starting auto-started ones from their exact start. */
function catchUp(state: TimerState, now: number): { state: TimerState; completed: PeriodCompleted[] } {
  const completed: PeriodCompleted[] = [];
  let current = state;
  for (let step = 0; step < MAX_CATCH_UP_PERIODS; step++) {
    if (current.autoStartAt !== null && current.autoStartAt <= now) {
      current = running(current, current.autoStartAt, periodSeconds(current.activeMode, current.settings), now);
      continue;
    }
    if (!current.isActive || current.endsAt === null || current.endsAt > now) break;
    const finishedAt = current.endsAt;
    const finished = current.activeMode;
    const sessions = finished === 'pomodoro' ? current.currentSession + 1 : current.currentSession;
    const next = nextMode(finished, sessions, current.settings);
    current = {
      ...paused(current, next, now),
      currentSession: sessions,
      totalCompleted: finished === 'pomodoro' ? current.totalCompleted + 1 : current.totalCompleted,
    };
    const autoStart = next === 'pomodoro' ? current.settings.autoStartPomodoros : current.settings.autoStartBreaks;
    if (autoStart) current = { ...current, autoStartAt: finishedAt + AUTO_START_DELAY_MS };
    completed.push({ finished, next, at: finishedAt });
  }
  return { state: current, completed };
}

/** Applies an event at `now`; also reports the periods that finished on the way. */
export function reduceTimer(state: TimerState, event: TimerEvent, now: number): { state: TimerState; completed: PeriodCompleted[] } {
  // Whatever happens, first bring the timer up to date with the clock.
  const { state: current, completed } = catchUp(state, now);
  const done = (next: TimerState) => ({ state: next, completed });

  switch (event.type) {
    case 'tick':
      return done(current);
    case 'start':
      if (current.isActive) return done(current);
      return done(running(current, now, current.pausedSecondsLeft, now));
    case 'pause':
      if (!current.isActive) return done({ ...current, autoStartAt: null, lastUpdated: now });
      return done({ ...current, isActive: false, endsAt: null, pausedSecondsLeft: secondsLeft(current, now), lastUpdated: now });
    case 'reset':
      return done(paused(current, current.activeMode, now));
    case 'changeMode':
      return done(paused(current, event.mode, now));
    case 'skip': {
      const next = current.activeMode === 'pomodoro' ? nextMode('pomodoro', current.currentSession + 1, current.settings) : 'pomodoro';
      const skipped = paused(current, next, now);
      return done(current.isActive ? running(skipped, now, skipped.pausedSecondsLeft, now) : skipped);
    }
    case 'updateSettings': {
      const withSettings = { ...current, settings: event.settings, lastUpdated: now };
      // Spec: changing settings while stopped resets the time; a running period keeps its end. A stopped
      // period keeps its time left too unless its own length changed (saving the auto-starts, say).
      const lengthChanged = periodSeconds(current.activeMode, event.settings) !== periodSeconds(current.activeMode, current.settings);
      return done(current.isActive || !lengthChanged ? withSettings : paused(withSettings, current.activeMode, now));
    }
    case 'setSound':
      return done({ ...current, soundEnabled: event.enabled, lastUpdated: now });
    case 'selectTask':
      return done({ ...current, selectedTaskId: event.taskId, lastUpdated: now });
    case 'startTask': {
      const focus = current.activeMode === 'pomodoro' ? current : paused(current, 'pomodoro', now);
      const selected = { ...focus, selectedTaskId: event.taskId };
      return done(selected.isActive ? selected : running(selected, now, selected.pausedSecondsLeft, now));
    }
    case 'restore': {
      // A restored running period may have ended meanwhile: it finishes as any other would.
      const restored = catchUp({ ...event.state, soundEnabled: current.soundEnabled, lastUpdated: now }, now);
      return { state: restored.state, completed: [...completed, ...restored.completed] };
    }
  }
}


/** Spec section 4: the page title while the timer runs, and when it doesn't. */
export function timerDocumentTitle(state: TimerState, now: number): string {
  if (!state.isActive) return 'Pomodoro Timer';
  return state.activeMode === 'pomodoro' ? `(${formatTimerClock(secondsLeft(state, now))}) Focus` : 'Break - Pomodoro';
}

/**
 * Running, about to auto-start, or paused part-way: what the mini timer shows on other pages.
 * A timer paused at the full length of its period is idle.
 */
export function isTimerSessionInProgress(state: TimerState): boolean {
  return state.isActive || state.autoStartAt !== null || state.pausedSecondsLeft < periodSeconds(state.activeMode, state.settings);
}

/** A focus period running, or paused part-way: switching away from it or resetting it throws work away. */
export function isFocusPartWay(state: TimerState): boolean {
  if (state.activeMode !== 'pomodoro') return false;
  return state.isActive || state.pausedSecondsLeft < periodSeconds('pomodoro', state.settings);
}
