import { descendantIdsOf, isGoalComplete, type GoalNode } from './goal-rules';

/** A goal as the tree needs it: its place, its progress and when it is due (ISO 8601). */
export interface TreeGoal extends GoalNode {
  deadline: string;
}

export interface GoalTree<T extends TreeGoal> {
  /** Main goals, and goals whose parent is missing, by deadline. */
  roots: T[];
  /** The direct subgoals of each goal, by deadline; absent for a goal without subgoals. */
  childrenOf: ReadonlyMap<number, T[]>;
  /** 0 for a main goal, 1 for its subgoals, and so on. */
  levelOf: ReadonlyMap<number, number>;
}

const NO_CHILDREN: never[] = [];

/** Builds the tree from the flat list in one pass (plus the sorts), however deep it goes. */
export function buildGoalTree<T extends TreeGoal>(goals: readonly T[]): GoalTree<T> {
  const ids = new Set(goals.map((goal) => goal.id));
  const childrenOf = new Map<number, T[]>();
  const roots: T[] = [];
  for (const goal of goals) {
    if (goal.parentId === null || !ids.has(goal.parentId) || goal.parentId === goal.id) {
      roots.push(goal);
      continue;
    }
    const siblings = childrenOf.get(goal.parentId);
    if (siblings) siblings.push(goal);
    else childrenOf.set(goal.parentId, [goal]);
  }
  // Nearest deadline first, ties in the order of creation; each deadline read once, not at every
  // comparison of a sort of thousands.
  const dueAt = new Map(goals.map((goal) => [goal.id, Date.parse(goal.deadline)]));
  const byDue = (a: T, b: T) => (dueAt.get(a.id) as number) - (dueAt.get(b.id) as number) || a.id - b.id;
  roots.sort(byDue);
  for (const children of childrenOf.values()) children.sort(byDue);

  const levelOf = new Map<number, number>();
  const pending: [T, number][] = roots.map((root) => [root, 0]);
  while (pending.length > 0) {
    const [goal, level] = pending.pop() as [T, number];
    if (levelOf.has(goal.id)) continue;
    levelOf.set(goal.id, level);
    for (const child of childrenOf.get(goal.id) ?? NO_CHILDREN) pending.push([child, level + 1]);
  }
  return { roots, childrenOf, levelOf };
}

const treesOf = new WeakMap<readonly TreeGoal[], GoalTree<TreeGoal>>();

/**
 * The tree of a goal list, built once per list: a page holds its goals as one array (the query's data),
 * which the page, its quick add, its dialogs and the command palette each need as a tree. Nobody may
 * change the tree it answers.
 */
export function goalTreeOf<T extends TreeGoal>(goals: readonly T[]): GoalTree<T> {
  let tree = treesOf.get(goals);
  if (!tree) {
    tree = buildGoalTree(goals);
    treesOf.set(goals, tree);
  }
  return tree as GoalTree<T>;
}

/** The goal and every goal below it, in display order (depth first, by deadline). */
export function flattenTree<T extends TreeGoal>(tree: GoalTree<T>, from: readonly T[] = tree.roots): T[] {
  const ordered: T[] = [];
  const seen = new Set<number>();
  const pending = [...from].reverse();
  while (pending.length > 0) {
    const goal = pending.pop() as T;
    if (seen.has(goal.id)) continue;
    seen.add(goal.id);
    ordered.push(goal);
    const children = tree.childrenOf.get(goal.id) ?? NO_CHILDREN;
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index] as T);
  }
  return ordered;
}

/** Main goals split as the Goals page shows them: open ones, and those at 100. */
export function partitionMainGoals<T extends TreeGoal>(roots: readonly T[]): { ongoing: T[]; completed: T[] } {
  return {
    ongoing: roots.filter((goal) => !isGoalComplete(goal)),
    completed: roots.filter(isGoalComplete),
  };
}

/** Cards indent one step per level, up to level 4. */
export const MAX_GOAL_INDENT_LEVEL = 4;

/**
 * The goals a goal may be moved under, in tree order with their levels: every goal except
 * the goal itself and anything below it (the spec excludes direct children; any deeper
 * descendant would make a loop just the same).
 */
export function parentChoices<T extends TreeGoal>(tree: GoalTree<T>, editingGoalId: number | null): { goal: T; level: number }[] {
  const ordered = flattenTree(tree);
  const excluded =
    editingGoalId === null ? new Set<number>() : new Set([editingGoalId, ...descendantIdsOf(editingGoalId, ordered)]);
  return ordered
    .filter((goal) => !excluded.has(goal.id))
    .map((goal) => ({ goal, level: tree.levelOf.get(goal.id) ?? 0 }));
}

/** How a goal's place is written: the titles of the goals above it, outermost first ('Run a half marathon › Build base mileage'). */
export function goalPath<T extends GoalNode & { title: string }>(goalId: number, byId: ReadonlyMap<number, T>): string {
  const titles: string[] = [];
  const seen = new Set<number>([goalId]);
  for (let parent = byId.get(byId.get(goalId)?.parentId ?? -1); parent && !seen.has(parent.id); parent = byId.get(parent.parentId ?? -1)) {
    seen.add(parent.id);
    titles.unshift(parent.title);
  }
  return titles.join(' › ');
}
