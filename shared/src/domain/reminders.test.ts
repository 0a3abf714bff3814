import { describe, expect, it } from 'vitest';
import {
  goalReminderLabel,
  goalReminderMoment,
  isReminderDue,
  MISSED_REMINDER_GRACE_MS,
  minutesBeforeForTime,
  nextReminderWakeUp,
  nextShowing,
  reminderTimeOf,
  TASK_REMINDER_CHOICES,
  taskReminderFormValues,
  taskReminderLabel,
  taskReminderMinutesOf,
  taskReminderMoment,
  type ReminderState,
} from './reminders';

const at = (iso: string) => new Date(iso);
const reminder = (moment: string, extra: Partial<ReminderState> = {}): ReminderState => ({
  kind: 'task',
  id: 1,
  moment: at(moment),
  shownFor: null,
  snoozedUntil: null,
  ...extra,
});

describe('taskReminderMoment', () => {
  const task = { dueDate: '2026-11-25T17:00:00.000Z', plannedTime: '09:30', reminderMinutesBefore: 10 };

  it('is the planned time on the task’s day in the zone, less the minutes before', () => {
    expect(taskReminderMoment(task, 'America/New_York')).toEqual(at('2026-11-25T14:20:00.000Z'));
    expect(taskReminderMoment({ ...task, reminderMinutesBefore: 0 }, 'Europe/Berlin')).toEqual(at('2026-11-25T08:30:00.000Z'));
  });

  it('reads the day in the zone, not in UTC', () => {
    // 23:30 UTC on the 25th is already the 26th in Auckland.
    const late = { ...task, dueDate: '2026-11-25T23:30:00.000Z' };
    expect(taskReminderMoment(late, 'Pacific/Auckland')).toEqual(at('2026-11-25T20:20:00.000Z'));
  });

  it('follows the clocks across a change of daylight saving time', () => {
    const before = { dueDate: '2026-03-07T17:00:00.000Z', plannedTime: '09:00', reminderMinutesBefore: 0 };
    const after = { ...before, dueDate: '2026-03-09T16:00:00.000Z' };
    expect(taskReminderMoment(before, 'America/New_York')).toEqual(at('2026-03-07T14:00:00.000Z'));
    expect(taskReminderMoment(after, 'America/New_York')).toEqual(at('2026-03-09T13:00:00.000Z'));
  });

  it('allows a custom time after the planned time (negative minutes)', () => {
    expect(taskReminderMoment({ ...task, reminderMinutesBefore: -30 }, 'UTC')).toEqual(at('2026-11-25T10:00:00.000Z'));
  });

  it('is null without a planned time or without a reminder', () => {
    expect(taskReminderMoment({ ...task, plannedTime: null }, 'UTC')).toBeNull();
    expect(taskReminderMoment({ ...task, reminderMinutesBefore: null }, 'UTC')).toBeNull();
  });
});

describe('goalReminderMoment', () => {
  it('is 09:00 of the day that many days before the deadline’s day', () => {
    const goal = { deadline: '2026-12-31T22:59:00.000Z', reminderDaysBefore: 3 };
    expect(goalReminderMoment(goal, 'Europe/Berlin')).toEqual(at('2026-12-28T08:00:00.000Z'));
    expect(goalReminderMoment({ ...goal, reminderDaysBefore: 0 }, 'Europe/Berlin')).toEqual(at('2026-12-31T08:00:00.000Z'));
  });

  it('is null without a reminder', () => {
    expect(goalReminderMoment({ deadline: '2026-12-31T12:00:00.000Z', reminderDaysBefore: null }, 'UTC')).toBeNull();
  });
});

describe('nextShowing and isReminderDue', () => {
  const now = at('2026-11-25T10:00:00.000Z');

  it('shows at its moment, once', () => {
    expect(isReminderDue(reminder('2026-11-25T10:00:00.000Z'), now)).toBe(true);
    expect(isReminderDue(reminder('2026-11-25T10:00:01.000Z'), now)).toBe(false);
    expect(isReminderDue(reminder('2026-11-25T10:00:00.000Z', { shownFor: now }), now)).toBe(false);
  });

  it('still shows a missed reminder within the grace period, and not after it', () => {
    const justInGrace = new Date(now.getTime() - MISSED_REMINDER_GRACE_MS).toISOString();
    const tooLate = new Date(now.getTime() - MISSED_REMINDER_GRACE_MS - 1).toISOString();
    expect(isReminderDue(reminder(justInGrace), now)).toBe(true);
    expect(isReminderDue(reminder(tooLate), now)).toBe(false);
  });

  it('shows again at a snooze set after its moment', () => {
    const snoozed = reminder('2026-11-25T09:50:00.000Z', { shownFor: at('2026-11-25T09:50:00.000Z'), snoozedUntil: now });
    expect(nextShowing(snoozed)).toEqual(now);
    expect(isReminderDue(snoozed, now)).toBe(true);
    expect(isReminderDue({ ...snoozed, shownFor: now }, now)).toBe(false);
  });

  it('forgets a snooze older than a moment the task was moved to', () => {
    const moved = reminder('2026-11-25T11:00:00.000Z', { snoozedUntil: at('2026-11-25T09:00:00.000Z') });
    expect(nextShowing(moved)).toEqual(at('2026-11-25T11:00:00.000Z'));
  });

  it('shows a moved reminder again even when its old moment was shown', () => {
    expect(isReminderDue(reminder('2026-11-25T09:59:00.000Z', { shownFor: at('2026-11-25T09:00:00.000Z') }), now)).toBe(true);
  });
});

describe('nextReminderWakeUp', () => {
  const now = at('2026-11-25T10:00:00.000Z');

  it('is the earliest showing still to come that nobody showed', () => {
    const reminders = [
      reminder('2026-11-25T12:00:00.000Z'),
      reminder('2026-11-25T11:00:00.000Z', { shownFor: at('2026-11-25T11:00:00.000Z') }),
      reminder('2026-11-25T09:00:00.000Z'),
      reminder('2026-11-25T08:00:00.000Z', { snoozedUntil: at('2026-11-25T10:10:00.000Z') }),
    ];
    expect(nextReminderWakeUp(reminders, now)).toEqual(at('2026-11-25T10:10:00.000Z'));
  });

  it('is null when nothing is to come', () => {
    expect(nextReminderWakeUp([], now)).toBeNull();
    expect(nextReminderWakeUp([reminder('2026-11-25T09:00:00.000Z')], now)).toBeNull();
  });
});

describe('custom reminder times', () => {
  it('turns a time of the same day into minutes before, and back', () => {
    expect(minutesBeforeForTime('09:30', '08:15')).toBe(75);
    expect(minutesBeforeForTime('09:30', '10:00')).toBe(-30);
    expect(reminderTimeOf('09:30', 75)).toBe('08:15');
    expect(reminderTimeOf('09:30', -30)).toBe('10:00');
    expect(reminderTimeOf('00:10', 30)).toBe('23:40');
  });
});

describe('labels', () => {
  it('names each task reminder as the form offers it', () => {
    expect(taskReminderLabel(0, '09:00')).toBe('At the planned time');
    expect(taskReminderLabel(5, '09:00')).toBe('5 minutes before');
    expect(taskReminderLabel(60, '09:00')).toBe('1 hour before');
    expect(taskReminderLabel(75, '09:30')).toBe('At 08:15');
    expect(taskReminderLabel(-30, null)).toBe('30 minutes after');
    expect(taskReminderLabel(45, null)).toBe('45 minutes before');
  });

  it('names each goal reminder', () => {
    expect(goalReminderLabel(0)).toBe('On the deadline day');
    expect(goalReminderLabel(1)).toBe('1 day before the deadline');
    expect(goalReminderLabel(7)).toBe('7 days before the deadline');
  });
});

describe('the task form’s reminder field', () => {
  it('shows presets as themselves and anything else as a custom time', () => {
    expect(taskReminderFormValues(null, '09:00')).toEqual({ reminder: 'none', reminderTime: '' });
    expect(taskReminderFormValues(0, '09:00')).toEqual({ reminder: '0', reminderTime: '' });
    expect(taskReminderFormValues(30, '09:00')).toEqual({ reminder: '30', reminderTime: '' });
    expect(taskReminderFormValues(75, '09:30')).toEqual({ reminder: 'custom', reminderTime: '08:15' });
    expect(taskReminderFormValues(75, null)).toEqual({ reminder: 'custom', reminderTime: '' });
  });

  it('turns the choice back into minutes before', () => {
    expect(taskReminderMinutesOf('none', '09:00', '')).toBeNull();
    expect(taskReminderMinutesOf('10', '09:00', '')).toBe(10);
    expect(taskReminderMinutesOf('0', '09:00', '')).toBe(0);
    expect(taskReminderMinutesOf('custom', '09:30', '08:15')).toBe(75);
    expect(taskReminderMinutesOf('custom', '09:30', '')).toBeNull();
    // No planned time, no reminder: the form says why before it gets here.
    expect(taskReminderMinutesOf('10', '', '')).toBeNull();
  });

  it('offers none, each preset and a custom time', () => {
    expect(TASK_REMINDER_CHOICES).toEqual(['none', '0', '5', '10', '30', '60', 'custom']);
  });
});
