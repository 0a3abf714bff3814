/** The goal-tree facts the rules need: no titles, no dates. */
export interface GoalNode {
  id: number;
  parentId: number | null;
  progress: number;
}

export const GOAL_COMPLETE_PROGRESS = 100;

export function isGoalComplete(goal: Pick<GoalNode, 'progress'>): boolean {
  return goal.progress >= GOAL_COMPLETE_PROGRESS;
}

export type ProgressBlocker = 'subgoals_unfinished' | 'tasks_unfinished';

/** The toast a screen shows, and the message the server answers with, for each blocker. */
export const PROGRESS_BLOCKER_MESSAGES: Record<ProgressBlocker, { title: string; description: string }> = {
  subgoals_unfinished: {
    title: 'Cannot update progress',
    description: 'Complete all subgoals first',
  },
  tasks_unfinished: {
    title: 'Cannot complete goal',
    description: 'Complete all tasks first',
  },
};

/**
 * Why a goal's progress may not change, or null when it may.
 * A goal with subgoals waits for all of them to reach 100; a goal without subgoals
 * waits for every task linked to it to be completed.
 */
export function progressChangeBlocker(
  subgoals: readonly Pick<GoalNode, 'progress'>[],
  linkedTasks: readonly { completed: boolean }[],
): ProgressBlocker | null {
  if (subgoals.length > 0) {
    return subgoals.every(isGoalComplete) ? null : 'subgoals_unfinished';
  }
  return linkedTasks.every((task) => task.completed) ? null : 'tasks_unfinished';
}

function indexById<T extends Pick<GoalNode, 'id'>>(goals: readonly T[]): Map<number, T> {
  return new Map(goals.map((goal) => [goal.id, goal]));
}

/** The goal and every goal above it, nearest first. Stops at a missing parent or a loop. */
export function ancestorsOf<T extends GoalNode>(goalId: number, goals: readonly T[]): T[] {
  const byId = indexById(goals);
  const chain: T[] = [];
  const seen = new Set<number>();
  let current = byId.get(goalId);
  while (current && !seen.has(current.id)) {
    chain.push(current);
    seen.add(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}

/** True when moving `goalId` under `newParentId` would make the goal its own ancestor. */
export function wouldCreateCycle(
  goalId: number,
  newParentId: number | null,
  goals: readonly GoalNode[],
): boolean {
  if (newParentId === null) return false;
  return ancestorsOf(newParentId, goals).some((ancestor) => ancestor.id === goalId);
}

/** Every goal below `goalId`, at any depth. */
export function descendantIdsOf(goalId: number, goals: readonly GoalNode[]): Set<number> {
  const childrenOf = new Map<number, number[]>();
  for (const goal of goals) {
    if (goal.parentId === null) continue;
    childrenOf.set(goal.parentId, [...(childrenOf.get(goal.parentId) ?? []), goal.id]);
  }
  const found = new Set<number>();
  const pending = [...(childrenOf.get(goalId) ?? [])];
  while (pending.length > 0) {
    const id = pending.pop() as number;
    if (found.has(id) || id === goalId) continue;
    found.add(id);
    pending.push(...(childrenOf.get(id) ?? []));
  }
  return found;
}

/**
 * The goals ordered so that every goal comes after its parent, or null when some goals are
 * their own ancestors. A parent that is not in the list counts as none.
 */
export function parentsFirst<T extends Pick<GoalNode, 'id' | 'parentId'>>(goals: readonly T[]): T[] | null {
  const ids = new Set(goals.map((goal) => goal.id));
  const childrenOf = new Map<number, T[]>();
  const ordered: T[] = [];
  for (const goal of goals) {
    if (goal.parentId === null || !ids.has(goal.parentId)) ordered.push(goal);
    else {
      const siblings = childrenOf.get(goal.parentId);
      if (siblings) siblings.push(goal);
      else childrenOf.set(goal.parentId, [goal]);
    }
  }
  // Breadth first from the main goals; whatever is never reached hangs in a loop.
  for (let index = 0; index < ordered.length; index++) {
    ordered.push(...(childrenOf.get((ordered[index] as T).id) ?? []));
  }
  return ordered.length === goals.length ? ordered : null;
}
