import { isGoalComplete } from './goal-rules';
import { goalTreeOf, flattenTree, type GoalTree, type TreeGoal } from './goal-tree';

/** Spec section 9: the Goal Planning page marks levels L1, L2 and L3; deeper goals show L3. */
export const MAX_PLANNING_LEVEL_MARKER = 3;

export function planningLevelMarker(level: number): string {
  return `L${Math.min(level, MAX_PLANNING_LEVEL_MARKER)}`;
}

interface PlannedTask {
  goalId: number | null;
  /** A task of a series let go today plans nothing. */
  skipped?: boolean;
}

export interface DailyProgress {
  /** Plannable goals with at least one task today. */
  planned: number;
  /** Plannable goals: open subgoals, and open main goals without subgoals. */
  total: number;
  /** planned / total, rounded; 0 when there are none. */
  percent: number;
  /** The card is green once one plannable goal has work today. */
  onTrack: boolean;
}

/**
 * Spec section 9 counts open subgoals that have a task today. A main goal without subgoals is planned
 * the same way (its card has Add to Today), so it counts too: someone whose goals have no subgoals
 * is not told they planned nothing (docs/decisions/0011).
 */
export function dailyProgress(goals: readonly TreeGoal[], todaysTasks: readonly PlannedTask[]): DailyProgress {
  const withTaskToday = new Set(todaysTasks.filter((task) => !task.skipped).map((task) => task.goalId));
  const parents = new Set(goals.map((goal) => goal.parentId));
  const plannable = goals.filter((goal) => !isGoalComplete(goal) && (goal.parentId !== null || !parents.has(goal.id)));
  const planned = plannable.filter((goal) => withTaskToday.has(goal.id)).length;
  const total = plannable.length;
  return { planned, total, percent: total === 0 ? 0 : Math.round((planned / total) * 100), onTrack: planned > 0 };
}

/**
 * The walk up: the main goal a goal belongs to, following parents. A missing parent or a loop
 * (which the server prevents) ends the walk at the last goal reached.
 */
export function rootGoalOf<T extends TreeGoal>(goalId: number | null, goalsById: ReadonlyMap<number, T>): T | undefined {
  let goal = goalId === null ? undefined : goalsById.get(goalId);
  const seen = new Set<number>();
  while (goal && goal.parentId !== null && !seen.has(goal.id)) {
    seen.add(goal.id);
    const parent = goalsById.get(goal.parentId);
    if (!parent) break;
    goal = parent;
  }
  return goal;
}

/**
 * The walk down: from a goal, follow the first open subgoal (by deadline) at each level and
 * return the deepest one reached; the goal itself when it has no open subgoal.
 */
export function deepestOpenDescendant<T extends TreeGoal>(goal: T, tree: GoalTree<T>): T {
  let current = goal;
  const seen = new Set<number>([goal.id]);
  for (;;) {
    const next = tree.childrenOf.get(current.id)?.find((child) => !isGoalComplete(child) && !seen.has(child.id));
    if (!next) return current;
    seen.add(next.id);
    current = next;
  }
}

export interface PlanningGoalCard<T extends TreeGoal> {
  goal: T;
  /** The top-level goal has no subgoals at all: it gets its own Add to Today. */
  isLeaf: boolean;
  /** Its open subgoals and theirs, depth first, each by deadline, with their levels (1 and deeper). */
  openDescendants: { goal: T; level: number; isLeaf: boolean }[];
}

/** The goals tab: each open main goal by deadline, with its open descendants below it. */
export function planningGoalCards<T extends TreeGoal>(goals: readonly T[]): PlanningGoalCard<T>[] {
  const tree = goalTreeOf(goals);
  // Only open goals are walked: a finished subgoal hides its branch.
  const openTree: GoalTree<T> = {
    ...tree,
    childrenOf: new Map([...tree.childrenOf].map(([id, children]) => [id, children.filter((child) => !isGoalComplete(child))])),
  };
  return tree.roots
    .filter((root) => root.parentId === null && !isGoalComplete(root))
    .map((root) => ({
      goal: root,
      isLeaf: !tree.childrenOf.has(root.id),
      openDescendants: flattenTree(openTree, openTree.childrenOf.get(root.id) ?? []).map((goal) => ({
        goal,
        level: tree.levelOf.get(goal.id) ?? 1,
        isLeaf: !tree.childrenOf.has(goal.id),
      })),
    }));
}
