import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one, the plural for anything else', () => {
    expect(countOf(1, 'task')).toBe('1 task');
    expect(countOf(0, 'task')).toBe('0 tasks');
    expect(countOf(2, 'task')).toBe('2 tasks');
    expect(countOf(1.5, 'minute')).toBe('1.5 minutes');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(1, 'daily plan', 'daily plans')).toBe('1 daily plan');
    expect(countOf(1250, 'entry', 'entries')).toBe('1,250 entries');
  });
});

describe('nounFor', () => {
  it('gives the word alone, for sentences where the count stands elsewhere', () => {
    expect(nounFor(1, 'subgoal')).toBe('subgoal');
    expect(nounFor(3, 'subgoal')).toBe('subgoals');
    expect(nounFor(1, 'goal has', 'goals have')).toBe('goal has');
    expect(nounFor(0, 'goal has', 'goals have')).toBe('goals have');
  });
});
