/**
 * Which tasks of a recurring series a change reaches. 'This and following' takes a change to this
 * task, the series' later open tasks and the tasks it makes from then on; the status and the day
 * stay each task's own whatever the scope (the API's rule for PATCH /api/todos/:id).
 */
import { isSettled } from './task-buckets';

/** Fields a change always makes to its own task only. */
const OWN_FIELDS = new Set(['completed', 'failed', 'skipped', 'delayed', 'dueDate']);

/**
 * Whether saving a change to a task of a series should ask which tasks it is for: only when it
 * changes more than the task's status and day (the only fields that would be the same either way),
 * or changes how it repeats.
 */
export function asksWhichTasks(change: object, repeatChanged: boolean): boolean {
  return repeatChanged || Object.keys(change).some((field) => !OWN_FIELDS.has(field));
}

/** The part of a change that 'This and following' also makes to the later tasks. */
export function seriesPartOf<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([field]) => !OWN_FIELDS.has(field))) as Partial<T>;
}

export interface SeriesTask {
  id: number;
  seriesId: number | null;
  /** `yyyy-MM-dd` */
  occurrenceDate: string | null;
  completed: boolean;
  failed: boolean;
  skipped: boolean;
}

/** A later open task of `task`'s series: what a 'following' change or deletion reaches besides `task`. */
export function isLaterOpenOccurrence(candidate: SeriesTask, task: SeriesTask): boolean {
  return (
    task.seriesId !== null &&
    candidate.seriesId === task.seriesId &&
    candidate.id !== task.id &&
    candidate.occurrenceDate !== null &&
    task.occurrenceDate !== null &&
    candidate.occurrenceDate > task.occurrenceDate &&
    !isSettled(candidate)
  );
}
