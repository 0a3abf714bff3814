import { describe, expect, it } from 'vitest';
import type { Todo } from '@shared/schemas/todos';
import { applyTaskDeletion, applyTaskUpdate, type CachedTasksChange } from './task-cache-changes';

let nextId = 1;
function todo(fields: Partial<Todo> = {}): Todo {
  return {
    id: nextId++,
    title: 'Stretch',
    description: null,
    dueDate: '2026-03-10T16:00:00.000Z',
    completed: false,
    failed: false,
    delayed: false,
    priority: 'medium',
    plannedTime: null,
    goalId: null,
    pomodoros: 1,
    completedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    version: 1,
    skipped: false,
    seriesId: null,
    occurrenceDate: null,
    repeatRule: null,
    reminderMinutesBefore: null,
    ...fields,
  };
}

const run = (tasks: Todo[], change: CachedTasksChange) => {
  const apply = change(tasks);
  return tasks.flatMap((task) => apply(task) ?? []);
};

const DAILY = 'FREQ=DAILY;INTERVAL=1';
const occurrence = (day: string, fields: Partial<Todo> = {}) =>
  todo({ seriesId: 5, occurrenceDate: day, dueDate: `${day}T16:00:00.000Z`, repeatRule: DAILY, ...fields });

describe('applyTaskUpdate', () => {
  it('changes only the task, its statuses excluding each other', () => {
    const task = todo({ completed: true });
    const other = todo();
    const [changed, untouched] = run([task, other], applyTaskUpdate(task.id, { skipped: true }, undefined, undefined));
    expect(changed).toMatchObject({ skipped: true, completed: false, failed: false });
    expect(untouched).toBe(other);
  });

  it('takes this and the following open tasks of the series with scope following, but not their status or day', () => {
    const earlier = occurrence('2026-03-09');
    const task = occurrence('2026-03-10');
    const later = occurrence('2026-03-11');
    const laterDone = occurrence('2026-03-12', { completed: true });
    const otherSeries = occurrence('2026-03-11', { seriesId: 6 });
    const change = { title: 'Stretch well', dueDate: '2026-03-20T16:00:00.000Z', completed: true };
    const result = run([earlier, task, later, laterDone, otherSeries], applyTaskUpdate(task.id, change, 'following', undefined));
    expect(result.map((t) => t.title)).toEqual(['Stretch', 'Stretch well', 'Stretch well', 'Stretch', 'Stretch']);
    expect(result[2]).toMatchObject({ dueDate: later.dueDate, completed: false });
    expect(result[1]).toMatchObject({ dueDate: change.dueDate, completed: true });
  });

  it('changes this task alone with scope this', () => {
    const task = occurrence('2026-03-10');
    const later = occurrence('2026-03-11');
    expect(run([task, later], applyTaskUpdate(task.id, { title: 'Walk' }, 'this', undefined))[1]).toBe(later);
  });

  it('shows a new rule, or none, from the task on', () => {
    const earlier = occurrence('2026-03-09');
    const task = occurrence('2026-03-10');
    const later = occurrence('2026-03-11');
    const weekly = { rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU', timeZone: 'Europe/Berlin' };
    expect(run([earlier, task, later], applyTaskUpdate(task.id, {}, 'following', weekly)).map((t) => t.repeatRule)).toEqual([DAILY, weekly.rule, weekly.rule]);
    expect(run([earlier, task, later], applyTaskUpdate(task.id, {}, 'following', null)).map((t) => t.repeatRule)).toEqual([DAILY, null, null]);
  });

  it('gives a one-off task its first rule', () => {
    const task = todo();
    expect(run([task], applyTaskUpdate(task.id, {}, undefined, { rule: DAILY, timeZone: 'UTC' }))[0]!.repeatRule).toBe(DAILY);
  });
});

describe('applyTaskDeletion', () => {
  it('takes just the task away', () => {
    const task = occurrence('2026-03-10');
    const later = occurrence('2026-03-11');
    expect(run([task, later], applyTaskDeletion(task.id, undefined))).toEqual([later]);
  });

  it('takes the following open tasks too with scope following, and ends the series for the rest', () => {
    const earlier = occurrence('2026-03-09');
    const task = occurrence('2026-03-10');
    const later = occurrence('2026-03-11');
    const laterSkipped = occurrence('2026-03-12', { skipped: true });
    const otherSeries = occurrence('2026-03-11', { seriesId: 6 });
    const result = run([earlier, task, later, laterSkipped, otherSeries], applyTaskDeletion(task.id, 'following'));
    expect(result.map((t) => t.id)).toEqual([earlier.id, laterSkipped.id, otherSeries.id]);
    expect(result.map((t) => t.repeatRule)).toEqual([null, null, DAILY]);
  });
});
