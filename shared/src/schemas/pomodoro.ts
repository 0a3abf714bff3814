import { z } from 'zod';
import { POMODORO_COUNT_MAX, POMODORO_COUNT_MIN } from '../domain/pomodoro-marker';
import { TIMER_SETTING_LIMITS } from '../domain/pomodoro-timer';

const minutes = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);
const moment = z.number().finite().nonnegative();

export const timerSettingsSchema = z.object({
  pomodoroMinutes: minutes(TIMER_SETTING_LIMITS.pomodoroMinutes),
  shortBreakMinutes: minutes(TIMER_SETTING_LIMITS.shortBreakMinutes),
  longBreakMinutes: minutes(TIMER_SETTING_LIMITS.longBreakMinutes),
  longBreakInterval: minutes(TIMER_SETTING_LIMITS.longBreakInterval),
  autoStartBreaks: z.boolean(),
  autoStartPomodoros: z.boolean(),
});

/** The timer as kept in local storage: anything else found there is set aside, never trusted. */
export const storedTimerStateSchema = z.object({
  settings: timerSettingsSchema,
  activeMode: z.enum(['pomodoro', 'shortBreak', 'longBreak']),
  isActive: z.boolean(),
  endsAt: moment.nullable(),
  pausedSecondsLeft: z.number().int().nonnegative(),
  currentSession: z.number().int().nonnegative(),
  totalCompleted: z.number().int().nonnegative(),
  soundEnabled: z.boolean(),
  selectedTaskId: z.number().int().positive().nullable(),
  autoStartAt: moment.nullable(),
  lastUpdated: moment,
  focusLog: z
    .object({
      date: z.string(),
      completed: z.number().int().nonnegative(),
      byTask: z.record(z.string(), z.number().int().nonnegative()),
    })
    .nullable()
    .default(null),
  /** The person's own order of today's list, once they have dragged (task ids). */
  manualOrder: z
    .object({ date: z.string(), taskIds: z.array(z.number().int().positive()) })
    .nullable()
    .default(null),
});
export type StoredTimerState = z.infer<typeof storedTimerStateSchema>;

/** `pomodoroTaskCounts`: each task's estimated focus sessions, by task id. */
export const storedTaskCountsSchema = z.record(z.string(), z.number().int().min(POMODORO_COUNT_MIN).max(POMODORO_COUNT_MAX));
