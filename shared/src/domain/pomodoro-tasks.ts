import type { Priority } from '../schemas/todos';
import { PRIORITY_WEIGHT } from './priority';
import { isSettled, type DayBounds } from './task-buckets';

export interface PomodoroListTask {
  id: number;
  /** ISO 8601 */
  dueDate: string;
  completed: boolean;
  failed: boolean;
  skipped: boolean;
  priority: Priority;
  /** HH:MM or null */
  plannedTime: string | null;
}

/** Spec section 4: the Pomodoro list holds only today's tasks that are neither completed nor failed (nor skipped). */
export function isPomodoroTask(task: PomodoroListTask, bounds: DayBounds): boolean {
  const due = Date.parse(task.dueDate);
  return !isSettled(task) && due >= bounds.startOfToday.getTime() && due < bounds.startOfTomorrow.getTime();
}

/** Tasks with a planned time first (earliest first), then urgent → low; the older task breaks a tie. */
export function comparePomodoroTasks(a: PomodoroListTask, b: PomodoroListTask): number {
  if (a.plannedTime !== b.plannedTime) {
    if (a.plannedTime === null) return 1;
    if (b.plannedTime === null) return -1;
    return a.plannedTime < b.plannedTime ? -1 : 1;
  }
  return PRIORITY_WEIGHT[b.priority] - PRIORITY_WEIGHT[a.priority] || a.id - b.id;
}

/**
 * The list in its sorted order, or in the person's own order once they have dragged: tasks
 * they placed keep their places and tasks they have not seen yet follow, in sorted order.
 */
export function orderPomodoroTasks<T extends PomodoroListTask>(tasks: readonly T[], manualOrder: readonly number[] | null): T[] {
  const sorted = [...tasks].sort(comparePomodoroTasks);
  if (!manualOrder) return sorted;
  const byId = new Map(sorted.map((task) => [task.id, task]));
  const placed = manualOrder.flatMap((id) => byId.get(id) ?? []);
  const placedIds = new Set(placed.map((task) => task.id));
  return [...new Set(placed)].concat(sorted.filter((task) => !placedIds.has(task.id)));
}

/** The ids in their new order after moving the item at `from` to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item === undefined) return moved;
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, item);
  return moved;
}
