import { nextMode, periodSeconds, type TimerSettings } from './pomodoro-timer';

export interface PomodoroSessionStatsInput {
  /** The estimated focus sessions of each task on today's list. */
  taskCounts: readonly { id: number; pomodoros: number }[];
  /** Focus sessions finished today, in all. */
  completedToday: number;
  /** Focus sessions finished today per task id (for tasks still on the list). */
  completedByTask: Readonly<Record<number, number>>;
  settings: TimerSettings;
  /** Focus sessions counted towards the next long break so far. */
  currentSession: number;
  now: Date;
}

export interface PomodoroSessionStats {
  /** Focus sessions today's open tasks still need. */
  sessionsLeft: number;
  completed: number;
  /** Sessions the whole of today's list needs by its estimates. */
  totalNeeded: number;
  /** When the sessions left would be done, working from now with the usual breaks; null when none are left. */
  estimatedFinish: Date | null;
  /** Focus time of the sessions needed, in minutes. */
  totalMinutes: number;
  /** completed / totalNeeded, in percent, capped at 100. */
  progressPercent: number;
}

/** The Pomodoro page's Session Stats card. */
export function pomodoroSessionStats(input: PomodoroSessionStatsInput): PomodoroSessionStats {
  const { taskCounts, completedToday, completedByTask, settings, now } = input;
  const totalNeeded = taskCounts.reduce((sum, task) => sum + task.pomodoros, 0);
  const sessionsLeft = taskCounts.reduce((sum, task) => sum + Math.max(0, task.pomodoros - (completedByTask[task.id] ?? 0)), 0);

  let seconds = 0;
  for (let session = 1; session <= sessionsLeft; session++) {
    seconds += periodSeconds('pomodoro', settings);
    if (session < sessionsLeft) seconds += periodSeconds(nextMode('pomodoro', input.currentSession + session, settings), settings);
  }
  const progressPercent =
    totalNeeded === 0 ? (completedToday > 0 ? 100 : 0) : Math.min(100, Math.round((completedToday / totalNeeded) * 100));

  return {
    sessionsLeft,
    completed: completedToday,
    totalNeeded,
    estimatedFinish: sessionsLeft === 0 ? null : new Date(now.getTime() + seconds * 1000),
    totalMinutes: totalNeeded * settings.pomodoroMinutes,
    progressPercent,
  };
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
