import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRead } from './query-keys';

afterEach(() => vi.unstubAllGlobals());

/** The URL the read's fetcher asks for. */
async function urlOf(read: ReturnType<typeof apiRead>): Promise<string> {
  const fetch = vi.fn(async (_url: string) => Response.json([]));
  vi.stubGlobal('fetch', fetch);
  await read.queryFn();
  return fetch.mock.calls[0]![0];
}

describe('apiRead', () => {
  it('keys a read by its path and fetches that path', async () => {
    const read = apiRead('/api/goals');
    expect(read.queryKey).toEqual(['/api/goals']);
    expect(await urlOf(read)).toBe('/api/goals');
  });

  it('keys a read by its path and search parameters, and asks for the same ones', async () => {
    const read = apiRead('/api/todos', { dueTo: '2026-03-08T05:00:00.000Z', completed: 'false' });
    expect(read.queryKey).toEqual(['/api/todos', { dueTo: '2026-03-08T05:00:00.000Z', completed: 'false' }]);
    expect(await urlOf(read)).toBe('/api/todos?dueTo=2026-03-08T05%3A00%3A00.000Z&completed=false');
  });
});
