/**
 * When reminders show (decision 25). A task with a planned time reminds some minutes before it on its
 * day; a goal reminds some days before its deadline, in the morning. Days and times are read in the
 * person's time zone, so the moment is an instant every device agrees on.
 */
import { occurrenceDueInstant } from './recurrence';
import { addDaysToKey, zonedDateKey } from './zoned-days';

/** The task form's choices, in minutes before the planned time. */
export const TASK_REMINDER_PRESETS = [0, 5, 10, 30, 60] as const;
/** A custom time falls on the task's own day: at most a day less a minute from the planned time. */
export const TASK_REMINDER_MINUTES_LIMIT = 1439;
/** The goal form's limit, in days before the deadline. */
export const GOAL_REMINDER_DAYS_MAX = 365;
/** A goal's reminder shows at this time of its day. */
export const GOAL_REMINDER_TIME = '09:00';
/** A reminder whose moment passed while no tab was open still shows within this long after it. */
export const MISSED_REMINDER_GRACE_MS = 60 * 60_000;
export const SNOOZE_MINUTES = 10;

export type ReminderKind = 'task' | 'goal';

/** What a device needs to know of a reminder to tell when it shows. */
export interface ReminderState {
  kind: ReminderKind;
  id: number;
  /** The moment it is set for. */
  moment: Date;
  /** The moment one device already showed (its own or a snooze's), if any. */
  shownFor: Date | null;
  snoozedUntil: Date | null;
}

/** The moment a task reminds: its day at its planned time, less the minutes before; null without both. */
export function taskReminderMoment(
  task: { dueDate: string; plannedTime: string | null; reminderMinutesBefore: number | null },
  timeZone: string,
): Date | null {
  if (task.plannedTime === null || task.reminderMinutesBefore === null) return null;
  const day = zonedDateKey(new Date(task.dueDate), timeZone);
  return new Date(occurrenceDueInstant(day, task.plannedTime, timeZone).getTime() - task.reminderMinutesBefore * 60_000);
}

/** The moment a goal reminds: the morning `reminderDaysBefore` days before its deadline's day. */
export function goalReminderMoment(goal: { deadline: string; reminderDaysBefore: number | null }, timeZone: string): Date | null {
  if (goal.reminderDaysBefore === null) return null;
  const day = addDaysToKey(zonedDateKey(new Date(goal.deadline), timeZone), -goal.reminderDaysBefore);
  return occurrenceDueInstant(day, GOAL_REMINDER_TIME, timeZone);
}

/** When a reminder shows next: at a snooze set after its moment, else at its moment. */
export function nextShowing(reminder: Pick<ReminderState, 'moment' | 'snoozedUntil'>): Date {
  const { moment, snoozedUntil } = reminder;
  return snoozedUntil !== null && snoozedUntil > moment ? snoozedUntil : moment;
}

/**
 * Whether a reminder shows now: its next showing has come, not so long ago that it went stale, and no
 * device has shown that very showing yet.
 */
export function isReminderDue(reminder: ReminderState, now: Date): boolean {
  const showing = nextShowing(reminder).getTime();
  const late = now.getTime() - showing;
  return late >= 0 && late <= MISSED_REMINDER_GRACE_MS && reminder.shownFor?.getTime() !== showing;
}

/** The next instant after `now` at which one of the reminders comes due; null when none will. */
export function nextReminderWakeUp(reminders: readonly ReminderState[], now: Date): Date | null {
  let next: number | null = null;
  for (const reminder of reminders) {
    const showing = nextShowing(reminder).getTime();
    if (showing > now.getTime() && reminder.shownFor?.getTime() !== showing && (next === null || showing < next)) next = showing;
  }
  return next === null ? null : new Date(next);
}

/** The minutes before `plannedTime` that a custom reminder time on the same day stands for. */
export function minutesBeforeForTime(plannedTime: string, reminderTime: string): number {
  return minutesOfDay(plannedTime) - minutesOfDay(reminderTime);
}

/** The time of day a reminder `minutesBefore` the planned time shows at (wrapping round midnight). */
export function reminderTimeOf(plannedTime: string, minutesBefore: number): string {
  const minutes = (((minutesOfDay(plannedTime) - minutesBefore) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** How a task's reminder reads: 'At the planned time', '10 minutes before', '1 hour before', 'At 08:15'. */
export function taskReminderLabel(minutesBefore: number, plannedTime: string | null): string {
  if (minutesBefore === 0) return 'At the planned time';
  if (minutesBefore === 60) return '1 hour before';
  if ((TASK_REMINDER_PRESETS as readonly number[]).includes(minutesBefore)) return `${minutesBefore} minutes before`;
  if (plannedTime === null) return minutesBefore > 0 ? `${minutesBefore} minutes before` : `${-minutesBefore} minutes after`;
  return `At ${reminderTimeOf(plannedTime, minutesBefore)}`;
}

/** How a goal's reminder reads: 'On the deadline day', '1 day before the deadline', '3 days before the deadline'. */
export function goalReminderLabel(daysBefore: number): string {
  if (daysBefore === 0) return 'On the deadline day';
  return `${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before the deadline`;
}

function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The task form's Reminder choice: none, one of the presets (as text), or a custom time of day. */
export const TASK_REMINDER_CHOICES = ['none', ...TASK_REMINDER_PRESETS.map(String), 'custom'] as const;
export type TaskReminderChoice = (typeof TASK_REMINDER_CHOICES)[number];

/** How the form shows a task's reminder: a preset when it is one, else the custom time it stands for. */
export function taskReminderFormValues(
  minutesBefore: number | null,
  plannedTime: string | null,
): { reminder: TaskReminderChoice; reminderTime: string } {
  if (minutesBefore === null) return { reminder: 'none', reminderTime: '' };
  if ((TASK_REMINDER_PRESETS as readonly number[]).includes(minutesBefore)) return { reminder: String(minutesBefore) as TaskReminderChoice, reminderTime: '' };
  return { reminder: 'custom', reminderTime: plannedTime === null ? '' : reminderTimeOf(plannedTime, minutesBefore) };
}

/**
 * The minutes before that the form's choice stands for, given the (already read) planned time and
 * custom time; null for none. The form's checks make sure both times are there when needed.
 */
export function taskReminderMinutesOf(choice: TaskReminderChoice, plannedTime: string, reminderTime: string): number | null {
  if (choice === 'none' || plannedTime === '') return null;
  if (choice === 'custom') return reminderTime === '' ? null : minutesBeforeForTime(plannedTime, reminderTime);
  return Number(choice);
}
