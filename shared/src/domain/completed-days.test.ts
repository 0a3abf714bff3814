import { describe, expect, it } from 'vitest';
import { completionDayLabel, groupByCompletionDay } from './completed-days';

// The suite runs with TZ=America/New_York (see vitest.config.ts).
const now = new Date('2026-11-22T15:30:00');
const at = (local: string, id: number) => ({ id, completedAt: new Date(local).toISOString() });

describe('completionDayLabel', () => {
  it('names today and yesterday, then the weekday and date, with the year only when it differs', () => {
    expect(completionDayLabel(new Date('2026-11-22T00:00:00'), now)).toBe('Today');
    expect(completionDayLabel(new Date('2026-11-21T00:00:00'), now)).toBe('Yesterday');
    expect(completionDayLabel(new Date('2026-11-20T00:00:00'), now)).toBe('Friday, November 20');
    expect(completionDayLabel(new Date('2025-12-31T00:00:00'), now)).toBe('Wednesday, December 31, 2025');
  });
});

describe('groupByCompletionDay', () => {
  it('groups by the local day of completion, newest day first, keeping the order within a day', () => {
    const groups = groupByCompletionDay(
      [at('2026-11-22T09:00:00', 1), at('2026-11-21T23:59:00', 2), at('2026-11-22T00:01:00', 3), at('2026-11-20T08:00:00', 4)],
      now,
    );
    expect(groups.map((group) => [group.label, group.tasks.map((task) => task.id)])).toEqual([
      ['Today', [1, 3]],
      ['Yesterday', [2]],
      ['Friday, November 20', [4]],
    ]);
    expect(groups[0]?.key).toBe('2026-11-22T05:00:00.000Z');
  });

  it('puts a task completed just after midnight on the new day, across a clock change', () => {
    // 2026-11-01 has 25 hours in New York.
    const groups = groupByCompletionDay([at('2026-11-01T23:30:00', 1), at('2026-11-02T00:10:00', 2)], now);
    expect(groups.map((group) => group.tasks.map((task) => task.id))).toEqual([[2], [1]]);
  });

  it('leaves out tasks without a completion time', () => {
    expect(groupByCompletionDay([{ id: 1, completedAt: null }], now)).toEqual([]);
  });
});
