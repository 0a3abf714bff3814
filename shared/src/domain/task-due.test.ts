import { describe, expect, it } from 'vitest';
import { dayBounds, taskTab } from './task-buckets';
import { defaultDueFor, dueDateFor, dueOptionOf, toLocalDateValue } from './task-due';

const now = new Date('2026-11-22T23:30:00');

describe('dueDateFor', () => {
  it('is noon of today, tomorrow or the picked day, in local time', () => {
    expect(dueDateFor('today', '', now)).toEqual(new Date('2026-11-22T12:00:00'));
    expect(dueDateFor('tomorrow', '', now)).toEqual(new Date('2026-11-23T12:00:00'));
    expect(dueDateFor('custom', '2027-02-28', now)).toEqual(new Date('2027-02-28T12:00:00'));
  });

  it('is null for a custom day that is not a real date', () => {
    expect(dueDateFor('custom', '', now)).toBeNull();
    expect(dueDateFor('custom', '2027-02-30', now)).toBeNull();
  });
});

describe('dueOptionOf', () => {
  const bounds = dayBounds(now);
  it('recognises today and tomorrow, and gives any other day as custom', () => {
    expect(dueOptionOf(new Date('2026-11-22T08:00:00').toISOString(), bounds)).toEqual({ option: 'today', customDate: '2026-11-22' });
    expect(dueOptionOf(new Date('2026-11-23T20:00:00').toISOString(), bounds)).toEqual({ option: 'tomorrow', customDate: '2026-11-23' });
    expect(dueOptionOf(new Date('2026-11-20T20:00:00').toISOString(), bounds)).toEqual({ option: 'custom', customDate: '2026-11-20' });
  });
});

describe('defaultDueFor', () => {
  it('starts a new task on the day of the tab it is added from', () => {
    expect(defaultDueFor('today', now)).toEqual({ option: 'today', customDate: '2026-11-22' });
    expect(defaultDueFor('expired', now)).toEqual({ option: 'today', customDate: '2026-11-22' });
    expect(defaultDueFor('tomorrow', now)).toEqual({ option: 'tomorrow', customDate: '2026-11-22' });
    expect(defaultDueFor('future', now)).toEqual({ option: 'custom', customDate: '2026-11-24' });
  });

  it('lands a Future task on the Future tab, across a month end and a clock change', () => {
    const future = defaultDueFor('future', new Date('2026-10-31T23:59:00'));
    expect(future.customDate).toBe('2026-11-02');
    const due = dueDateFor(future.option, future.customDate, now) as Date;
    expect(taskTab({ dueDate: due.toISOString(), completed: false, skipped: false }, dayBounds(new Date('2026-10-31T23:59:00')))).toBe('future');
  });
});

describe('toLocalDateValue', () => {
  it('writes the local calendar day', () => {
    expect(toLocalDateValue(new Date('2026-03-08T23:59:00'))).toBe('2026-03-08');
  });
});
