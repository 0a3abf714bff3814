import { describe, expect, it } from 'vitest';
import { dailyProgress, deepestOpenDescendant, planningGoalCards, planningLevelMarker, rootGoalOf } from './goal-planning';
import { buildGoalTree, type TreeGoal } from './goal-tree';

let nextId = 1;
function goal(fields: Partial<TreeGoal> & { day?: number } = {}): TreeGoal {
  const { day = 10, ...rest } = fields;
  return { id: nextId++, parentId: null, progress: 0, deadline: new Date(2027, 0, day).toISOString(), ...rest };
}

describe('dailyProgress', () => {
  const main = goal();
  const open1 = goal({ parentId: main.id });
  const open2 = goal({ parentId: main.id });
  const done = goal({ parentId: main.id, progress: 100 });
  const deep = goal({ parentId: open1.id, progress: 40 });
  const goals = [main, open1, open2, done, deep];

  it('counts open subgoals, never a main goal with subgoals or a finished goal', () => {
    expect(dailyProgress(goals, [])).toEqual({ planned: 0, total: 3, percent: 0, onTrack: false });
  });

  it('doesn’t count a task skipped today as a plan', () => {
    expect(dailyProgress(goals, [{ goalId: open1.id, skipped: true }])).toEqual({ planned: 0, total: 3, percent: 0, onTrack: false });
  });

  it('is on track once one open subgoal has a task today', () => {
    expect(dailyProgress(goals, [{ goalId: open1.id }, { goalId: open1.id }, { goalId: main.id }, { goalId: done.id }, { goalId: null }])).toEqual({
      planned: 1,
      total: 3,
      percent: 33,
      onTrack: true,
    });
    expect(dailyProgress(goals, [{ goalId: open1.id }, { goalId: open2.id }, { goalId: deep.id }]).percent).toBe(100);
  });

  it('counts an open main goal without subgoals as plannable, like a subgoal', () => {
    const leafMain = goal();
    const finishedLeafMain = goal({ progress: 100 });
    expect(dailyProgress([leafMain], [{ goalId: leafMain.id }])).toEqual({ planned: 1, total: 1, percent: 100, onTrack: true });
    expect(dailyProgress([leafMain, finishedLeafMain], [])).toEqual({ planned: 0, total: 1, percent: 0, onTrack: false });
    expect(dailyProgress([...goals, leafMain], [{ goalId: leafMain.id }])).toEqual({ planned: 1, total: 4, percent: 25, onTrack: true });
  });

  it('is zero without goals', () => {
    expect(dailyProgress([], [{ goalId: null }])).toEqual({ planned: 0, total: 0, percent: 0, onTrack: false });
  });
});

describe('rootGoalOf (walk up)', () => {
  const root = goal();
  const child = goal({ parentId: root.id });
  const grandchild = goal({ parentId: child.id });
  const orphan = goal({ parentId: 9999 });
  const byId = new Map([root, child, grandchild, orphan].map((g) => [g.id, g]));

  it('follows parents to the main goal', () => {
    expect(rootGoalOf(grandchild.id, byId)).toBe(root);
    expect(rootGoalOf(root.id, byId)).toBe(root);
  });

  it('gives nothing for no goal or an unknown goal, and stops at a missing parent', () => {
    expect(rootGoalOf(null, byId)).toBeUndefined();
    expect(rootGoalOf(12345, byId)).toBeUndefined();
    expect(rootGoalOf(orphan.id, byId)).toBe(orphan);
  });

  it('ends on a loop instead of spinning', () => {
    const a = goal();
    const b = goal({ parentId: a.id });
    a.parentId = b.id;
    const loop = new Map([a, b].map((g) => [g.id, g]));
    expect([a, b]).toContain(rootGoalOf(a.id, loop));
  });
});

describe('deepestOpenDescendant (walk down)', () => {
  it('follows the first open child by deadline down to the deepest one', () => {
    const root = goal();
    const later = goal({ parentId: root.id, day: 20 });
    const sooner = goal({ parentId: root.id, day: 5 });
    const finishedChild = goal({ parentId: sooner.id, day: 1, progress: 100 });
    const openChild = goal({ parentId: sooner.id, day: 3 });
    const leaf = goal({ parentId: openChild.id });
    const tree = buildGoalTree([root, later, sooner, finishedChild, openChild, leaf]);
    expect(deepestOpenDescendant(root, tree)).toBe(leaf);
    expect(deepestOpenDescendant(later, tree)).toBe(later);
  });

  it('is the goal itself when every subgoal is finished', () => {
    const root = goal();
    const done = goal({ parentId: root.id, progress: 100 });
    expect(deepestOpenDescendant(root, buildGoalTree([root, done]))).toBe(root);
  });
});

describe('planningGoalCards', () => {
  it('lists open main goals by deadline with their open descendants depth first and their levels', () => {
    const late = goal({ day: 30 });
    const early = goal({ day: 2 });
    const finishedMain = goal({ day: 1, progress: 100 });
    const a = goal({ parentId: early.id, day: 9 });
    const b = goal({ parentId: early.id, day: 4 });
    const bDone = goal({ parentId: early.id, day: 3, progress: 100 });
    const hiddenUnderDone = goal({ parentId: bDone.id });
    const b1 = goal({ parentId: b.id });
    const b11 = goal({ parentId: b1.id });
    const b111 = goal({ parentId: b11.id });
    const cards = planningGoalCards([late, early, finishedMain, a, b, bDone, hiddenUnderDone, b1, b11, b111]);

    expect(cards.map((card) => card.goal.id)).toEqual([early.id, late.id]);
    expect(cards[0]?.isLeaf).toBe(false);
    expect(cards[1]?.isLeaf).toBe(true);
    expect(cards[0]?.openDescendants.map(({ goal: g, level, isLeaf }) => [g.id, level, isLeaf])).toEqual([
      [b.id, 1, false],
      [b1.id, 2, false],
      [b11.id, 3, false],
      [b111.id, 4, true],
      [a.id, 1, true],
    ]);
  });

  it('marks levels L1 to L3 and caps deeper ones at L3', () => {
    expect([1, 2, 3, 4, 9].map(planningLevelMarker)).toEqual(['L1', 'L2', 'L3', 'L3', 'L3']);
  });
});
