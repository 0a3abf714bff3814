import { describe, expect, it } from 'vitest';
import { defaultGoalDeadline, formatGoalDeadline, isDeadlineInFuture, startOfTodayValue, toDateTimeLocalValue } from './goal-deadline';

const local = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(year, month - 1, day, hour, minute);

describe('defaultGoalDeadline', () => {
  it('is today at noon in the morning', () => {
    expect(defaultGoalDeadline(local(2026, 11, 22, 9, 30))).toEqual(local(2026, 11, 22, 12));
  });

  it('is tomorrow at noon once noon has passed, so the default is always valid', () => {
    expect(defaultGoalDeadline(local(2026, 11, 22, 12))).toEqual(local(2026, 11, 23, 12));
    expect(defaultGoalDeadline(local(2026, 12, 31, 18))).toEqual(local(2027, 1, 1, 12));
  });
});

describe('isDeadlineInFuture', () => {
  it('is strictly after now', () => {
    const now = local(2026, 11, 22, 12);
    expect(isDeadlineInFuture(local(2026, 11, 22, 12, 1), now)).toBe(true);
    expect(isDeadlineInFuture(now, now)).toBe(false);
    expect(isDeadlineInFuture(local(2026, 11, 21), now)).toBe(false);
  });
});

describe('datetime-local values', () => {
  it('writes local date and time', () => {
    expect(toDateTimeLocalValue(local(2026, 3, 5, 7, 4))).toBe('2026-03-05T07:04');
    expect(startOfTodayValue(local(2026, 3, 5, 17, 44))).toBe('2026-03-05T00:00');
  });
});

describe('formatGoalDeadline', () => {
  it('shows the day and the local time of the deadline', () => {
    expect(formatGoalDeadline(local(2026, 6, 3, 18))).toBe('Jun 3, 2026, 6:00 PM');
    expect(formatGoalDeadline(local(2026, 11, 22, 12))).toBe('Nov 22, 2026, 12:00 PM');
    expect(formatGoalDeadline(local(2027, 1, 1, 0, 5).toISOString())).toBe('Jan 1, 2027, 12:05 AM');
  });
});
