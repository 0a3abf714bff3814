import { describe, expect, it } from 'vitest';
import {
  buildGoalTree,
  goalPath,
  goalTreeOf,
  flattenTree,
  parentChoices,
  partitionMainGoals,
  type TreeGoal,
} from './goal-tree';

const goal = (id: number, parentId: number | null, deadline: string, progress = 0): TreeGoal => ({
  id,
  parentId,
  deadline: `2026-${deadline}T12:00:00.000Z`,
  progress,
});

//   1 (Mar) ─┬─ 3 (Feb) ── 5 (Jan)
//            └─ 2 (Apr)
//   4 (Jan, done)
//   6 (May) ── 7 (Jun)
const goals = [
  goal(1, null, '03-01'),
  goal(2, 1, '04-01'),
  goal(3, 1, '02-01'),
  goal(4, null, '01-01', 100),
  goal(5, 3, '01-15'),
  goal(6, null, '05-01'),
  goal(7, 6, '06-01'),
];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('buildGoalTree', () => {
  const tree = buildGoalTree(goals);

  it('puts main goals first, by deadline', () => {
    expect(ids(tree.roots)).toEqual([4, 1, 6]);
  });

  it('lists each goal’s subgoals by deadline', () => {
    expect(ids(tree.childrenOf.get(1) ?? [])).toEqual([3, 2]);
    expect(ids(tree.childrenOf.get(3) ?? [])).toEqual([5]);
    expect(tree.childrenOf.get(5)).toBeUndefined();
  });

  it('knows every goal’s level', () => {
    expect(Object.fromEntries(tree.levelOf)).toEqual({ 1: 0, 2: 1, 3: 1, 4: 0, 5: 2, 6: 0, 7: 1 });
  });

  it('treats a goal whose parent is missing as a main goal', () => {
    expect(ids(buildGoalTree([goal(9, 42, '01-01')]).roots)).toEqual([9]);
  });

  it('breaks deadline ties by id', () => {
    expect(ids(buildGoalTree([goal(2, null, '01-01'), goal(1, null, '01-01')]).roots)).toEqual([1, 2]);
  });

  it('builds chains hundreds of levels deep without recursion', () => {
    const many: TreeGoal[] = [];
    for (let id = 1; id <= 2000; id++) many.push(goal(id, id % 250 === 1 ? null : id - 1, '06-01'));
    const big = buildGoalTree(many);
    const flat = flattenTree(big);
    expect(big.roots).toHaveLength(8);
    expect(flat).toHaveLength(2000);
    expect(Math.max(...big.levelOf.values())).toBe(249);
  });
});

describe('goalTreeOf', () => {
  it('builds a list’s tree once and answers it again for the same list', () => {
    const list = [...goals];
    const first = goalTreeOf(list);
    expect(goalTreeOf(list)).toBe(first);
    expect(first).toEqual(buildGoalTree(list));
  });

  it('builds another list’s tree afresh, even with the same goals', () => {
    const list = [...goals];
    const changed = list.map((item) => (item.id === 2 ? { ...item, deadline: '2026-01-20T12:00:00.000Z' } : item));
    expect(goalTreeOf([...list])).not.toBe(goalTreeOf(list));
    expect(ids(goalTreeOf(changed).childrenOf.get(1) ?? [])).toEqual([2, 3]);
  });
});

describe('flattenTree', () => {
  it('walks depth first in display order', () => {
    expect(ids(flattenTree(buildGoalTree(goals)))).toEqual([4, 1, 3, 5, 2, 6, 7]);
  });
});

describe('partitionMainGoals', () => {
  it('splits ongoing from completed', () => {
    const { ongoing, completed } = partitionMainGoals(buildGoalTree(goals).roots);
    expect(ids(ongoing)).toEqual([1, 6]);
    expect(ids(completed)).toEqual([4]);
  });
});

describe('parentChoices', () => {
  const tree = buildGoalTree(goals);
  it('offers every goal, with its level, when creating', () => {
    expect(parentChoices(tree, null).map(({ goal: g, level }) => [g.id, level])).toEqual([
      [4, 0],
      [1, 0],
      [3, 1],
      [5, 2],
      [2, 1],
      [6, 0],
      [7, 1],
    ]);
  });
  it('leaves out the goal itself and everything below it', () => {
    expect(parentChoices(tree, 1).map(({ goal: g }) => g.id)).toEqual([4, 6, 7]);
    expect(parentChoices(tree, 3).map(({ goal: g }) => g.id)).toEqual([4, 1, 2, 6, 7]);
  });
});

describe('goalPath', () => {
  const goals = new Map(
    [
      { id: 1, parentId: null, progress: 0, title: 'Run a half marathon' },
      { id: 2, parentId: 1, progress: 0, title: 'Build base mileage' },
      { id: 3, parentId: 2, progress: 0, title: 'Long runs' },
      { id: 4, parentId: 5, progress: 0, title: 'Loop A' },
      { id: 5, parentId: 4, progress: 0, title: 'Loop B' },
    ].map((goal) => [goal.id, goal]),
  );
  it('names the goals above, outermost first', () => {
    expect(goalPath(3, goals)).toBe('Run a half marathon › Build base mileage');
    expect(goalPath(1, goals)).toBe('');
    expect(goalPath(99, goals)).toBe('');
  });
  it('stops at a loop', () => {
    expect(goalPath(4, goals)).toBe('Loop B');
  });
});
