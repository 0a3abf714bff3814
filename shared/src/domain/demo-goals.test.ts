import { describe, expect, it } from 'vitest';
import {
  addDemoSubgoal,
  addDemoTask,
  averageProgress,
  createDemoGoal,
  demoSuggestionsFor,
  toggleDemoGoal,
} from './demo-goals';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('demo goals', () => {
  it('creates a goal due 30 days ahead, expanded, at 0%, with three suggestions', () => {
    const goal = createDemoGoal({ id: 1, title: '  Learn guitar ', description: ' Chords first ' }, now);
    expect(goal).toEqual({
      id: 1,
      title: 'Learn guitar',
      description: 'Chords first',
      deadline: '2026-12-22T10:00:00.000Z',
      progress: 0,
      isExpanded: true,
      subgoals: [],
      suggestions: demoSuggestionsFor('Learn guitar'),
    });
    expect(goal.suggestions).toHaveLength(3);
    for (const suggestion of goal.suggestions) expect(suggestion).toContain('Learn guitar');
  });

  it('dates a subgoal a week before its goal', () => {
    const goal = addDemoSubgoal(createDemoGoal({ id: 1, title: 'Learn guitar' }, now), { id: 2, title: 'Chords' });
    expect(goal.subgoals).toEqual([
      { id: 2, title: 'Chords', description: '', deadline: '2026-12-15T10:00:00.000Z', progress: 0 },
    ]);
  });

  it('raises progress by 10 per task, capped at 100', () => {
    let goal = createDemoGoal({ id: 1, title: 'Learn guitar' }, now);
    goal = addDemoTask(goal);
    expect(goal.progress).toBe(10);
    for (let task = 0; task < 12; task++) goal = addDemoTask(goal);
    expect(goal.progress).toBe(100);
  });

  it('sets progress to the rounded average of the subgoals when one is added', () => {
    let goal = createDemoGoal({ id: 1, title: 'Learn guitar' }, now);
    goal = addDemoTask(addDemoTask(addDemoTask(goal)));
    expect(goal.progress).toBe(30);
    goal = addDemoSubgoal(goal, { id: 2, title: 'Chords' });
    expect(goal.progress).toBe(0);
  });

  it('rounds the average', () => {
    expect(averageProgress([])).toBe(0);
    expect(averageProgress([{ progress: 10 }, { progress: 15 }])).toBe(13);
    expect(averageProgress([{ progress: 0 }, { progress: 0 }, { progress: 100 }])).toBe(33);
    expect(averageProgress([{ progress: 100 }, { progress: 100 }])).toBe(100);
  });

  it('expands and collapses', () => {
    const goal = createDemoGoal({ id: 1, title: 'Learn guitar' }, now);
    expect(toggleDemoGoal(goal).isExpanded).toBe(false);
    expect(toggleDemoGoal(toggleDemoGoal(goal)).isExpanded).toBe(true);
  });
});
