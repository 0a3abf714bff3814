import { describe, expect, it } from 'vitest';
import { countOf, formatCount, nounFor } from './plural';

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

describe('formatCount', () => {
  it('groups whole numbers by thousands as Intl does for en-US, and leaves fractions to Intl', () => {
    for (const count of [0, 7, 999, 1000, 1250, 65535, 1234567, -1, -1000, -987654321, Number.MAX_SAFE_INTEGER, 0.5, 1.25, 1234.5]) {
      expect(formatCount(count), String(count)).toBe(new Intl.NumberFormat('en-US').format(count));
    }
  });
});
