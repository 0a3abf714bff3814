import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import type { RepeatInput, SeriesScope, Todo } from '@shared/schemas/todos';
import { goalsQuery } from '../goals-query';
import { QUERY_ROOTS } from '../query-keys';
import { applyTaskDeletion, applyTaskUpdate, type CachedTasksChange } from '../task-cache-changes';

/**
 * What a change shows in the cached lists before the server has it. A change kept in the outbox keeps
 * its effect too, so that a page opened offline shows it over the saved data (which may have been
 * written before the change), and shows it once however often it is applied.
 */
export type CacheEffect =
  | { kind: 'new-task'; task: Todo }
  | { kind: 'task-change'; id: number; change: Partial<Todo>; scope?: SeriesScope; repeat?: RepeatInput | null }
  | { kind: 'task-deletion'; id: number; scope?: SeriesScope }
  | { kind: 'tasks-moved'; ids: number[]; dueDate: string }
  | { kind: 'new-goal'; goal: Goal }
  | { kind: 'goal-change'; id: number; change: Partial<Goal> }
  | { kind: 'goal-deletion'; id: number };

/** The key every cached task list starts with: a change to a task goes through all of them. */
export const TASK_LISTS_KEY = [QUERY_ROOTS.todos];

/**
 * Applies a change to every cached task list at once; returns what to put back if the server refuses.
 * `changeFor` sees all the cached tasks first (a change to a series reaches tasks of other lists).
 */
export function changeCachedTasks(queryClient: QueryClient, changeFor: CachedTasksChange): () => void {
  const snapshot = queryClient.getQueriesData<Todo[] | null>({ queryKey: TASK_LISTS_KEY });
  const change = changeFor(snapshot.flatMap(([, tasks]) => tasks ?? []));
  queryClient.setQueriesData<Todo[] | null>({ queryKey: TASK_LISTS_KEY }, (tasks) =>
    tasks?.flatMap((task) => {
      const changed = change(task);
      return changed ? [changed] : [];
    }),
  );
  return () => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };
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
 * The new task joins every cached list that holds it, lists a page opened offline has never read
 * included (they read the server's afresh once the task has been sent).
 */
function showNewTask(queryClient: QueryClient, task: Todo): void {
  for (const [key, tasks] of queryClient.getQueriesData<Todo[] | null>({ queryKey: TASK_LISTS_KEY })) {
    if (tasks === null || tasks?.some((shown) => shown.id === task.id) || !listHolds(key[1] as Record<string, string> | undefined, task)) continue;
    queryClient.setQueryData(key, [...(tasks ?? []), task]);
  }
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
      return changeCachedTasks(queryClient, () => (task) => (moving.has(task.id) ? { ...task, dueDate: effect.dueDate } : task));
    }
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
