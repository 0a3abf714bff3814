import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRead, PLANNER_MUTATION_KEY, QUERY_ROOTS, refetchPlannerData } from './query-keys';

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

describe('refetchPlannerData', () => {
  /** A change under the planner key that ends at once and refetches as the app's changes do. */
  const change = (queryClient: QueryClient) =>
    new MutationObserver(queryClient, {
      mutationKey: PLANNER_MUTATION_KEY,
      mutationFn: async () => null,
      onSettled: () => refetchPlannerData(queryClient),
    }).mutate();

  it('reads again after a change that ends while the refetch of an earlier one is still under way', async () => {
    const queryClient = new QueryClient();
    const reads: (() => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: [QUERY_ROOTS.todos],
      queryFn: () => new Promise<null>((resolve) => reads.push(() => resolve(null))),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    reads[0]!();

    const first = change(queryClient);
    await vi.waitFor(() => expect(reads).toHaveLength(2)); // the first change's refetch, held back
    const second = change(queryClient); // an Undo, say, ending while that refetch waits
    // The read under way began before the second change ended: only a new one can show it.
    await vi.waitFor(() => expect(reads).toHaveLength(3));
    for (const read of reads) read();
    await Promise.all([first, second]);
    unsubscribe();
  });
});
