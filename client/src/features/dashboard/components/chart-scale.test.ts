import { describe, expect, it } from 'vitest';
import { wholeNumberTicks } from './chart-scale';

describe('wholeNumberTicks', () => {
  it.each([
    [[], [0, 1]],
    [[0, 0, 0], [0, 1]],
    [[1], [0, 1]],
    [[3], [0, 1, 2, 3]],
    [[4], [0, 1, 2, 3, 4]],
    [[5], [0, 2, 4, 6]],
    [[8], [0, 2, 4, 6, 8]],
    [[9], [0, 5, 10]],
    [[20], [0, 5, 10, 15, 20]],
    [[21], [0, 10, 20, 30]],
    [[1, 37, 2], [0, 10, 20, 30, 40]],
    [[41], [0, 20, 40, 60]],
    [[95], [0, 50, 100]],
    [[1440], [0, 500, 1000, 1500]],
    [[2001], [0, 1000, 2000, 3000]],
  ])('%j gives %j', (values, ticks) => {
    expect(wholeNumberTicks(values)).toEqual(ticks);
  });

  it('never puts the top below the largest value, and counts in at most four equal whole steps', () => {
    for (let largest = 0; largest <= 2000; largest++) {
      const ticks = wholeNumberTicks([largest]);
      const step = ticks[1]! - ticks[0]!;
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(Number.isInteger(step)).toBe(true);
      ticks.forEach((tick, index) => expect(tick).toBe(index * step));
    }
  });

  it('leaves out what is not a number, and negative values', () => {
    expect(wholeNumberTicks([Number.NaN, -3, 2])).toEqual([0, 1, 2]);
  });
});
