import { describe, expect, it } from 'vitest';
import type { Todo } from '@shared/schemas/todos';
import { applyTaskDeletion, applyTaskUpdate, changeExpiredPage, joinExpiredPage, type CachedTasksChange } from './task-cache-changes';

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

describe('the Expired tab’s pages', () => {
  const BEFORE = '2026-03-12T05:00:00.000Z';
  // The page holds three of the tab's 40 tasks, 30 of them movable.
  const open = todo({ dueDate: '2026-03-10T16:00:00.000Z' });
  const failed = todo({ dueDate: '2026-03-09T16:00:00.000Z', failed: true });
  const other = todo({ dueDate: '2026-03-08T16:00:00.000Z', priority: 'low' });
  const page = { todos: [open, failed, other], expired: 40, movable: 30 };
  const changeOne = (id: number, change: Partial<Todo> | null) => (task: Todo) => (task.id !== id ? task : change && { ...task, ...change });

  it('lose a task ticked, skipped, deleted or moved to today, and count it out', () => {
    for (const change of [{ completed: true }, { skipped: true }, null, { dueDate: '2026-03-12T09:00:00.000Z' }]) {
      expect(changeExpiredPage(page, BEFORE, changeOne(open.id, change))).toEqual({ todos: [failed, other], expired: 39, movable: 29 });
    }
    // A failed one was never movable.
    expect(changeExpiredPage(page, BEFORE, changeOne(failed.id, null))).toEqual({ todos: [open, other], expired: 39, movable: 30 });
  });

  it('keep a task marked failed or failed no more, counting what Move all to today would move', () => {
    const marked = changeExpiredPage(page, BEFORE, changeOne(open.id, { failed: true }));
    expect(marked).toMatchObject({ expired: 40, movable: 29 });
    expect(marked.todos[0]).toMatchObject({ id: open.id, failed: true });
    expect(changeExpiredPage(page, BEFORE, changeOne(failed.id, { failed: false }))).toMatchObject({ expired: 40, movable: 31 });
    expect(changeExpiredPage(page, BEFORE, (task) => task)).toEqual(page);
  });

  it('take in a task that became expired, once', () => {
    const movedBack = todo({ dueDate: '2026-03-11T09:00:00.000Z' });
    const joined = joinExpiredPage(page, BEFORE, movedBack);
    expect(joined).toEqual({ todos: [open, failed, other, movedBack], expired: 41, movable: 31 });
    expect(joinExpiredPage(joined, BEFORE, movedBack)).toBe(joined);
    expect(joinExpiredPage(page, BEFORE, todo({ dueDate: '2026-03-12T09:00:00.000Z' }))).toBe(page);
    expect(joinExpiredPage(page, BEFORE, todo({ dueDate: '2026-03-11T09:00:00.000Z', completed: true }))).toBe(page);
  });
});
