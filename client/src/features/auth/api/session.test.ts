import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './session';

describe('reconnectDelayMs', () => {
  it('waits 1 s, 2 s, 4 s … between attempts and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
