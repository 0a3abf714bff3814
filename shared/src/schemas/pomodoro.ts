import { z } from 'zod';
import { FOCUS_SUMMARY_MAX_DAYS } from '../domain/focus-summary';
import { isKnownTimeZone } from '../domain/zoned-days';
import { dateTimeSchema, optionalReferenceSchema } from './common';
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
  /** When a person last changed the shared part here (epoch ms), 0 if never: decides what is sent to the server. */
  changedAt: moment.default(0),
  /** The end of the last period this device has counted (epoch ms): its tabs count each period once. */
  recordedUntil: moment.default(0),
});
export type StoredTimerState = z.infer<typeof storedTimerStateSchema>;

/** `pomodoroTaskCounts`: each task's estimated focus sessions, by task id. */
export const storedTaskCountsSchema = z.record(z.string(), z.number().int().min(POMODORO_COUNT_MIN).max(POMODORO_COUNT_MAX));

/**
 * The part of the timer that belongs to the person and is shared by their tabs and devices
 * (`PUT /api/pomodoro/timer`). The bell (`soundEnabled`), the day's focus log, the list's manual
 * order and the bookkeeping of what was sent and counted stay with each device.
 */
export const sharedTimerStateSchema = storedTimerStateSchema.omit({
  soundEnabled: true,
  focusLog: true,
  manualOrder: true,
  changedAt: true,
  recordedUntil: true,
});
export type SharedTimerState = z.infer<typeof sharedTimerStateSchema>;

/** The stored timer: state null and version 0 until the person first changes it. */
export const storedTimerSchema = z.object({
  state: sharedTimerStateSchema.nullable(),
  version: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
});
export type StoredTimer = z.infer<typeof storedTimerSchema>;

/** A change to the timer, made on `version` (0 for the first): it applies only while that is still current. */
export const timerUpdateSchema = z.object({
  state: sharedTimerStateSchema,
  version: z.number({ error: 'version must be a whole number' }).int('version must be a whole number').nonnegative('version must be a whole number'),
});
export type TimerUpdate = z.infer<typeof timerUpdateSchema>;

/** The 409 `stale` of a timer change made on an old version (its `current` is the stored timer). */
export const STALE_TIMER_MESSAGE = 'The timer was changed on another device';

export const focusModeSchema = z.enum(['pomodoro', 'shortBreak', 'longBreak'], { error: 'mode must be pomodoro, shortBreak or longBreak' });

/** A finished timer period, as the tab that saw it end records it. */
export const focusSessionCreateSchema = z
  .object({
    startedAt: dateTimeSchema('startedAt must be a date and time'),
    endedAt: dateTimeSchema('endedAt must be a date and time'),
    mode: focusModeSchema,
    todoId: optionalReferenceSchema('Task'),
    goalId: optionalReferenceSchema('Goal'),
  })
  .refine((session) => session.endedAt > session.startedAt, { path: ['endedAt'], message: 'endedAt must be after startedAt' });
export type FocusSessionCreateInput = z.input<typeof focusSessionCreateSchema>;

export const focusSessionSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string(),
  mode: focusModeSchema,
  todoId: z.number().int().nullable(),
  goalId: z.number().int().nullable(),
});
export type FocusSession = z.infer<typeof focusSessionSchema>;

const TIME_ZONE_MESSAGE = 'tz must be a time zone name such as Europe/Berlin';

/**
 * GET /api/focus-sessions/summary?from=&to=&tz=: focus periods that ended in [from, to), counted by the
 * local day (in the IANA time zone `tz`) they started on.
 */
export const focusSummaryQuerySchema = z
  .object({
    from: dateTimeSchema('from must be a date and time'),
    to: dateTimeSchema('to must be a date and time'),
    tz: z.string({ error: TIME_ZONE_MESSAGE }).max(64, TIME_ZONE_MESSAGE).refine(isKnownTimeZone, TIME_ZONE_MESSAGE),
  })
  .refine((query) => query.to > query.from, { path: ['to'], message: 'to must be after from' })
  .refine((query) => query.to.getTime() - query.from.getTime() <= FOCUS_SUMMARY_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: `A summary covers at most ${FOCUS_SUMMARY_MAX_DAYS} days`,
  });

export const focusSummarySchema = z.object({
  /** Every local day from `from` to `to`, oldest first, with its focus minutes (0 for none). */
  days: z.array(z.object({ date: z.string(), minutes: z.number().int() })),
  /** Goals by focus minutes, most first; focus without a goal is left out. */
  goals: z.array(z.object({ id: z.number().int(), title: z.string(), minutes: z.number().int() })),
  totalMinutes: z.number().int(),
});
export type FocusSummary = z.infer<typeof focusSummarySchema>;
