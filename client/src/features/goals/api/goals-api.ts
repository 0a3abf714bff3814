import { onlineManager, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoalEmotion, GoalEmotionCreateInput } from '@shared/schemas/emotions';
import type { Goal, GoalSubtreeCounts } from '@shared/schemas/goals';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, messageOf } from '@/lib/api-client';
import { goalsQuery } from '@/lib/goals-query';
import { applyCacheEffect } from '@/lib/outbox/cache-effects';
import { registerClashQuestion, sendChange } from '@/lib/outbox/outbox';
import { newTempId } from '@/lib/outbox/queued-change';
import { sendNewGoal, showNewGoal, type GoalPayload } from '@/lib/new-goal';
import { PLANNER_MUTATION_KEY, QUERY_ROOTS, refetchPlannerData } from '@/lib/query-keys';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { typedText } from '@/lib/tasks-api';
import { sendUndo, toastWithUndo } from '@/lib/undo';
import { clashQuestionFor, readableValue } from '@/lib/versioned-change';

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    mutationFn: (goal: GoalPayload & { title: string }) => sendNewGoal(goal),
    onSuccess: (created) => showNewGoal(queryClient, created),
    onSettled: () => refetchPlannerData(queryClient),
  });
}

const GOAL_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  deadline: 'Deadline',
  progress: 'Progress',
  parentId: 'Parent goal',
};

const goalTitle = (id: number | null) =>
  id === null ? '(none: a main goal)' : (appQueryClient.getQueryData(goalsQuery.queryKey)?.find((goal) => goal.id === id)?.title ?? `#${id}`);
registerClashQuestion(
  'goal',
  clashQuestionFor<Goal>('goal', GOAL_FIELD_LABELS, (field, value) => (field === 'parentId' ? goalTitle(value as number | null) : readableValue(value))),
);

export interface GoalUpdate extends GoalPayload {
  id: number;
  /** The goal as the person saw it when making the change; by default the cached one. */
  base?: Goal;
}

/**
 * Changes a goal. A text or date change shows in the cached list at once and goes back if the
 * server refuses, so an inline edit never waits on the network. A progress change waits for the
 * server: reaching 100 moves a main goal to another section, and `onSaved` hears the answer and
 * starts the celebration even when the card that asked has moved meanwhile. The change names the version it was made
 * on; if the goal changed elsewhere meanwhile, it is merged or the person is asked (versioned-change.ts).
 */
export function useUpdateGoal(goalId: number | undefined, hooks: { onSaved?(saved: Goal, update: GoalUpdate): void } = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    // Changes to one goal reach the server in the order they were made (see useUpdateTask).
    ...(goalId !== undefined && { scope: { id: `goal:${goalId}` } }),
    mutationFn: ({ id, base, ...change }: GoalUpdate) =>
      sendChange<Goal>({
        method: 'PATCH',
        path: `/api/goals/${id}`,
        ...(base ? { versioned: { kind: 'goal', base, change } } : { body: change }),
        label: `Change to “${base?.title ?? change.title ?? 'a goal'}”`,
        ...(change.title !== undefined && { text: typedText(change.title, change.description) }),
        provisional: () => ({ ...(base as Goal), ...change }),
        shows: () => ({ kind: 'goal-change', id, change }),
      }),
    onMutate: async ({ id, base: _base, ...change }) => {
      // Online, a progress change waits for the server (see above); offline it waits in the outbox, shown.
      if (change.progress !== undefined && onlineManager.isOnline()) return { rollback: undefined };
      await queryClient.cancelQueries({ queryKey: goalsQuery.queryKey });
      return { rollback: applyCacheEffect(queryClient, { kind: 'goal-change', id, change }) };
    },
    // Here rather than in `mutate`'s own callbacks, which are dropped once the card that asked unmounts:
    // a refetch that lands first can move a goal that reached 100 to the completed section.
    onSuccess: (saved, update) => hooks.onSaved?.(saved, update),
    onError: (_error, _change, context) => context?.rollback?.(),
    onSettled: () => refetchPlannerData(queryClient),
  });
  // The base is read before the change shows in the cache.
  const withBase = (update: GoalUpdate): GoalUpdate => ({
    ...update,
    base: update.base ?? queryClient.getQueryData(goalsQuery.queryKey)?.find((goal) => goal.id === update.id),
  });
  return {
    ...mutation,
    mutate: (update: GoalUpdate, options?: Parameters<typeof mutation.mutate>[1]) => mutation.mutate(withBase(update), options),
  };
}

/** How many subgoals and tasks deleting the goal takes with it (the Delete Goal dialog says so). */
const goalSubtreeCountsQuery = (goalId: number | null) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.goals, goalId, 'subtree-counts'],
    queryFn: () => apiRequest<GoalSubtreeCounts>('GET', `${QUERY_ROOTS.goals}/${goalId}/subtree-counts`),
    enabled: goalId !== null,
    staleTime: 0,
  });

export function useGoalSubtreeCounts(goalId: number | null) {
  return useQuery(goalSubtreeCountsQuery(goalId));
}

/** Deletes a goal with everything under it, then offers Undo. */
export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    mutationFn: (goal: Goal) =>
      sendChange({
        method: 'DELETE',
        path: `/api/goals/${goal.id}`,
        label: `Deleting “${goal.title}”`,
        provisional: () => undefined,
        shows: () => ({ kind: 'goal-deletion', id: goal.id }),
      }),
    onMutate: async (goal) => {
      await queryClient.cancelQueries();
      return { rollback: applyCacheEffect(queryClient, { kind: 'goal-deletion', id: goal.id }) };
    },
    onSuccess: (_answer, goal) =>
      toastWithUndo({
        title: 'Goal deleted',
        description: `“${goal.title}” is gone.`,
        altText: 'A deleted goal can be brought back only from this message.',
        // The server keeps a deleted goal, its subgoals, tasks and feelings for a while and puts them back.
        undo: () => sendUndo(queryClient, () => apiRequest<Goal>('POST', `/api/goals/${goal.id}/restore`)),
        undone: { title: 'Goal restored', description: `“${goal.title}” is back with its subgoals and tasks.` },
        focusSelector: `[data-goal-id="${goal.id}"]`,
      }),
    onError: (error, _goal, context) => {
      context?.rollback();
      toast({ title: 'Failed to delete goal', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refetchPlannerData(queryClient),
  });
}

/** A goal's logged feelings; under the goals root, so a planner change refetches them too. */
const goalEmotionsQuery = (goalId: number) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.goals, goalId, 'emotions'],
    queryFn: () => apiRequest<GoalEmotion[]>('GET', `${QUERY_ROOTS.goals}/${goalId}/emotions`),
  });

export function useGoalEmotions(goalId: number, enabled: boolean) {
  return useQuery({ ...goalEmotionsQuery(goalId), enabled });
}

export function useLogGoalEmotion(goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalEmotionCreateInput) => {
      const tempId = newTempId();
      return sendChange<GoalEmotion>({
        method: 'POST',
        path: `/api/goals/${goalId}/emotions`,
        body: { ...input },
        tempId,
        label: `Feeling “${input.emotion}”`,
        ...(input.notes && { text: input.notes }),
        provisional: () => ({ notes: null, ...input, id: tempId, goalId, createdAt: new Date().toISOString() }),
      });
    },
    onSuccess: (emotion) =>
      queryClient.setQueryData(goalEmotionsQuery(goalId).queryKey, (emotions) => [emotion, ...(emotions ?? [])]),
  });
}
