import { isLaterOpenOccurrence, seriesPartOf } from '@shared/domain/series-scope';
import { resolveTodoStatusChange } from '@shared/domain/todo-status';
import type { ExpiredTodoPage, RepeatInput, SeriesScope, Todo } from '@shared/schemas/todos';

/**
 * What a change does to the cached task lists before the server answers. Each function sees every
 * cached task first (a change to a series reaches tasks that other lists hold) and answers what to
 * make of each task: the task changed, or null when it leaves the lists.
 */
export type CachedTasksChange = (tasks: readonly Todo[]) => (task: Todo) => Todo | null;

/**
 * The task takes the change (completed, failed and skipped clearing each other as on the server);
 * with scope 'following', the series' later open tasks take its fields other than the status and the
 * day, and a new rule (or none) shows on all of them.
 */
export function applyTaskUpdate(
  id: number,
  change: Partial<Todo>,
  scope: SeriesScope | undefined,
  repeat: RepeatInput | null | undefined,
): CachedTasksChange {
  const status = resolveTodoStatusChange(change);
  const repeatRule = repeat === undefined ? {} : { repeatRule: repeat?.rule ?? null };
  return (tasks) => {
    const task = tasks.find((candidate) => candidate.id === id);
    const following = scope === 'following' && task ? seriesPartOf(change) : null;
    return (candidate) => {
      if (candidate.id === id) return { ...candidate, ...change, ...status, ...repeatRule };
      if (following && task && isLaterOpenOccurrence(candidate, task)) return { ...candidate, ...following, ...repeatRule };
      return candidate;
    };
  };
}

/** The task leaves the lists; with scope 'following', so do the later open tasks of its series, and the series ends. */
export function applyTaskDeletion(id: number, scope: SeriesScope | undefined): CachedTasksChange {
  return (tasks) => {
    const task = tasks.find((candidate) => candidate.id === id);
    const following = scope === 'following' && task && task.seriesId !== null ? task : null;
    return (candidate) => {
      if (candidate.id === id || (following && isLaterOpenOccurrence(candidate, following))) return null;
      return following && candidate.seriesId === following.seriesId ? { ...candidate, repeatRule: null } : candidate;
    };
  };
}

/** Whether the Expired tab, read for the day that begins at `before`, counts `task`: open (neither completed nor skipped) and due before it. */
export const isExpiredBefore = (task: Todo, before: string): boolean =>
  !task.completed && !task.skipped && Date.parse(task.dueDate) < Date.parse(before);

/**
 * A page of the Expired tab with `change` made to its tasks: a task no longer expired leaves it, and
 * the counts of the whole tab (most of which the page doesn't hold) follow each task that leaves, stops
 * or starts being movable (a task marked failed stays where it is).
 */
export function changeExpiredPage(page: ExpiredTodoPage, before: string, change: (task: Todo) => Todo | null): ExpiredTodoPage {
  let { expired, movable } = page;
  const todos = page.todos.flatMap((task) => {
    const changed = change(task);
    const stays = changed !== null && isExpiredBefore(changed, before);
    expired += Number(stays) - 1;
    movable += Number(stays && !changed.failed) - Number(!task.failed);
    return stays ? [changed] : [];
  });
  return { todos, expired, movable };
}

/** A page of the Expired tab with `task` in it, counted, when the tab holds it and the page doesn't yet. */
export function joinExpiredPage(page: ExpiredTodoPage, before: string, task: Todo): ExpiredTodoPage {
  if (!isExpiredBefore(task, before) || page.todos.some((shown) => shown.id === task.id)) return page;
  return { todos: [...page.todos, task], expired: page.expired + 1, movable: page.movable + Number(!task.failed) };
}
