import { buildGoalTree, type GoalTree } from '@shared/domain/goal-tree';
import type { Goal } from '@shared/schemas/goals';

const NO_GOALS: Goal[] = [];

function sameItems(a: readonly Goal[], b: readonly Goal[]): boolean {
  return a.length === b.length && a.every((goal, index) => goal === b[index]);
}

/**
 * The goal tree as a store that cards subscribe to one goal at a time. The query cache keeps
 * unchanged goals as the same objects, and the store keeps unchanged child lists as the same
 * arrays, so after an edit only the cards whose goal or subgoals changed render again.
 */
export class GoalTreeStore {
  private tree: GoalTree<Goal> = buildGoalTree([]);
  private byId = new Map<number, Goal>();
  private children = new Map<number, Goal[]>();
  private roots: Goal[] = NO_GOALS;
  private readonly listeners = new Set<() => void>();
  private builtFrom: readonly Goal[] | null = null;

  update(goals: readonly Goal[]): void {
    // Built already from these goals (at the store's creation): nothing to tell.
    if (this.builtFrom === goals) return;
    this.builtFrom = goals;
    const tree = buildGoalTree(goals);
    const children = new Map<number, Goal[]>();
    for (const [id, list] of tree.childrenOf) {
      const previous = this.children.get(id);
      children.set(id, previous && sameItems(previous, list) ? previous : list);
    }
    this.roots = sameItems(this.roots, tree.roots) ? this.roots : tree.roots;
    this.children = children;
    this.byId = new Map(goals.map((goal) => [goal.id, goal]));
    this.tree = tree;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  goal = (id: number): Goal | undefined => this.byId.get(id);
  childrenOf = (id: number): Goal[] => this.children.get(id) ?? NO_GOALS;
  levelOf = (id: number): number => this.tree.levelOf.get(id) ?? 0;
  rootGoals = (): Goal[] => this.roots;
  /** The goal and the goals above it, nearest first; empty for a goal that isn't there. */
  chainOf = (id: number): Goal[] => {
    const chain: Goal[] = [];
    for (let goal = this.byId.get(id); goal && !chain.includes(goal); goal = goal.parentId === null ? undefined : this.byId.get(goal.parentId)) chain.push(goal);
    return chain;
  };
  currentTree = (): GoalTree<Goal> => this.tree;
}
