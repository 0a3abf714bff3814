import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, signInAddress } from './safe-next-path';

const ORIGIN = 'https://stepwise.example';

describe('safeNextPath', () => {
  it.each([
    ['/goals', '/goals'],
    ['/todos?view=week', '/todos?view=week'],
    ['/goals?x', '/goals?x'],
    ['/planning#today', '/planning#today'],
    ['/plan?date=2025-05-12#notes', '/plan?date=2025-05-12#notes'],
    ['/', '/'],
    ['/goals/../todos', '/todos'],
  ])('keeps a path on this site: %s', (next, expected) => {
    expect(safeNextPath(next, ORIGIN)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['goals'],
    ['//evil.example/goals'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /goals'],
    ['https://evil.example/goals'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['HTTPS://stepwise.example/goals'],
    ['%2F%2Fevil.example'],
  ])('sends anything else to the dashboard: %j', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('never returns to /auth, which would send a signed-in person round in a circle', () => {
    expect(safeNextPath('/auth', ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/auth?next=%2Fgoals', ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/goals/../auth', ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('keeps an encoded path as it was given', () => {
    expect(safeNextPath('/goals?q=%2F%2Fevil.example', ORIGIN)).toBe('/goals?q=%2F%2Fevil.example');
  });
});

describe('signInAddress', () => {
  it('encodes where to return, so its own query survives', () => {
    expect(signInAddress('/goals?x=1&y=2#top')).toBe('/auth?next=%2Fgoals%3Fx%3D1%26y%3D2%23top');
    expect(signInAddress('/goals', 'register')).toBe('/auth?tab=register&next=%2Fgoals');
  });

  it('round-trips through the parameter and the check', () => {
    const next = '/todos?view=week#today';
    const parsed = new URLSearchParams(signInAddress(next).split('?')[1]).get('next');
    expect(safeNextPath(parsed, ORIGIN)).toBe(next);
  });
});
