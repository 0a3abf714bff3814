import { describe, expect, it } from 'vitest';
import {
  addDemoSubgoal,
  addDemoTask,
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

  it('keeps the progress tasks earned when a subgoal is added, as the app does', () => {
    let goal = createDemoGoal({ id: 1, title: 'Learn guitar' }, now);
    for (let task = 0; task < 5; task++) goal = addDemoTask(goal);
    expect(goal.progress).toBe(50);
    goal = addDemoSubgoal(goal, { id: 2, title: 'Chords' });
    expect(goal.progress).toBe(50);
    expect(goal.subgoals).toHaveLength(1);
    expect(addDemoTask(goal).progress).toBe(60);
  });

  it('expands and collapses', () => {
    const goal = createDemoGoal({ id: 1, title: 'Learn guitar' }, now);
    expect(toggleDemoGoal(goal).isExpanded).toBe(false);
    expect(toggleDemoGoal(toggleDemoGoal(goal)).isExpanded).toBe(true);
  });
});
