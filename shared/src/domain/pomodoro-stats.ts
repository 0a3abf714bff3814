import { nextMode, periodSeconds, type TimerState } from './pomodoro-timer';

/** The timer as far as the stats need it: the period in progress comes first in the estimate. */
export type StatsTimer = Pick<
  TimerState,
  'settings' | 'activeMode' | 'isActive' | 'endsAt' | 'pausedSecondsLeft' | 'autoStartAt' | 'currentSession' | 'selectedTaskId'
>;

export interface PomodoroSessionStatsInput {
  /** Today's open tasks (due today, neither completed nor failed) with their estimated focus sessions. */
  openTasks: readonly { id: number; pomodoros: number }[];
  /** Today's focus log: every focus session finished today, and those done on each task. */
  log: FocusLog;
  timer: StatsTimer;
  /** Epoch ms. */
  now: number;
}

export interface PomodoroSessionStats {
  /** Pomo Sessions Left: the focus sessions today's open tasks still need. */
  sessionsLeft: number;
  /** Completed Pomos: the focus sessions finished today. */
  completed: number;
  /** Total Needed: completed + sessionsLeft. */
  totalNeeded: number;
  /** Est. Finish: when the sessions left would be done, working on from now; null when none are left. */
  estimatedFinish: Date | null;
  /** Total Time: the focus time of the sessions needed, in minutes. */
  totalMinutes: number;
  /** Daily Progress: completed / totalNeeded in whole percent, rounded down (100 only with nothing left). */
  progressPercent: number;
}

/**
 * The Pomodoro page's Session Stats card, one definition that cannot contradict itself:
 *
 * - Completed Pomos counts every focus session finished today, with a task or without one.
 * - Pomo Sessions Left is what today's open tasks still need: each task's estimate less the sessions done
 *   on it (never below zero: a task that ran over its estimate needs nothing more), less the sessions done
 *   without a task, which count toward whatever is left. Sessions done on a task that has since been
 *   completed, deleted or moved off today count for that task only.
 * - Total Needed is Completed + Left, so the three always add up: finishing a task on its estimate changes
 *   nothing, and finishing or deleting one early takes away only the sessions it no longer needs.
 * - Daily Progress is Completed / Total Needed, rounded down, 0 for an empty day.
 * - Est. Finish is when the sessions left are done if the person works on from now: the period in progress
 *   (running or paused, focus or break) ends first, then the focus sessions still needed follow with their
 *   breaks, a long one after every `longBreakInterval`-th session, and no break after the last. While a
 *   period runs it is counted from its end, not from now, so the estimate holds still while the person works.
 *   The focus period in progress is one of the sessions left unless it won't reduce them (its task has had
 *   all its estimate): then the sessions left come after it.
 * - Total Time is Total Needed × the focus length.
 */
export function pomodoroSessionStats({ openTasks, log, timer, now }: PomodoroSessionStatsInput): PomodoroSessionStats {
  const sessionsLeft = sessionsLeftOf(openTasks, log);
  const completed = log.completed;
  const totalNeeded = completed + sessionsLeft;
  return {
    sessionsLeft,
    completed,
    totalNeeded,
    estimatedFinish: sessionsLeft === 0 ? null : new Date(estimatedFinish(openTasks, log, timer, now)),
    totalMinutes: totalNeeded * timer.settings.pomodoroMinutes,
    progressPercent: totalNeeded === 0 ? 0 : Math.floor((completed / totalNeeded) * 100),
  };
}

/** Each open task's estimate less the sessions done on it, less the sessions done without a task. */
function sessionsLeftOf(openTasks: PomodoroSessionStatsInput['openTasks'], log: FocusLog): number {
  const onTasks = Object.values(log.byTask).reduce((sum, count) => sum + count, 0);
  const withoutTask = Math.max(0, log.completed - onTasks);
  const byEstimates = openTasks.reduce((sum, task) => sum + Math.max(0, task.pomodoros - (log.byTask[task.id] ?? 0)), 0);
  return Math.max(0, byEstimates - withoutTask);
}

/** Epoch ms when the sessions left are done: the period in progress first, then the rest with their breaks. */
function estimatedFinish(openTasks: PomodoroSessionStatsInput['openTasks'], log: FocusLog, timer: StatsTimer, now: number): number {
  const length = (mode: TimerState['activeMode']) => periodSeconds(mode, timer.settings) * 1000;
  // A running period ends when it ends; a stopped one once its time left has run from now (or its auto-start).
  let at =
    timer.isActive && timer.endsAt !== null
      ? Math.max(now, timer.endsAt)
      : Math.max(now, timer.autoStartAt ?? now) + timer.pausedSecondsLeft * 1000;
  const inFocus = timer.activeMode === 'pomodoro';
  // A focus period in progress is counted when it ends, for the selected task: what is left after that follows it.
  const sessionsToPlan = sessionsLeftOf(openTasks, inFocus ? recordFocusSession(log, log.date, timer.selectedTaskId) : log);
  let finished = inFocus ? timer.currentSession + 1 : timer.currentSession;
  // A break follows every focus session; a break in progress is that break already.
  let breakDue = inFocus;
  for (let session = 0; session < sessionsToPlan; session++) {
    if (breakDue) at += length(nextMode('pomodoro', finished, timer.settings));
    at += length('pomodoro');
    finished += 1;
    breakDue = true;
  }
  return at;
}

/** 95 → '1h 35m', 40 → '40m', 120 → '2h'. */
export function formatMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** The focus sessions finished on one local day, in all and per task. */
export interface FocusLog {
  /** yyyy-MM-dd */
  date: string;
  completed: number;
  byTask: Record<string, number>;
}

/** The log of `date`: the stored one if it is that day's, else an empty one (a new day starts at zero). */
export function focusLogFor(log: FocusLog | null | undefined, date: string): FocusLog {
  return log && log.date === date ? log : { date, completed: 0, byTask: {} };
}

/** Counts one finished focus session on `date`, for `taskId` when a task was selected. */
export function recordFocusSession(log: FocusLog | null | undefined, date: string, taskId: number | null): FocusLog {
  const today = focusLogFor(log, date);
  const byTask = taskId === null ? today.byTask : { ...today.byTask, [taskId]: (today.byTask[taskId] ?? 0) + 1 };
  return { date, completed: today.completed + 1, byTask };
}
