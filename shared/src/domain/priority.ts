import type { Priority } from '../schemas/todos';

/** A task's priorities, most pressing first. */
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;

/** Higher weighs more: urgent 4, high 3, medium 2, low 1. */
export const PRIORITY_WEIGHT: Record<Priority, number> = { urgent: 4, high: 3, medium: 2, low: 1 };

const NEXT_PRIORITY: Record<Priority, Priority> = {
  low: 'medium',
  medium: 'high',
  high: 'urgent',
  urgent: 'low',
};

/** Clicking a priority badge cycles low → medium → high → urgent → low. */
export function nextPriority(priority: Priority): Priority {
  return NEXT_PRIORITY[priority];
}

/** Sort comparator: urgent first, low last. */
export function byPriorityDescending(a: { priority: Priority }, b: { priority: Priority }): number {
  return PRIORITY_WEIGHT[b.priority] - PRIORITY_WEIGHT[a.priority];
}
