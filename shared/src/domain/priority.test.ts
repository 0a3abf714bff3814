import { describe, expect, it } from 'vitest';
import type { Priority } from '../schemas/todos';
import { byPriorityDescending, nextPriority, PRIORITY_WEIGHT } from './priority';

describe('priority', () => {
  it('weighs urgent 4, high 3, medium 2, low 1', () => {
    expect(PRIORITY_WEIGHT).toEqual({ urgent: 4, high: 3, medium: 2, low: 1 });
  });

  it('cycles low → medium → high → urgent → low', () => {
    const seen: Priority[] = ['low'];
    for (let step = 0; step < 4; step++) seen.push(nextPriority(seen.at(-1) as Priority));
    expect(seen).toEqual(['low', 'medium', 'high', 'urgent', 'low']);
  });

  it('sorts urgent first and keeps equal priorities in their order', () => {
    const tasks = [
      { id: 1, priority: 'low' as const },
      { id: 2, priority: 'urgent' as const },
      { id: 3, priority: 'medium' as const },
      { id: 4, priority: 'high' as const },
      { id: 5, priority: 'medium' as const },
    ];
    expect([...tasks].sort(byPriorityDescending).map((task) => task.id)).toEqual([2, 4, 3, 5, 1]);
  });
});
