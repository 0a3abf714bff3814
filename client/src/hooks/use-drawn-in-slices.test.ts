import { describe, expect, it } from 'vitest';
import { nextDrawn, NEXT_SLICE } from './use-drawn-in-slices';

describe('nextDrawn', () => {
  it('adds a slice at a time and stops at the end of the list', () => {
    expect(nextDrawn(20, 203)).toBe(20 + NEXT_SLICE);
    expect(nextDrawn(200, 203)).toBe(203);
    expect(nextDrawn(203, 203)).toBe(203);
  });
});
