import { describe, expect, it } from 'vitest';
import {
  byPlannedTime,
  changeOfMove,
  dayEntries,
  dayOfTask,
  describePlace,
  dueDateOfMove,
  placeOfTask,
  planWeek,
  plannedTimeInSlot,
  shiftWeek,
  slotAtDrop,
  slotOf,
  startOfLocalWeek,
  visibleHours,
  weekDays,
  weekRangeLabel,
  weekStartOf,
  type WeekTask,
} from './week-plan';

// The suite runs with TZ=America/New_York (see vitest.config.ts): the clocks spring forward on
// Sunday 2026-03-08 and fall back on Sunday 2026-11-01.
const local = (text: string) => new Date(text);
const keys = (days: Date[]) => days.map((day) => day.toISOString());

let nextId = 1;
const task = (dueDate: string, fields: Partial<WeekTask> = {}): WeekTask => ({
  id: nextId++,
  dueDate: local(dueDate).toISOString(),
  plannedTime: null,
  seriesId: null,
  completed: false,
  failed: false,
  delayed: false,
  skipped: false,
  priority: 'medium',
  ...fields,
});

describe('startOfLocalWeek', () => {
  it('starts the week at Monday midnight, whatever the day', () => {
    for (const day of ['2026-11-23T00:00:00', '2026-11-25T15:30:00', '2026-11-29T23:59:59']) {
      expect(startOfLocalWeek(local(day)).toISOString()).toBe(local('2026-11-23T00:00:00').toISOString());
    }
  });

  it('puts Sunday in the week that began six days before', () => {
    expect(startOfLocalWeek(local('2026-11-22T12:00:00')).toISOString()).toBe(local('2026-11-16T00:00:00').toISOString());
  });
});

describe('weekDays', () => {
  it('gives seven local midnights from Monday to Sunday', () => {
    const days = weekDays(local('2026-11-23T00:00:00'));
    expect(days.map((day) => day.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days.every((day) => day.getHours() === 0 && day.getMinutes() === 0)).toBe(true);
  });

  it('keeps whole days when the clocks fall back', () => {
    const days = weekDays(local('2026-10-26T00:00:00'));
    expect(keys(days).slice(5)).toEqual(['2026-10-31T04:00:00.000Z', '2026-11-01T04:00:00.000Z']);
    // The Monday after is 25 hours after that Sunday began.
    expect(shiftWeek(days[0]!, 1).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('keeps whole days when the clocks spring forward', () => {
    const days = weekDays(local('2026-03-02T00:00:00'));
    expect(days[6]!.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(shiftWeek(days[0]!, 1).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('shiftWeek', () => {
  it('goes forward and back by whole weeks, across a year', () => {
    const start = local('2026-12-28T00:00:00');
    expect(shiftWeek(start, 1).toISOString()).toBe(local('2027-01-04T00:00:00').toISOString());
    expect(shiftWeek(start, -52).toISOString()).toBe(local('2025-12-29T00:00:00').toISOString());
    expect(shiftWeek(start, 0).toISOString()).toBe(start.toISOString());
  });
});

describe('weekStartOf', () => {
  const now = local('2026-11-25T10:00:00');

  it('is the week of the day the address names', () => {
    expect(weekStartOf('2026-12-03', now).toISOString()).toBe(local('2026-11-30T00:00:00').toISOString());
  });

  it('is this week when the address names no day or no real one', () => {
    for (const text of [null, '', 'next', '2026-02-30', '2026-11-3']) {
      expect(weekStartOf(text, now).toISOString()).toBe(local('2026-11-23T00:00:00').toISOString());
    }
  });
});

describe('weekRangeLabel', () => {
  it('names the month once within a month', () => {
    expect(weekRangeLabel(local('2026-11-23T00:00:00'))).toBe('Nov 23 – 29, 2026');
  });

  it('names both months across two', () => {
    expect(weekRangeLabel(local('2026-11-30T00:00:00'))).toBe('Nov 30 – Dec 6, 2026');
  });

  it('names both years across two', () => {
    expect(weekRangeLabel(local('2026-12-28T00:00:00'))).toBe('Dec 28, 2026 – Jan 3, 2027');
  });
});

describe('slotOf and visibleHours', () => {
  it('puts a task without a time in Any time, else in its hour', () => {
    expect(slotOf(null)).toBe('any');
    expect(slotOf('00:05')).toBe(0);
    expect(slotOf('09:30')).toBe(9);
    expect(slotOf('23:59')).toBe(23);
  });

  it('shows 06:00 to 23:00 by default', () => {
    expect(visibleHours([])).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(visibleHours([null, '06:00', '23:45'])).toHaveLength(18);
  });

  it('starts earlier for a task planned earlier', () => {
    expect(visibleHours(['09:00', '03:15', null]).slice(0, 4)).toEqual([3, 4, 5, 6]);
    expect(visibleHours(['00:00'])).toHaveLength(24);
  });
});

describe('byPlannedTime', () => {
  it('orders Any time first, then by time, then open before settled and urgent → low', () => {
    const tasks = [
      task('2026-11-23T12:00:00', { plannedTime: '14:00' }),
      task('2026-11-23T12:00:00', { plannedTime: '09:30', completed: true, priority: 'urgent' }),
      task('2026-11-23T12:00:00', { plannedTime: '09:30', priority: 'low' }),
      task('2026-11-23T12:00:00', { priority: 'low' }),
      task('2026-11-23T12:00:00', { plannedTime: '09:05' }),
      task('2026-11-23T12:00:00', { priority: 'high' }),
    ];
    const order = [...tasks].sort(byPlannedTime).map((each) => [each.plannedTime, each.priority, each.completed]);
    expect(order).toEqual([
      [null, 'high', false],
      [null, 'low', false],
      ['09:05', 'medium', false],
      ['09:30', 'low', false],
      ['09:30', 'urgent', true],
      ['14:00', 'medium', false],
    ]);
  });
});

describe('planWeek', () => {
  it("puts each task on its local day of the week and leaves out the other weeks' tasks", () => {
    const monday = task('2026-11-23T00:00:00');
    const sundayNight = task('2026-11-29T23:59:00', { plannedTime: '23:59' });
    const before = task('2026-11-22T23:59:59');
    const after = task('2026-11-30T00:00:00');
    const wednesday = [task('2026-11-25T18:00:00', { plannedTime: '18:00' }), task('2026-11-25T12:00:00')];
    const days = planWeek([after, ...wednesday, sundayNight, before, monday], local('2026-11-23T00:00:00'));
    expect(days.map((day) => day.key)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days.map((day) => day.tasks.map((each) => each.id))).toEqual([[monday.id], [], [wednesday[1]!.id, wednesday[0]!.id], [], [], [], [sundayNight.id]]);
  });

  it('counts the day the clocks fall back as one day', () => {
    const lateOnLongSunday = task('2026-11-01T23:30:00');
    const days = planWeek([lateOnLongSunday], local('2026-10-26T00:00:00'));
    expect(days[6]!.tasks).toEqual([lateOnLongSunday]);
  });
});

describe('dayEntries and slotAtDrop', () => {
  const anyTime = task('2026-11-23T12:00:00');
  const early = task('2026-11-23T12:00:00', { plannedTime: '06:15' });
  const nine = task('2026-11-23T12:00:00', { plannedTime: '09:30' });
  const entries = dayEntries([anyTime, early, nine], [6, 7, 8, 9, 10]);
  const rows = entries.map((entry) => (entry.kind === 'slot' ? entry.slot : `task ${entry.task.id}`));

  it('heads each slot and puts its tasks under it', () => {
    expect(rows).toEqual(['any', `task ${anyTime.id}`, 6, `task ${early.id}`, 7, 8, 9, `task ${nine.id}`, 10]);
  });

  it('lands a task in the slot whose heading is nearest above the drop', () => {
    const other = task('2026-11-24T12:00:00');
    expect(slotAtDrop(entries, other.id, 0)).toBe('any');
    expect(slotAtDrop(entries, other.id, 1)).toBe('any');
    expect(slotAtDrop(entries, other.id, 2)).toBe('any');
    expect(slotAtDrop(entries, other.id, 3)).toBe(6);
    expect(slotAtDrop(entries, other.id, 5)).toBe(7);
    expect(slotAtDrop(entries, other.id, 8)).toBe(9);
    expect(slotAtDrop(entries, other.id, 9)).toBe(10);
    expect(slotAtDrop(entries, other.id, 99)).toBe(10);
  });

  it("counts rows without the task itself when it moves within its day", () => {
    // Without the 09:30 task the rows are any, any-task, 6, early, 7, 8, 9, 10.
    expect(slotAtDrop(entries, nine.id, 5)).toBe(7);
    expect(slotAtDrop(entries, nine.id, 7)).toBe(9);
    expect(slotAtDrop(entries, nine.id, 8)).toBe(10);
    // The task that sits first moved one row down passes the 'Any time' task, not a heading.
    expect(slotAtDrop(entries, anyTime.id, 1)).toBe('any');
  });
});

describe('plannedTimeInSlot', () => {
  it('clears the time in Any time', () => {
    expect(plannedTimeInSlot('any', '09:30')).toBeNull();
    expect(plannedTimeInSlot('any', null)).toBeNull();
  });

  it('keeps the minutes in the hour the task is planned in', () => {
    expect(plannedTimeInSlot(9, '09:30')).toBe('09:30');
  });

  it("starts at the hour's beginning in another hour", () => {
    expect(plannedTimeInSlot(14, '09:30')).toBe('14:00');
    expect(plannedTimeInSlot(7, null)).toBe('07:00');
    expect(plannedTimeInSlot(0, '23:10')).toBe('00:00');
  });
});

describe('dueDateOfMove', () => {
  it('is noon of the day for a one-off task, whatever its time', () => {
    expect(dueDateOfMove({ seriesId: null }, { day: '2026-11-25', plannedTime: '07:00' }).toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });

  it('is the planned time of the day for a task of a series, noon without one', () => {
    expect(dueDateOfMove({ seriesId: 4 }, { day: '2026-11-25', plannedTime: '07:15' }).toISOString()).toBe('2026-11-25T12:15:00.000Z');
    expect(dueDateOfMove({ seriesId: 4 }, { day: '2026-11-25', plannedTime: null }).toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });

  it('stays on its day when the clocks change', () => {
    expect(dueDateOfMove({ seriesId: 4 }, { day: '2026-03-08', plannedTime: '01:30' }).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(dueDateOfMove({ seriesId: 4 }, { day: '2026-03-08', plannedTime: '23:30' }).toISOString()).toBe('2026-03-09T03:30:00.000Z');
    expect(dueDateOfMove({ seriesId: null }, { day: '2026-11-01', plannedTime: null }).toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(dayOfTask({ dueDate: dueDateOfMove({ seriesId: 4 }, { day: '2026-03-08', plannedTime: '02:30' }).toISOString() })).toBe('2026-03-08');
  });
});

describe('changeOfMove', () => {
  const oneOff = task('2026-11-23T15:42:00', { plannedTime: '09:30' });
  const occurrence = task('2026-11-23T07:00:00', { plannedTime: '07:00', seriesId: 3 });

  it('changes nothing when the task stays where it is', () => {
    expect(changeOfMove(oneOff, placeOfTask(oneOff))).toEqual({});
    expect(changeOfMove(occurrence, { day: '2026-11-23', plannedTime: '07:00' })).toEqual({});
  });

  it('moves a one-off task to noon of its new day and keeps its time', () => {
    expect(changeOfMove(oneOff, { day: '2026-11-25', plannedTime: '09:30' })).toEqual({ dueDate: '2026-11-25T17:00:00.000Z' });
  });

  it("changes only a one-off task's time on its own day, keeping its due date", () => {
    expect(changeOfMove(oneOff, { day: '2026-11-23', plannedTime: null })).toEqual({ plannedTime: null });
    expect(changeOfMove(oneOff, { day: '2026-11-23', plannedTime: '14:00' })).toEqual({ plannedTime: '14:00' });
  });

  it("moves a task of a series' due time with its planned time", () => {
    expect(changeOfMove(occurrence, { day: '2026-11-23', plannedTime: '08:00' })).toEqual({ dueDate: '2026-11-23T13:00:00.000Z', plannedTime: '08:00' });
    expect(changeOfMove(occurrence, { day: '2026-11-26', plannedTime: '07:00' })).toEqual({ dueDate: '2026-11-26T12:00:00.000Z' });
    expect(changeOfMove(occurrence, { day: '2026-11-26', plannedTime: null })).toEqual({ dueDate: '2026-11-26T17:00:00.000Z', plannedTime: null });
  });
});

describe('describePlace', () => {
  it('says the day and the time, or any time', () => {
    expect(describePlace({ day: '2026-11-25', plannedTime: '09:30' })).toBe('Wednesday, November 25 at 09:30');
    expect(describePlace({ day: '2026-11-29', plannedTime: null })).toBe('Sunday, November 29, any time');
  });
});
