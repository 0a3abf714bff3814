import { createContext, useContext } from 'react';
import type { GoalTree } from '@shared/domain/goal-tree';
import type { Goal } from '@shared/schemas/goals';

/** What every goal card can ask of the Goals page: its dialogs, the celebration, the shared clock. */
export interface GoalActions {
  tree: GoalTree<Goal>;
  /** When "now" is for OVERDUE; refreshed every minute. */
  now: Date;
  /** Whether subtrees start open: large trees start folded so the page stays quick. */
  expandByDefault: boolean;
  edit(goal: Goal): void;
  addSubgoal(parent: Goal): void;
  addTask(goal: Goal): void;
  logFeeling(goal: Goal): void;
  remove(goal: Goal): void;
  celebrate(goal: Goal): void;
}

export const GoalActionsContext = createContext<GoalActions | null>(null);

export function useGoalActions(): GoalActions {
  const actions = useContext(GoalActionsContext);
  if (!actions) throw new Error('Goal cards must be rendered on the Goals page');
  return actions;
}
