import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '@shared/schemas/goals';
import { applyCacheEffect } from './outbox/cache-effects';
import { sendChange } from './outbox/outbox';
import { isTempId, newTempId } from './outbox/queued-change';
import { typedText } from './tasks-api';

/** What the goal form, the card and quick add send: the server schema's fields, deadline as ISO text. */
export interface GoalPayload {
  title?: string;
  description?: string | null;
  deadline?: string;
  progress?: number;
  parentId?: number | null;
}

/** What a goal made offline shows as until the server has it: the server's defaults, a temporary id. */
function provisionalGoal(goal: GoalPayload, id: number): Goal {
  return {
    title: '',
    description: null,
    deadline: new Date().toISOString(),
    progress: 0,
    parentId: null,
    progressFromHabits: false,
    reminderDaysBefore: null,
    ...goal,
    id,
    version: 0,
  };
}

/** Sends a new goal, or keeps it to send later (decision 28); the quick-add field makes goals too. */
export function sendNewGoal(goal: GoalPayload & { title: string }): Promise<Goal> {
  const tempId = newTempId();
  return sendChange<Goal>({
    method: 'POST',
    path: '/api/goals',
    body: { ...goal },
    tempId,
    label: `New goal “${goal.title}”`,
    text: typedText(goal.title, goal.description),
    provisional: () => provisionalGoal(goal, tempId),
    shows: (provisional) => ({ kind: 'new-goal', goal: provisional }),
  });
}

/** A goal made offline shows at once in the goal list. */
export function showNewGoal(queryClient: QueryClient, goal: Goal): void {
  if (isTempId(goal.id)) applyCacheEffect(queryClient, { kind: 'new-goal', goal });
}
