import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  descendantIdsOf,
  type GoalNode,
  goalsToReopen,
  isGoalComplete,
  isTaskSettled,
  parentsFirst,
  progressChangeBlocker,
  PROGRESS_BLOCKER_MESSAGES,
  reopenedProgress,
  wouldCreateCycle,
} from './goal-rules';

const open = { completed: false, failed: false };
const done = { completed: true, failed: false };
const failed = { completed: false, failed: true };

//   1 ─┬─ 2 ─── 4 ─── 6
//      └─ 3 (done)
//   5
const tree: GoalNode[] = [
  { id: 1, parentId: null, progress: 10 },
  { id: 2, parentId: 1, progress: 20 },
  { id: 3, parentId: 1, progress: 100 },
  { id: 4, parentId: 2, progress: 0 },
  { id: 5, parentId: null, progress: 0 },
  { id: 6, parentId: 4, progress: 50 },
];

describe('isGoalComplete', () => {
  it('is complete at 100 only', () => {
    expect(isGoalComplete({ progress: 100 })).toBe(true);
    expect(isGoalComplete({ progress: 99 })).toBe(false);
    expect(isGoalComplete({ progress: 0 })).toBe(false);
  });
});

describe('progressChangeBlocker', () => {
  it('blocks a goal whose subgoals are not all at 100, whatever its tasks', () => {
    expect(progressChangeBlocker([{ progress: 100 }, { progress: 99 }], [])).toBe('subgoals_unfinished');
    expect(progressChangeBlocker([{ progress: 0 }], [done])).toBe('subgoals_unfinished');
  });

  it('allows a goal whose subgoals are all at 100, even with open tasks', () => {
    expect(progressChangeBlocker([{ progress: 100 }, { progress: 100 }], [open])).toBeNull();
  });

  it('blocks a leaf goal with any open linked task', () => {
    expect(progressChangeBlocker([], [done, open])).toBe('tasks_unfinished');
    expect(progressChangeBlocker([], [failed, open])).toBe('tasks_unfinished');
  });

  it('allows a leaf goal whose tasks are all settled (completed or failed), or that has none', () => {
    expect(progressChangeBlocker([], [done])).toBeNull();
    expect(progressChangeBlocker([], [failed])).toBeNull();
    expect(progressChangeBlocker([], [done, failed])).toBeNull();
    expect(progressChangeBlocker([], [])).toBeNull();
  });

  it('always lets a complete goal go below 100, so open work never leaves it stuck', () => {
    expect(progressChangeBlocker([{ progress: 0 }], [], { from: 100, to: 60 })).toBeNull();
    expect(progressChangeBlocker([], [open], { from: 100, to: 0 })).toBeNull();
  });

  it('still blocks other changes of a goal with open work', () => {
    expect(progressChangeBlocker([{ progress: 0 }], [], { from: 40, to: 60 })).toBe('subgoals_unfinished');
    expect(progressChangeBlocker([], [open], { from: 40, to: 100 })).toBe('tasks_unfinished');
    expect(progressChangeBlocker([], [open], { from: 100, to: 100 })).toBe('tasks_unfinished');
  });

  it('has a toast for each blocker that names what is unfinished', () => {
    expect(PROGRESS_BLOCKER_MESSAGES.subgoals_unfinished).toEqual({
      title: 'Cannot update progress',
      description: expect.stringMatching(/subgoals/),
    });
    expect(PROGRESS_BLOCKER_MESSAGES.tasks_unfinished).toEqual({
      title: 'Cannot complete goal',
      description: 'Complete all tasks first',
    });
  });
});

describe('isTaskSettled', () => {
  it('counts completed and failed tasks as settled', () => {
    expect([open, done, failed].map(isTaskSettled)).toEqual([false, true, true]);
  });
});

describe('reopenedProgress', () => {
  it('takes the average progress of the subgoals, rounded down', () => {
    expect(reopenedProgress([{ progress: 100 }, { progress: 100 }, { progress: 0 }], [])).toBe(66);
    expect(reopenedProgress([{ progress: 100 }, { progress: 60 }], [open])).toBe(80);
  });

  it('takes the share of settled tasks of a goal without subgoals', () => {
    expect(reopenedProgress([], [done, done, failed, open])).toBe(75);
    expect(reopenedProgress([], [open])).toBe(0);
  });

  it('never reaches 100 while anything is open', () => {
    expect(reopenedProgress([{ progress: 100 }, { progress: 100 }, { progress: 99 }], [])).toBe(99);
    expect(reopenedProgress([], Array.from({ length: 1000 }, (_, index) => (index === 0 ? open : done)))).toBe(99);
    expect(reopenedProgress([], [])).toBe(99);
  });
});

describe('goalsToReopen', () => {
  //   1 (100) ─┬─ 2 (100) ─── 4 (100, a leaf)
  //            └─ 3 (100)
  //   5 (40) ─── 6 (100)
  const complete: GoalNode[] = [
    { id: 1, parentId: null, progress: 100 },
    { id: 2, parentId: 1, progress: 100 },
    { id: 3, parentId: 1, progress: 100 },
    { id: 4, parentId: 2, progress: 100 },
    { id: 5, parentId: null, progress: 40 },
    { id: 6, parentId: 5, progress: 100 },
  ];

  it('reopens a complete leaf that got an open task, and every complete goal above it', () => {
    expect(goalsToReopen({ goalId: 4, goals: complete, linkedTasks: [done, done, done, open] })).toEqual([
      { id: 4, progress: 75 },
      { id: 2, progress: 75 },
      { id: 1, progress: 87 },
    ]);
  });

  it('reopens a complete goal that got a new open subgoal, and its complete ancestors', () => {
    const withNewSubgoal = [...complete, { id: 7, parentId: 2, progress: 0 }];
    expect(goalsToReopen({ goalId: 2, goals: withNewSubgoal, linkedTasks: [] })).toEqual([
      { id: 2, progress: 50 },
      { id: 1, progress: 75 },
    ]);
  });

  it('stops at the first goal that is still open', () => {
    const reopenedSubgoal = complete.map((goal) => (goal.id === 6 ? { ...goal, progress: 30 } : goal));
    expect(goalsToReopen({ goalId: 5, goals: reopenedSubgoal, linkedTasks: [] })).toEqual([]);
  });

  it('leaves a goal alone when what was added is already settled', () => {
    expect(goalsToReopen({ goalId: 4, goals: complete, linkedTasks: [done, failed] })).toEqual([]);
    const settledSubgoal = [...complete, { id: 7, parentId: 2, progress: 100 }];
    expect(goalsToReopen({ goalId: 2, goals: settledSubgoal, linkedTasks: [] })).toEqual([]);
  });

  it('ignores tasks linked to a goal that has subgoals, as the completion rule does', () => {
    expect(goalsToReopen({ goalId: 2, goals: complete, linkedTasks: [open] })).toEqual([]);
  });
});

describe('walking the tree', () => {
  it('lists a goal and its ancestors nearest first', () => {
    expect(ancestorsOf(6, tree).map((goal) => goal.id)).toEqual([6, 4, 2, 1]);
    expect(ancestorsOf(5, tree).map((goal) => goal.id)).toEqual([5]);
    expect(ancestorsOf(99, tree)).toEqual([]);
  });

  it('survives a loop in broken data', () => {
    const loop: GoalNode[] = [
      { id: 1, parentId: 2, progress: 0 },
      { id: 2, parentId: 1, progress: 0 },
    ];
    expect(ancestorsOf(1, loop).map((goal) => goal.id)).toEqual([1, 2]);
    expect(descendantIdsOf(1, loop)).toEqual(new Set([2]));
  });

  it('lists descendants at any depth', () => {
    expect(descendantIdsOf(1, tree)).toEqual(new Set([2, 3, 4, 6]));
    expect(descendantIdsOf(4, tree)).toEqual(new Set([6]));
    expect(descendantIdsOf(5, tree)).toEqual(new Set());
  });

});

describe('wouldCreateCycle', () => {
  it('refuses the goal itself as its parent', () => {
    expect(wouldCreateCycle(2, 2, tree)).toBe(true);
  });

  it('refuses any descendant as the new parent', () => {
    expect(wouldCreateCycle(1, 2, tree)).toBe(true);
    expect(wouldCreateCycle(1, 6, tree)).toBe(true);
    expect(wouldCreateCycle(2, 6, tree)).toBe(true);
  });

  it('allows an unrelated goal, an ancestor, or no parent', () => {
    expect(wouldCreateCycle(4, 5, tree)).toBe(false);
    expect(wouldCreateCycle(6, 1, tree)).toBe(false);
    expect(wouldCreateCycle(1, 3, [...tree.filter((goal) => goal.id !== 3), { id: 3, parentId: null, progress: 0 }])).toBe(
      false,
    );
    expect(wouldCreateCycle(1, null, tree)).toBe(false);
  });
});

describe('parentsFirst', () => {
  it('puts every goal after its parent', () => {
    const shuffled = [tree[5], tree[3], tree[1], tree[0], tree[4], tree[2]] as GoalNode[];
    const ordered = parentsFirst(shuffled);
    expect(ordered).not.toBeNull();
    const position = new Map(ordered?.map((goal, index) => [goal.id, index]));
    expect(ordered).toHaveLength(tree.length);
    for (const goal of tree) {
      if (goal.parentId !== null) expect(position.get(goal.parentId)).toBeLessThan(position.get(goal.id) as number);
    }
  });

  it('treats a parent missing from the list as none', () => {
    expect(parentsFirst([{ id: 2, parentId: 9 }])).toEqual([{ id: 2, parentId: 9 }]);
  });

  it('answers null when goals are their own ancestors', () => {
    expect(parentsFirst([{ id: 1, parentId: 1 }])).toBeNull();
    expect(parentsFirst([...tree, { id: 7, parentId: 8 }, { id: 8, parentId: 7 }])).toBeNull();
  });

  it('handles a chain thousands of goals deep', () => {
    const chain = Array.from({ length: 5000 }, (_, index) => ({ id: index + 1, parentId: index === 0 ? null : index }));
    expect(parentsFirst([...chain].reverse())?.map((goal) => goal.id)).toEqual(chain.map((goal) => goal.id));
  });
});
