import { describe, expect, it } from 'vitest';
import { goalChoiceOf, goalChoices, goalPaths, matchesGoalSearch } from './goal-choices';
import { buildGoalTree, type TreeGoal } from './goal-tree';

type Goal = TreeGoal & { title: string };
const goal = (id: number, parentId: number | null, title: string, progress = 0, month = 6): Goal => ({
  id,
  parentId,
  title,
  progress,
  deadline: new Date(Date.UTC(2027, month, id)).toISOString(),
});

// Half marathon ── Build base ─┬─ Week 1
//                              └─ Week 2 (done)
//              └─ Race week (done) ── Taper
// Learn Spanish (done)
// Café crawl ── Week 1
const goals = [
  goal(1, null, 'Run a half marathon'),
  goal(2, 1, 'Build base'),
  goal(3, 2, 'Week 1'),
  goal(4, 2, 'Week 2', 100),
  goal(5, 1, 'Race week', 100),
  goal(6, 5, 'Taper'),
  goal(7, null, 'Learn Spanish', 100),
  goal(8, null, 'Café crawl'),
  goal(9, 8, 'Week 1'),
];
const tree = buildGoalTree(goals);
const summary = (choices: ReturnType<typeof goalChoices<Goal>>) => choices.map(({ goal: g, level, path }) => [g.id, level, path]);

describe('goalPaths', () => {
  it('names every goal by the titles from its main goal down', () => {
    const paths = goalPaths(tree);
    expect(paths.get(1)).toBe('Run a half marathon');
    expect(paths.get(3)).toBe('Run a half marathon › Build base › Week 1');
    expect(paths.get(9)).toBe('Café crawl › Week 1');
    expect(paths.get(6)).toBe('Run a half marathon › Race week › Taper');
  });

  it('starts a goal whose parent is missing at its own title', () => {
    expect(goalPaths(buildGoalTree([goal(5, 99, 'Orphan')])).get(5)).toBe('Orphan');
  });
});

describe('goalChoices', () => {
  it('lists open goals in tree order with their levels and paths, leaving complete goals out', () => {
    expect(summary(goalChoices(tree))).toEqual([
      [1, 0, 'Run a half marathon'],
      [2, 1, 'Run a half marathon › Build base'],
      [3, 2, 'Run a half marathon › Build base › Week 1'],
      // Open work below a finished goal is still work to link tasks to.
      [6, 2, 'Run a half marathon › Race week › Taper'],
      [8, 0, 'Café crawl'],
      [9, 1, 'Café crawl › Week 1'],
    ]);
  });

  it('keeps the goal the form opened with, even when it is complete', () => {
    expect(goalChoices(tree, { keepId: 7 }).map((choice) => choice.goal.id)).toEqual([1, 2, 3, 6, 7, 8, 9]);
    expect(goalChoices(tree, { keepId: 4 }).map((choice) => choice.goal.id)).toContain(4);
  });

  it('names each choice’s parent path, for telling apart goals of the same name', () => {
    const byId = new Map(goalChoices(tree).map((choice) => [choice.goal.id, choice.parentPath]));
    expect(byId.get(1)).toBeNull();
    expect(byId.get(3)).toBe('Run a half marathon › Build base');
    expect(byId.get(9)).toBe('Café crawl');
  });

  it('gives one goal’s choice alone as it gives it among all, complete goals too', () => {
    for (const choice of goalChoices(tree, { keepId: 7 })) expect(goalChoiceOf(tree, choice.goal.id)).toEqual(choice);
    expect(goalChoiceOf(tree, 4)).toMatchObject({ level: 2, path: 'Run a half marathon › Build base › Week 2', parentPath: 'Run a half marathon › Build base' });
    expect(goalChoiceOf(buildGoalTree([goal(5, 99, 'Orphan')]), 5)).toMatchObject({ path: 'Orphan', parentPath: null });
    expect(goalChoiceOf(tree, 999)).toBeNull();
  });

  it('never offers a goal, or anything below it, as its own parent', () => {
    expect(goalChoices(tree, { editingGoalId: 2 }).map((choice) => choice.goal.id)).toEqual([1, 6, 8, 9]);
  });
});

describe('matchesGoalSearch', () => {
  const path = 'Run a half marathon › Build base › Week 1';
  it('finds every word anywhere in the path, in any case', () => {
    expect(matchesGoalSearch(path, 'week 1')).toBe(true);
    expect(matchesGoalSearch(path, 'BASE week')).toBe(true);
    expect(matchesGoalSearch(path, '  half   week ')).toBe(true);
    expect(matchesGoalSearch(path, 'taper')).toBe(false);
    expect(matchesGoalSearch(path, 'week 2')).toBe(false);
  });

  it('ignores accents and matches everything for an empty search', () => {
    expect(matchesGoalSearch('Café crawl', 'cafe')).toBe(true);
    expect(matchesGoalSearch('Cafe crawl', 'café')).toBe(true);
    expect(matchesGoalSearch(path, '')).toBe(true);
  });
});
