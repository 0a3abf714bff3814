import { describe, expect, it } from 'vitest';
import { deletionSummary } from './goal-deletion-text';

describe('deletionSummary', () => {
  it('names the subgoals and tasks that go with a goal, in the right number', () => {
    expect(deletionSummary({ subgoals: 3, tasks: 12 })).toBe('This also deletes 3 subgoals and 12 tasks.');
    expect(deletionSummary({ subgoals: 1, tasks: 1 })).toBe('This also deletes 1 subgoal and 1 task.');
    expect(deletionSummary({ subgoals: 0, tasks: 2 })).toBe('This also deletes 2 tasks.');
    expect(deletionSummary({ subgoals: 2, tasks: 0 })).toBe('This also deletes 2 subgoals.');
  });

  it('says nothing more when nothing else goes', () => {
    expect(deletionSummary({ subgoals: 0, tasks: 0 })).toBeNull();
  });
});
