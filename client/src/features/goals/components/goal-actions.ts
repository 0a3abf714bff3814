import { createContext, useContext } from 'react';
import type { Goal } from '@shared/schemas/goals';

/**
 * What every goal card can ask of the Goals page. The value never changes while the page is
 * open, so a change to one goal re-renders that goal's card and not the thousand others.
 */
export interface GoalActions {
  edit(goal: Goal): void;
  addSubgoal(parent: Goal): void;
  addTask(goal: Goal): void;
  logFeeling(goal: Goal): void;
  remove(goal: Goal): void;
  /** Starts the celebration for a goal that reached 100 at `level`. */
  celebrate(level: number): void;
}

export const GoalActionsContext = createContext<GoalActions | null>(null);

export function useGoalActions(): GoalActions {
  const actions = useContext(GoalActionsContext);
  if (!actions) throw new Error('Goal cards must be rendered on the Goals page');
  return actions;
}
