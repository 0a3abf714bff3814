import { format } from 'date-fns';
import { useMemo } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { countOf } from '@shared/domain/plural';
import type { DayBounds } from '@shared/domain/task-buckets';
import { toLocalDateValue } from '@shared/domain/task-due';
import { resolveTodoStatusChange } from '@shared/domain/todo-status';
import { COMPLETED_PAGE_SIZE } from '@shared/domain/task-pages';
import type { CompletedTodoPage, Priority, RepeatInput, SeriesScope, Todo } from '@shared/schemas/todos';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureTitle, getOrNullWhenSignedOut } from './api-client';
import { PLANNER_MUTATION_KEY, QUERY_ROOTS, refetchPlannerData } from './query-keys';
import { dailyTaskReads, tasksDueBetweenQuery } from './task-reads';
import { applyCacheEffect, cachedTasks, cancelTaskReads, type CacheEffect } from './outbox/cache-effects';
import { browserTimeZone } from './time-zone';
import { sendUndo, toastWithUndo } from './undo';
import { isTempId, newTempId } from './outbox/queued-change';
import { registerClashQuestion, sendChange } from './outbox/outbox';
import { clashQuestionFor } from './versioned-change';

/**
 * The tasks the Daily Tasks tabs show, in small reads instead of the whole history (dailyTaskReads):
 * today's and tomorrow's, the first `expiredLimit` of the Expired tab with its counts (a person who kept a
 * planner for years can have tens of thousands of unfinished tasks in the past), and, when `withFuture`, the
 * Future tab's; `futureLoading` while those are on their way.
 */
export function useTaskLists(bounds: DayBounds, { expiredLimit, withFuture = false }: { expiredLimit?: number; withFuture?: boolean } = {}) {
  const reads = dailyTaskReads(bounds, expiredLimit);
  const upcoming = useQuery(reads.upcoming);
  const future = useQuery({ ...reads.future, enabled: withFuture });
  const expired = useQuery(reads.expired);
  // A task moved to another day (offline, say) can be in two lists until they are read again: it is shown once.
  const tasks = useMemo(
    () => [...new Map([...(upcoming.data ?? []), ...(expired.data?.todos ?? []), ...(future.data ?? [])].map((task) => [task.id, task])).values()],
    [upcoming.data, expired.data, future.data],
  );
  return {
    tasks,
    futureLoading: future.isLoading,
    expired: {
      before: reads.before,
      /** Every expired task, failed ones included: the tab's count. */
      count: expired.data?.expired ?? 0,
      /** What 'Move all to today' moves. */
      movable: expired.data?.movable ?? 0,
    },
    isLoading: upcoming.isLoading || expired.isLoading,
    error: upcoming.error ?? expired.error ?? future.error,
  };
}

export interface NewTask {
  title: string;
  description?: string | null;
  /** ISO 8601 */
  dueDate: string;
  goalId: number | null;
  priority?: Priority;
  completed?: boolean;
  failed?: boolean;
  plannedTime?: string | null;
  pomodoros?: number;
  /** Makes the task the first of a series (see `repeatIn`). */
  repeat?: RepeatInput;
}

/** A rule (RRULE text) to send: its days are counted in the person's own time zone. */
export const repeatIn = (rule: string): RepeatInput => ({ rule, timeZone: browserTimeZone() });

/**
 * 'Starts Mon, Mar 2': what a toast adds when a new series' first task is on a later day than the one
 * chosen (`day`, yyyy-MM-dd), because its rule doesn't fall on that day.
 */
export function seriesStartNote(created: Todo, day: string): string | undefined {
  const firstDay = new Date(created.dueDate);
  return toLocalDateValue(firstDay) === day ? undefined : `Starts ${format(firstDay, 'EEE, MMM d')}`;
}

/** What a task made offline shows as until the server has it: the server's defaults, a temporary id. */
function provisionalTask({ repeat, ...task }: NewTask, id: number): Todo {
  const now = new Date().toISOString();
  return {
    description: null,
    completed: false,
    failed: false,
    delayed: false,
    priority: 'medium',
    plannedTime: null,
    pomodoros: 1,
    reminderMinutesBefore: null,
    ...task,
    id,
    completedAt: task.completed ? now : null,
    createdAt: now,
    version: 0,
    skipped: false,
    seriesId: null,
    occurrenceDate: null,
    repeatRule: repeat?.rule ?? null,
  };
}

/** The words a person typed into a record, kept if the server refuses it after a replay. */
export const typedText = (title: string, description?: string | null) => (description ? `${title}\n\n${description}` : title);

/**
 * Creates a task. The server answers with the task it made: for a repeating one, the series' first,
 * which falls on a later day than the one sent when the rule doesn't fall on that day. Offline it is
 * kept to send later (decision 28) and shows at once with a temporary id.
 */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    mutationFn: (task: NewTask) => {
      const tempId = newTempId();
      return sendChange<Todo>({
        method: 'POST',
        path: '/api/todos',
        body: { ...task },
        tempId,
        label: `New task “${task.title}”`,
        text: typedText(task.title, task.description),
        provisional: () => provisionalTask(task, tempId),
        shows: (provisional) => ({ kind: 'new-task', task: provisional }),
      });
    },
    onSuccess: (created) => {
      if (isTempId(created.id)) applyCacheEffect(queryClient, { kind: 'new-task', task: created });
    },
    onSettled: () => refetchPlannerData(queryClient),
  });
}

export type TaskChange = Partial<
  Pick<Todo, 'title' | 'description' | 'dueDate' | 'completed' | 'failed' | 'delayed' | 'priority' | 'plannedTime' | 'goalId' | 'pomodoros' | 'skipped'>
>;

const taskChangeEffect = (id: number, change: TaskChange, scope?: SeriesScope, repeat?: RepeatInput | null): CacheEffect => ({
  kind: 'task-change',
  id,
  change,
  ...(scope && { scope }),
  ...(repeat !== undefined && { repeat }),
});

export interface TaskUpdate extends TaskChange {
  id: number;
  /**
   * The toast title if the server refuses ("Failed to update todo"). Shown from here, not from
   * the row: the optimistic change may already have moved the row to another tab.
   */
  errorTitle?: string;
  /** The task as the person saw it when making the change; by default the cached one. */
  base?: Todo;
  /** For a task of a series: 'following' makes the change to the series' later open tasks too (the status and the day stay this task's own). */
  scope?: SeriesScope;
  /** A new rule from this task on, or null to stop repeating after it (see `todoUpdateSchema`). */
  repeat?: RepeatInput | null;
}

const TASK_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  dueDate: 'Due date',
  completed: 'Completed',
  failed: 'Failed',
  delayed: 'Delayed',
  priority: 'Priority',
  plannedTime: 'Planned time',
  goalId: 'Goal',
  pomodoros: 'Pomodoros',
  skipped: 'Skipped',
};
registerClashQuestion('task', clashQuestionFor<Todo>('task', TASK_FIELD_LABELS));

function findCachedTask(queryClient: QueryClient, id: number): Todo | undefined {
  return cachedTasks(queryClient).find((task) => task.id === id);
}

/**
 * Changes a task optimistically: every list shows the change at once and goes back if the server
 * refuses. The change names the version it was made on; if the task changed elsewhere meanwhile, it
 * is merged or the person is asked (versioned-change.ts).
 */
export function useUpdateTask(taskId: number | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    // Changes to one task reach the server one after another, in the order they were made:
    // two quick clicks on a priority must not arrive swapped and leave the older value stored.
    ...(taskId !== undefined && { scope: { id: `task:${taskId}` } }),
    mutationFn: ({ id, errorTitle: _errorTitle, base, scope, repeat, ...change }: TaskUpdate) => {
      const extra = { ...(scope && { scope }), ...(repeat !== undefined && { repeat }) };
      // A new rule alone is not merged field by field: it goes as it is.
      const versioned = base && Object.keys(change).length > 0;
      return sendChange<Todo>({
        method: 'PATCH',
        path: `/api/todos/${id}`,
        body: versioned ? extra : { ...change, ...extra },
        ...(versioned && { versioned: { kind: 'task', base, change } }),
        label: `Change to “${base?.title ?? change.title ?? 'a task'}”`,
        ...(change.title !== undefined && { text: typedText(change.title, change.description) }),
        provisional: () => ({ ...(base as Todo), ...change, ...resolveTodoStatusChange(change) }),
        shows: () => taskChangeEffect(id, change, scope, repeat),
      });
    },
    onMutate: async ({ id, errorTitle: _errorTitle, base: _base, scope, repeat, ...change }) => {
      await cancelTaskReads(queryClient);
      return { rollback: applyCacheEffect(queryClient, taskChangeEffect(id, change, scope, repeat)) };
    },
    onError: (error, { errorTitle }, context) => {
      context?.rollback();
      if (errorTitle) toast({ title: failureTitle(errorTitle, error), variant: 'destructive' });
    },
    onSettled: () => refetchPlannerData(queryClient),
  });
  // The base is read before the change shows in the cache.
  return {
    ...mutation,
    mutate: (update: TaskUpdate, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ ...update, base: update.base ?? findCachedTask(queryClient, update.id) }, options),
  };
}

/**
 * Undo of a change to a task: the fields it had before, sent as a planner change of its own (after the
 * change it undoes). Offline it is kept to send later (decision 28) and shown at once, as the refetch
 * that shows it online waits for the network.
 */
export function undoTaskChange(queryClient: QueryClient, task: Pick<Todo, 'id' | 'title'>, before: Partial<Todo>): Promise<Todo | null> {
  const shows: CacheEffect = { kind: 'task-change', id: task.id, change: before };
  const send = async () => {
    const saved = await sendChange<Todo | null>({
      method: 'PATCH',
      path: `/api/todos/${task.id}`,
      body: before,
      label: `Undo on “${task.title}”`,
      provisional: () => null,
      shows: () => shows,
    });
    if (saved === null) applyCacheEffect(queryClient, shows);
    return saved;
  };
  return sendUndo(queryClient, send, `task:${task.id}`);
}

/** The checkbox of the task's row in a task list or on the Pomodoro page, where focus goes when Undo brings the task back. */
const taskRowFocusSelector = (id: number) => `[data-task-id="${id}"] [role="checkbox"]`;

/** What the toast says when a task is settled; the Pomodoro page has its own words for it. */
export interface SettleMessage {
  title: string;
  description?: string;
}

const SETTLE_TEXT = {
  completed: { title: 'Task completed', altText: 'Untick the task to reopen it.' },
  failed: { title: 'Task marked as failed', altText: 'Choose Clear failed in the task’s menu.' },
  skipped: { title: 'Task skipped', altText: 'Choose Unskip in the task’s menu.' },
};

/**
 * Ticks a task done, marks it failed or skips it (a task of a series, this time), at once in every
 * list, and offers to undo it: Undo sends the status the task had before (its own change, queued after
 * this one), so another tab sees it too. Without a `taskId` (one hook for a whole list) changes to
 * different tasks are not queued behind each other.
 */
export function useSettleTask(taskId?: number) {
  const queryClient = useQueryClient();
  const updateTask = useUpdateTask(taskId);
  return (task: Pick<Todo, 'id' | 'title' | 'completed' | 'failed' | 'skipped'>, status: 'completed' | 'failed' | 'skipped', message?: SettleMessage) => {
    const before = { completed: task.completed, failed: task.failed, skipped: task.skipped };
    updateTask.mutate({ id: task.id, [status]: true, errorTitle: 'Failed to update todo' });
    toastWithUndo({
      title: message?.title ?? SETTLE_TEXT[status].title,
      description: message?.description ?? task.title,
      altText: SETTLE_TEXT[status].altText,
      undo: () => undoTaskChange(queryClient, task, before),
      undone: { title: 'Undone', description: `“${task.title}” is as it was.` },
      focusSelector: taskRowFocusSelector(task.id),
    });
  };
}

export interface TaskDeletion {
  id: number;
  /** 'following': this task of a series, its later open tasks and the rest of the series, for good. */
  scope?: SeriesScope;
}

/**
 * Deletes a task at once from every list, then offers Undo; its toasts come from here because its
 * row is gone. Deleting a series' task and the following ones has no Undo: the person was asked first.
 */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    mutationFn: ({ id, scope }: TaskDeletion) =>
      sendChange({
        method: 'DELETE',
        path: `/api/todos/${id}${scope === 'following' ? '?scope=following' : ''}`,
        label: `Deleting “${findCachedTask(queryClient, id)?.title ?? 'a task'}”`,
        provisional: () => undefined,
        shows: () => ({ kind: 'task-deletion', id, ...(scope && { scope }) }),
      }),
    onMutate: async (deletion) => {
      await cancelTaskReads(queryClient);
      const title = findCachedTask(queryClient, deletion.id)?.title;
      const effect: CacheEffect = { kind: 'task-deletion', id: deletion.id, ...(deletion.scope && { scope: deletion.scope }) };
      return { title, rollback: applyCacheEffect(queryClient, effect) };
    },
    onSuccess: (_answer, { id, scope }, context) => {
      if (scope === 'following') {
        toast({ title: 'Deleted this and the following tasks', description: context.title, variant: 'success' });
        return;
      }
      toastWithUndo({
        title: 'Todo deleted successfully',
        description: context.title,
        altText: 'A deleted task can be brought back only from this message.',
        // The server keeps a deleted task for a while and puts it back as it was.
        undo: () => sendUndo(queryClient, () => apiRequest<Todo>('POST', `/api/todos/${id}/restore`)),
        undone: { title: 'Task restored', description: context.title && `“${context.title}” is back.` },
        focusSelector: taskRowFocusSelector(id),
      });
    },
    onError: (error, _deletion, context) => {
      context?.rollback();
      toast({ title: failureTitle('Failed to delete todo', error), variant: 'destructive' });
    },
    onSettled: () => refetchPlannerData(queryClient),
  });
}

/**
 * 'Move all to today' (the Expired tab, the command palette): every task expired before `before` (the
 * start of today) and not marked failed, however many, in one change that waits in the outbox while
 * offline; a toast says how many moved. `count` is how many the tab says there are.
 */
export function useMoveExpiredToToday() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    mutationFn: ({ before, dueDate, count }: { before: string; dueDate: string; count: number }) =>
      sendChange<{ moved: number }>({
        method: 'POST',
        path: '/api/todos/expired/move',
        body: { before, dueDate },
        label: `Moving ${countOf(count, 'expired task')} to today`,
        provisional: () => ({ moved: count }),
        shows: () => ({ kind: 'expired-moved', before, dueDate }),
      }),
    onMutate: async ({ before, dueDate }) => {
      await cancelTaskReads(queryClient);
      return { rollback: applyCacheEffect(queryClient, { kind: 'expired-moved', before, dueDate }) };
    },
    onError: (_error, _input, context) => context?.rollback(),
    onSettled: () => refetchPlannerData(queryClient),
  });
  // The promise, not mutate's callbacks: the palette that asks closes before the answer comes.
  const move = (before: string, count: number) =>
    mutation.mutateAsync({ before, dueDate: new Date().toISOString(), count }).then(
      ({ moved }) => toast({ title: `Moved ${countOf(moved, 'task')} to today`, variant: 'success' }),
      (error: unknown) => toast({ title: failureTitle('Failed to move tasks', error), variant: 'destructive' }),
    );
  return { move, pending: mutation.isPending };
}

/** The tasks due in `[from, to)`, open or not: one small read for a screen about a day or two. */
export function useTasksDueBetween(from: Date, to: Date) {
  return useQuery(tasksDueBetweenQuery(from, to));
}

/** The completed tasks, most recently completed first, a page at a time (the Completed tab); the cursor is no part of the key. */
const completedTasksQuery = infiniteQueryOptions({
  queryKey: [QUERY_ROOTS.completedTodos],
  queryFn: async ({ pageParam }) => {
    const query = new URLSearchParams({ limit: String(COMPLETED_PAGE_SIZE) });
    if (pageParam) {
      query.set('completedBefore', pageParam.completedBefore);
      query.set('beforeId', String(pageParam.beforeId));
    }
    return (await getOrNullWhenSignedOut<CompletedTodoPage>(`${QUERY_ROOTS.completedTodos}?${query}`)) ?? { todos: [], next: null };
  },
  initialPageParam: null as CompletedTodoPage['next'],
  getNextPageParam: (page) => page.next,
  staleTime: 0,
});

export function useCompletedTasks() {
  return useInfiniteQuery(completedTasksQuery);
}
