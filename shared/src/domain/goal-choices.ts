import { isGoalComplete } from './goal-rules';
import { flattenTree, goalPath, parentChoices, type GoalTree, type TreeGoal } from './goal-tree';

/** Between the titles of a goal's path: 'Run a half marathon › Build base › Week 1'. */
export const GOAL_PATH_SEPARATOR = ' › ';

interface TitledGoal extends TreeGoal {
  title: string;
}

export interface GoalChoice<T> {
  goal: T;
  /** 0 for a main goal, 1 for its subgoals, and so on. */
  level: number;
  /** The titles from its main goal down to it, which tell apart goals of the same name. */
  path: string;
  /** The path of its parent; null for a main goal. */
  parentPath: string | null;
}

/** Every goal's path, built in one walk down the tree (a parent's path is known before its subgoals'). */
export function goalPaths<T extends TitledGoal>(tree: GoalTree<T>): Map<number, string> {
  const paths = new Map<number, string>();
  for (const goal of flattenTree(tree)) {
    const parentPath = goal.parentId === null ? undefined : paths.get(goal.parentId);
    paths.set(goal.id, parentPath === undefined ? goal.title : `${parentPath}${GOAL_PATH_SEPARATOR}${goal.title}`);
  }
  return paths;
}

interface GoalChoiceOptions {
  /**
   * The goal the form opened with: offered even when it is complete, so that saving a form never
   * silently moves a task (or a subgoal) off its goal.
   */
  keepId?: number | null;
  /** The goal being edited in the goal form: it and its subtree can't be its parent. */
  editingGoalId?: number | null;
}

/**
 * The goals a task can serve, or a goal can sit under, in tree order with their levels and paths.
 * Complete goals are left out (there is nothing left to do for them), except `keepId`.
 */
export function goalChoices<T extends TitledGoal>(
  tree: GoalTree<T>,
  { keepId = null, editingGoalId = null }: GoalChoiceOptions = {},
): GoalChoice<T>[] {
  const paths = goalPaths(tree);
  return parentChoices(tree, editingGoalId)
    .filter(({ goal }) => !isGoalComplete(goal) || goal.id === keepId)
    .map(({ goal, level }) => ({
      goal,
      level,
      path: paths.get(goal.id) ?? goal.title,
      parentPath: (goal.parentId !== null && paths.get(goal.parentId)) || null,
    }));
}

/**
 * One goal's choice as `goalChoices` gives it (its level and paths), or null when the tree has no such
 * goal: what a closed picker shows, without the paths of every other goal.
 */
export function goalChoiceOf<T extends TitledGoal>(tree: GoalTree<T>, goalId: number): GoalChoice<T> | null {
  const byId = new Map<number, T>();
  for (const goal of tree.roots) byId.set(goal.id, goal);
  for (const children of tree.childrenOf.values()) for (const goal of children) byId.set(goal.id, goal);
  const goal = byId.get(goalId);
  if (!goal) return null;
  const parentPath = goalPath(goalId, byId) || null;
  return { goal, level: tree.levelOf.get(goalId) ?? 0, path: parentPath === null ? goal.title : `${parentPath}${GOAL_PATH_SEPARATOR}${goal.title}`, parentPath };
}

/** Lower case without accents, so 'cafe' finds 'Café'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');

/** Whether every word typed appears somewhere in the goal's path: 'base week 1' finds 'Build base › Week 1'. */
export function matchesGoalSearch(path: string, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded(path);
  return words.every((word) => text.includes(word));
}
