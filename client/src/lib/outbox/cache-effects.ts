import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import type { ExpiredTodoPage, RepeatInput, SeriesScope, Todo } from '@shared/schemas/todos';
import { goalsQuery } from '../goals-query';
import { QUERY_ROOTS } from '../query-keys';
import { applyTaskDeletion, applyTaskUpdate, changeExpiredPage, isExpiredBefore, joinExpiredPage, type CachedTasksChange } from '../task-cache-changes';

/**
 * What a change shows in the cached lists before the server has it. A change kept in the outbox keeps
 * its effect too, so that a page opened offline shows it over the saved data (which may have been
 * written before the change), and shows it once however often it is applied.
 */
export type CacheEffect =
  | { kind: 'new-task'; task: Todo }
  | { kind: 'task-change'; id: number; change: Partial<Todo>; scope?: SeriesScope; repeat?: RepeatInput | null }
  | { kind: 'task-deletion'; id: number; scope?: SeriesScope }
  /** Changes kept in the outbox by a version whose Move all sent the ids. */
  | { kind: 'tasks-moved'; ids: number[]; dueDate: string }
  /** 'Move all to today': every task expired before `before` and not marked failed, however many the pages hold. */
  | { kind: 'expired-moved'; before: string; dueDate: string }
  | { kind: 'new-goal'; goal: Goal }
  | { kind: 'goal-change'; id: number; change: Partial<Goal> }
  | { kind: 'goal-deletion'; id: number };

/** The key every cached task list starts with: a change to a task goes through all of them. */
export const TASK_LISTS_KEY = [QUERY_ROOTS.todos];
/** The key every cached page of the Expired tab starts with: `[root, { before, limit }]`. */
export const EXPIRED_PAGES_KEY = [QUERY_ROOTS.expiredTodos];

type ExpiredPageEntry = [readonly unknown[], ExpiredTodoPage | null | undefined];
const beforeOf = (key: readonly unknown[]) => (key[1] as { before: string }).before;

const cachedLists = (queryClient: QueryClient) => queryClient.getQueriesData<Todo[] | null>({ queryKey: TASK_LISTS_KEY });
const cachedPages = (queryClient: QueryClient): ExpiredPageEntry[] => queryClient.getQueriesData<ExpiredTodoPage | null>({ queryKey: EXPIRED_PAGES_KEY });

/** Every task the cache holds, in the task lists and the Expired tab's pages (a task may be in more than one). */
export function cachedTasks(queryClient: QueryClient): Todo[] {
  return [...cachedLists(queryClient).flatMap(([, tasks]) => tasks ?? []), ...cachedPages(queryClient).flatMap(([, page]) => page?.todos ?? [])];
}

/** Stops reads of tasks on their way, so that an answer from before a change can't write over it. */
export async function cancelTaskReads(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.cancelQueries({ queryKey: TASK_LISTS_KEY }), queryClient.cancelQueries({ queryKey: EXPIRED_PAGES_KEY })]);
}

/** How to put the task lists and the Expired pages back as they are now. */
function keepTaskCaches(queryClient: QueryClient): () => void {
  const kept = [...cachedLists(queryClient), ...cachedPages(queryClient)];
  return () => {
    for (const [key, data] of kept) queryClient.setQueryData(key, data);
  };
}

/**
 * Applies a change to every cached task list and Expired page at once; returns what to put back if the
 * server refuses. `changeFor` sees all the cached tasks first (a change to a series reaches tasks of
 * other lists). A task that leaves the Expired tab, or comes into it, joins the caches that hold it.
 */
export function changeCachedTasks(queryClient: QueryClient, changeFor: CachedTasksChange): () => void {
  const restore = keepTaskCaches(queryClient);
  const change = changeFor(cachedTasks(queryClient));
  // By id: a task in several lists changes in each, and joins the others once.
  const changed = new Map<number, Todo>();
  const tracked = (task: Todo) => {
    const result = change(task);
    if (result && result !== task) changed.set(result.id, result);
    return result;
  };
  queryClient.setQueriesData<Todo[] | null>({ queryKey: TASK_LISTS_KEY }, (tasks) => tasks?.flatMap((task) => tracked(task) ?? []));
  for (const [key, page] of cachedPages(queryClient)) {
    if (page) queryClient.setQueryData(key, changeExpiredPage(page, beforeOf(key), tracked));
  }
  for (const task of changed.values()) showNewTask(queryClient, task);
  return restore;
}

/** Whether a cached task list (its query's search) holds `task`: the three shapes the task lists are read with. */
export function listHolds(search: Record<string, string> | undefined, task: Todo): boolean {
  if (!search) return false;
  const due = Date.parse(task.dueDate);
  if (search.dueFrom && due < Date.parse(search.dueFrom)) return false;
  if (search.dueTo && due >= Date.parse(search.dueTo)) return false;
  return !(search.completed === 'false' && task.completed);
}

/**
 * The task joins every cached list and Expired page that holds it and doesn't yet, lists a page opened
 * offline has never read included (they read the server's afresh once the task has been sent).
 */
function showNewTask(queryClient: QueryClient, task: Todo): void {
  for (const [key, tasks] of cachedLists(queryClient)) {
    if (tasks === null || tasks?.some((shown) => shown.id === task.id) || !listHolds(key[1] as Record<string, string> | undefined, task)) continue;
    queryClient.setQueryData(key, [...(tasks ?? []), task]);
  }
  for (const [key, page] of cachedPages(queryClient)) {
    if (page) queryClient.setQueryData(key, joinExpiredPage(page, beforeOf(key), task));
  }
}

/**
 * 'Move all to today': the tasks the cache holds move and join the lists that hold them now; the pages
 * read for the same day count none left to move, as the server moves those no page holds too.
 */
function showExpiredMoved(queryClient: QueryClient, { before, dueDate }: { before: string; dueDate: string }): () => void {
  const restore = keepTaskCaches(queryClient);
  const pagesBefore = cachedPages(queryClient);
  const moves = (task: Todo) => isExpiredBefore(task, before) && !task.failed;
  changeCachedTasks(queryClient, () => (task) => (moves(task) ? { ...task, dueDate, delayed: false } : task));
  for (const [key, page] of pagesBefore) {
    if (page && beforeOf(key) === before) {
      queryClient.setQueryData<ExpiredTodoPage>(key, (now) => now && { ...now, expired: page.expired - page.movable, movable: 0 });
    }
  }
  return restore;
}

/** The goal and every goal under it, as deleting it takes them all. */
function subtreeOf(goals: readonly Goal[], id: number): Set<number> {
  const gone = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const goal of goals) {
      if (goal.parentId !== null && gone.has(goal.parentId) && !gone.has(goal.id)) {
        gone.add(goal.id);
        grew = true;
      }
    }
  }
  return gone;
}

/** Shows `effect` in the cached lists; answers how to take it back. */
export function applyCacheEffect(queryClient: QueryClient, effect: CacheEffect): () => void {
  const goals = queryClient.getQueryData(goalsQuery.queryKey);
  const restoreGoals = () => queryClient.setQueryData(goalsQuery.queryKey, goals);
  const setGoals = (change: (goals: Goal[]) => Goal[]) => {
    if (goals) queryClient.setQueryData(goalsQuery.queryKey, change(goals));
  };
  switch (effect.kind) {
    case 'new-task':
      showNewTask(queryClient, effect.task);
      return () => changeCachedTasks(queryClient, applyTaskDeletion(effect.task.id, undefined));
    case 'task-change':
      return changeCachedTasks(queryClient, applyTaskUpdate(effect.id, effect.change, effect.scope, effect.repeat));
    case 'task-deletion':
      return changeCachedTasks(queryClient, applyTaskDeletion(effect.id, effect.scope));
    case 'tasks-moved': {
      const moving = new Set(effect.ids);
      return changeCachedTasks(queryClient, () => (task) => (moving.has(task.id) ? { ...task, dueDate: effect.dueDate, delayed: false } : task));
    }
    case 'expired-moved':
      return showExpiredMoved(queryClient, effect);
    case 'new-goal':
      setGoals((list) => (list.some((goal) => goal.id === effect.goal.id) ? list : [...list, effect.goal]));
      return restoreGoals;
    case 'goal-change':
      setGoals((list) => list.map((goal) => (goal.id === effect.id ? { ...goal, ...effect.change } : goal)));
      return restoreGoals;
    case 'goal-deletion': {
      const gone = subtreeOf(goals ?? [], effect.id);
      setGoals((list) => list.filter((goal) => !gone.has(goal.id)));
      const restoreTasks = changeCachedTasks(queryClient, () => (task) => (task.goalId !== null && gone.has(task.goalId) ? null : task));
      return () => {
        restoreGoals();
        restoreTasks();
      };
    }
  }
}
