import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isUsable, mergeSaved, SAVED_DATA_BUSTER, SAVED_DATA_MAX_AGE_MS, shouldSaveQuery } from './saved-query-cache';

const NOW = Date.UTC(2026, 10, 25, 12);
const query = (queryHash: string, dataUpdatedAt = NOW) =>
  ({ queryHash, queryKey: JSON.parse(queryHash), state: { dataUpdatedAt, status: 'success', data: queryHash } }) as unknown as DehydratedState['queries'][number];
const cache = (...queries: DehydratedState['queries']): DehydratedState => ({ queries, mutations: [] });

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
  const saved = (timestamp: number, buster = SAVED_DATA_BUSTER) => ({ timestamp, buster, clientState: cache() });
  it('takes saved data of this version up to the maximum age', () => {
    expect(isUsable(saved(NOW - SAVED_DATA_MAX_AGE_MS), NOW)).toBe(true);
    expect(isUsable(saved(NOW - SAVED_DATA_MAX_AGE_MS - 1), NOW)).toBe(false);
  });
  it('refuses another version’s data and nothing at all', () => {
    expect(isUsable(saved(NOW, 'another version'), NOW)).toBe(false);
    expect(isUsable(undefined, NOW)).toBe(false);
  });
});

describe('mergeSaved', () => {
  it('keeps the queries this page has not read, and the page’s own version of those it has', () => {
    const earlier = cache(query('["/api/goals"]', NOW - 1000), query('["/api/stats"]', NOW - 1000));
    const current = cache(query('["/api/goals"]'), query('["/api/user"]'));
    const merged = mergeSaved(current, earlier, NOW);
    expect(merged.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt])).toEqual([
      ['["/api/goals"]', NOW],
      ['["/api/user"]', NOW],
      ['["/api/stats"]', NOW - 1000],
    ]);
  });
  it('drops unread queries older than the maximum age', () => {
    const earlier = cache(query('["/api/stats"]', NOW - SAVED_DATA_MAX_AGE_MS - 1));
    expect(mergeSaved(cache(), earlier, NOW).queries).toEqual([]);
    expect(mergeSaved(cache(query('["/api/user"]')), undefined, NOW).queries).toHaveLength(1);
  });
});
