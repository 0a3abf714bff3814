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

/** A linked task as the goal rules see it. */
export interface LinkedTask {
  completed: boolean;
  failed: boolean;
  skipped?: boolean;
}

/** Done with, one way or another: a failed or skipped task no longer stands between a goal and its completion. */
export function isTaskSettled(task: LinkedTask): boolean {
  return task.completed || task.failed || task.skipped === true;
}

/** A change of a goal's progress, from what it is to what the person asks for. */
export interface ProgressChange {
  from: number;
  to: number;
}

/**
 * Why a goal's progress may not change, or null when it may.
 * A goal with subgoals waits for all of them to reach 100; a goal without subgoals waits for
 * every task linked to it to be settled (completed or failed). Taking a complete goal below 100
 * is always allowed: a goal that somehow holds open work while complete must never be stuck there.
 */
export function progressChangeBlocker(
  subgoals: readonly Pick<GoalNode, 'progress'>[],
  linkedTasks: readonly LinkedTask[],
  change?: ProgressChange,
): ProgressBlocker | null {
  if (change && isGoalComplete({ progress: change.from }) && !isGoalComplete({ progress: change.to })) return null;
  if (subgoals.length > 0) {
    return subgoals.every(isGoalComplete) ? null : 'subgoals_unfinished';
  }
  return linkedTasks.every(isTaskSettled) ? null : 'tasks_unfinished';
}

/**
 * The progress a complete goal drops to when open work appears under it: below 100, so it reads
 * as open again, and saying how much is done. With subgoals, their average progress (the rule the
 * landing demo uses); without, the share of its tasks that are settled. Rounded down and at most
 * 99, so a goal with anything open never shows 100.
 */
export function reopenedProgress(subgoals: readonly Pick<GoalNode, 'progress'>[], linkedTasks: readonly LinkedTask[]): number {
  const share =
    subgoals.length > 0
      ? subgoals.reduce((sum, subgoal) => sum + subgoal.progress, 0) / subgoals.length
      : linkedTasks.length > 0
        ? (linkedTasks.filter(isTaskSettled).length * GOAL_COMPLETE_PROGRESS) / linkedTasks.length
        : GOAL_COMPLETE_PROGRESS;
  return Math.min(GOAL_COMPLETE_PROGRESS - 1, Math.floor(share));
}

/**
 * The goals to reopen, nearest first, after open work (a new or reopened subgoal or task) appeared
 * under `goalId`: the goal itself if it is complete and its rule no longer holds, then each complete
 * ancestor in turn, each taking `reopenedProgress` of its subgoals as they are after the goals below
 * were reopened. Stops at the first goal that is open or still entitled to 100.
 */
export function goalsToReopen(input: {
  goalId: number;
  /** At least the goal, its complete ancestors, and the direct subgoals of each of them. */
  goals: readonly GoalNode[];
  /** The tasks linked to `goalId`; they count only while it has no subgoals. */
  linkedTasks: readonly LinkedTask[];
}): { id: number; progress: number }[] {
  const progressOf = new Map(input.goals.map((goal) => [goal.id, goal.progress]));
  const reopened: { id: number; progress: number }[] = [];
  for (const goal of ancestorsOf(input.goalId, input.goals)) {
    if (!isGoalComplete({ progress: progressOf.get(goal.id) ?? goal.progress })) break;
    const subgoals = input.goals
      .filter((candidate) => candidate.parentId === goal.id && candidate.id !== goal.id)
      .map((subgoal) => ({ progress: progressOf.get(subgoal.id) ?? subgoal.progress }));
    const tasks = goal.id === input.goalId ? input.linkedTasks : [];
    if (progressChangeBlocker(subgoals, tasks) === null) break;
    const progress = reopenedProgress(subgoals, tasks);
    progressOf.set(goal.id, progress);
    reopened.push({ id: goal.id, progress });
  }
  return reopened;
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
