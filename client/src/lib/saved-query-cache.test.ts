import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { expiredQueries, isUsable, planWrite, SAVED_DATA_BUSTER, SAVED_DATA_MAX_AGE_MS, type SavedIndex, shouldSaveQuery } from './saved-query-cache';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('shouldSaveQuery', () => {
  const state = (status: string) => ({ status }) as never;
  it('keeps successful reads of the planner', () => {
    for (const root of ['/api/user', '/api/goals', '/api/todos', '/api/daily-plans', '/api/stats']) {
      expect(shouldSaveQuery({ queryKey: [root], state: state('success') }), root).toBe(true);
    }
  });
  it('keeps neither failed or unfinished reads nor search, suggestions and the secret calendar address', () => {
    expect(shouldSaveQuery({ queryKey: ['/api/goals'], state: state('error') })).toBe(false);
    expect(shouldSaveQuery({ queryKey: ['/api/goals'], state: state('pending') })).toBe(false);
    for (const root of ['/api/search', 'goal-suggestions', '/api/calendar-feed']) {
      expect(shouldSaveQuery({ queryKey: [root, 'x'], state: state('success') }), root).toBe(false);
    }
  });
});

describe('isUsable', () => {
  const index = (owner: number, buster = SAVED_DATA_BUSTER): SavedIndex => ({ owner, buster, readAt: {} });
  it('takes the saved queries of this user written by this version', () => {
    expect(isUsable(index(7), 7)).toBe(true);
  });
  it('refuses another user’s, another version’s, and a store with no index (an older version’s)', () => {
    expect(isUsable(index(8), 7)).toBe(false);
    expect(isUsable(index(7, 'another version'), 7)).toBe(false);
    expect(isUsable(undefined, 7)).toBe(false);
  });
});

describe('expiredQueries', () => {
  it('names the saved queries read longer ago than the maximum age', () => {
    const readAt = { '["/api/goals"]': NOW - SAVED_DATA_MAX_AGE_MS, '["/api/stats"]': NOW - SAVED_DATA_MAX_AGE_MS - 1 };
    expect(expiredQueries(readAt, NOW)).toEqual(['["/api/stats"]']);
  });
});

describe('planWrite', () => {
  const query = (queryHash: string, data: unknown, dataUpdatedAt = NOW, status = 'success') =>
    ({ queryHash, queryKey: JSON.parse(queryHash), state: { data, dataUpdatedAt, status } }) as unknown as Pick<Query, 'queryHash' | 'queryKey' | 'state'>;
  const goals = [{ id: 1, title: 'Learn Spanish' }];

  it('writes every saved kind of query the first time, and names when each was read', () => {
    const queries = [query('["/api/goals"]', goals), query('["/api/user"]', { id: 7 }), query('["/api/search","x"]', []), query('["/api/stats"]', undefined, 0, 'error')];
    const plan = planWrite(queries, {}, new Map(), NOW);
    expect(plan?.changed.map((q) => q.queryHash)).toEqual(['["/api/goals"]', '["/api/user"]']);
    expect(plan?.readAt).toEqual({ '["/api/goals"]': NOW, '["/api/user"]': NOW });
    expect(plan?.dropped).toEqual([]);
  });

  it('writes a query again only when its data is new: a refetch of the same data only moves its time', () => {
    const written = new Map<string, unknown>([['["/api/goals"]', goals]]);
    expect(planWrite([query('["/api/goals"]', goals)], { '["/api/goals"]': NOW }, written, NOW)).toBeNull();
    const refetched = planWrite([query('["/api/goals"]', goals, NOW + 5000)], { '["/api/goals"]': NOW }, written, NOW + 5000);
    expect(refetched).toEqual({ changed: [], readAt: { '["/api/goals"]': NOW + 5000 }, dropped: [] });
    const edited = planWrite([query('["/api/goals"]', [{ id: 1, title: 'Learn Catalan' }], NOW + 6000)], { '["/api/goals"]': NOW }, written, NOW + 6000);
    expect(edited?.changed).toHaveLength(1);
  });

  it('keeps the saved queries this page has not read, and drops those too old', () => {
    const readAt = { '["/api/stats"]': NOW - 1000, '["/api/habits"]': NOW - SAVED_DATA_MAX_AGE_MS - 1 };
    const plan = planWrite([query('["/api/goals"]', goals)], readAt, new Map(), NOW);
    expect(plan?.readAt).toEqual({ '["/api/stats"]': NOW - 1000, '["/api/goals"]': NOW });
    expect(plan?.dropped).toEqual(['["/api/habits"]']);
    expect(planWrite([], { '["/api/habits"]': NOW - SAVED_DATA_MAX_AGE_MS - 1 }, new Map(), NOW)?.dropped).toEqual(['["/api/habits"]']);
  });
});
