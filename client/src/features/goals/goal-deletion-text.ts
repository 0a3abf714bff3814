import { countOf } from '@shared/domain/plural';
import type { GoalSubtreeCounts } from '@shared/schemas/goals';

/**
 * What the Delete Goal dialog says goes with the goal: 'This also deletes 3 subgoals and 12 tasks.';
 * null when nothing else goes.
 */
export function deletionSummary({ subgoals, tasks }: GoalSubtreeCounts): string | null {
  const parts = [
    ...(subgoals > 0 ? [countOf(subgoals, 'subgoal')] : []),
    ...(tasks > 0 ? [countOf(tasks, 'task')] : []),
  ];
  return parts.length === 0 ? null : `This also deletes ${parts.join(' and ')}.`;
}
