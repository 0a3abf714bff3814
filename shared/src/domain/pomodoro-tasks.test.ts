import { describe, expect, it } from 'vitest';
import { comparePomodoroTasks, isPomodoroTask, moveItem, orderPomodoroTasks, type PomodoroListTask } from './pomodoro-tasks';
import { dayBounds } from './task-buckets';

const now = new Date(2026, 2, 8, 10, 0); // DST day in New York
const bounds = dayBounds(now);
let nextId = 1;
function task(fields: Partial<PomodoroListTask> = {}): PomodoroListTask {
  return {
    id: nextId++,
    dueDate: new Date(2026, 2, 8, 12, 0).toISOString(),
    completed: false,
    failed: false,
    skipped: false,
    priority: 'medium',
    plannedTime: null,
    ...fields,
  };
}
const ids = (tasks: PomodoroListTask[]) => tasks.map((t) => t.id);

describe('isPomodoroTask', () => {
  it('holds open tasks due today only', () => {
    expect(isPomodoroTask(task(), bounds)).toBe(true);
    expect(isPomodoroTask(task({ dueDate: bounds.startOfToday.toISOString() }), bounds)).toBe(true);
    expect(isPomodoroTask(task({ dueDate: new Date(bounds.startOfTomorrow.getTime() - 1).toISOString() }), bounds)).toBe(true);
    expect(isPomodoroTask(task({ dueDate: bounds.startOfTomorrow.toISOString() }), bounds)).toBe(false);
    expect(isPomodoroTask(task({ dueDate: new Date(bounds.startOfToday.getTime() - 1).toISOString() }), bounds)).toBe(false);
    expect(isPomodoroTask(task({ completed: true }), bounds)).toBe(false);
    expect(isPomodoroTask(task({ failed: true }), bounds)).toBe(false);
  });

  it('leaves out a skipped occurrence of a recurring task', () => {
    expect(isPomodoroTask(task({ skipped: true }), bounds)).toBe(false);
  });
});

describe('comparePomodoroTasks', () => {
  it('puts planned times first, earliest first, then priority urgent to low, then the older task', () => {
    const low = task({ priority: 'low' });
    const urgent = task({ priority: 'urgent' });
    const late = task({ plannedTime: '16:30', priority: 'urgent' });
    const early = task({ plannedTime: '08:05', priority: 'low' });
    const high = task({ priority: 'high' });
    const medium1 = task();
    const medium2 = task();
    const sorted = [medium2, low, late, high, urgent, early, medium1].sort(comparePomodoroTasks);
    expect(ids(sorted)).toEqual(ids([early, late, urgent, high, medium1, medium2, low]));
  });
});

describe('orderPomodoroTasks', () => {
  const a = task({ priority: 'low' });
  const b = task({ priority: 'high' });
  const c = task({ plannedTime: '09:00' });

  it('sorts when the person has not reordered', () => {
    expect(ids(orderPomodoroTasks([a, b, c], null))).toEqual(ids([c, b, a]));
  });

  it('keeps the manual order and appends new tasks in sorted order', () => {
    const d = task({ priority: 'urgent' });
    const e = task({ priority: 'low' });
    expect(ids(orderPomodoroTasks([a, b, c, d, e], [a.id, c.id, b.id]))).toEqual(ids([a, c, b, d, e]));
  });

  it('drops tasks that left the list and ignores repeated ids', () => {
    expect(ids(orderPomodoroTasks([a, c], [b.id, c.id, c.id, a.id]))).toEqual(ids([c, a]));
  });
});

describe('moveItem', () => {
  it('moves an item forward and backward', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
  });

  it('clamps the target and ignores a missing source', () => {
    expect(moveItem([1, 2, 3], 0, 10)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});
