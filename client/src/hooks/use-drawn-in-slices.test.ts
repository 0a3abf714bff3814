import { describe, expect, it } from 'vitest';
import { nextDrawn, nextSliceSize, NEXT_SLICE, SLICE_BUDGET_MS } from './use-drawn-in-slices';

describe('nextDrawn', () => {
  it('adds a slice at a time and stops at the end of the list', () => {
    expect(nextDrawn(20, 203)).toBe(20 + NEXT_SLICE);
    expect(nextDrawn(200, 203)).toBe(203);
    expect(nextDrawn(203, 203)).toBe(203);
    expect(nextDrawn(20, 203, 7)).toBe(27);
  });
});

describe('nextSliceSize', () => {
  it('draws as many rows as the last slice’s speed fits in the budget', () => {
    // 20 rows in 60 ms: 3 ms a row, so 10 fit in 30 ms.
    expect(nextSliceSize(20, 60, 30)).toBe(10);
    // 20 rows in 10 ms: a fast machine takes 60 at a time, no more.
    expect(nextSliceSize(20, 10, 30)).toBe(60);
    expect(nextSliceSize(20, 1, 30)).toBe(60);
  });

  it('never stalls on a very slow machine: two rows a slice at least', () => {
    expect(nextSliceSize(20, 2_000, 30)).toBe(2);
  });

  it('starts over from the usual slice when the last one was not timed', () => {
    expect(nextSliceSize(0, 0)).toBe(NEXT_SLICE);
    expect(nextSliceSize(20, 0)).toBe(NEXT_SLICE);
    expect(nextSliceSize(20, Number.NaN)).toBe(NEXT_SLICE);
  });

  it('keeps the budget a slice is sized to', () => {
    expect(nextSliceSize(10, SLICE_BUDGET_MS)).toBe(10);
  });
});
