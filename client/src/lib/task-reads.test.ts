import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayBounds } from '@shared/domain/local-days';
import { dailyTaskReads, readForOpening, tasksDueBetweenQuery } from './task-reads';

const clients: QueryClient[] = [];
const newQueryClient = () => {
  const queryClient = new QueryClient();
  clients.push(queryClient);
  return queryClient;
};

afterEach(() => {
  for (const queryClient of clients.splice(0)) queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Counts the reads that reach the network, each answered with an empty list. */
function countReads() {
  const fetch = vi.fn(async (url: string) => Response.json(url.includes('/expired') ? { todos: [], expired: 0, movable: 0 } : []));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A screen showing the query opens: it subscribes, as `useQuery` does when it mounts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's options
async function openScreen(queryClient: QueryClient, options: QueryObserverOptions<any, any, any, any, any>) {
  const observer = new QueryObserver(queryClient, options);
  const close = observer.subscribe(() => {});
  await vi.waitFor(() => expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle'));
  return close;
}

describe('task lists read for a page being opened', () => {
  const today = tasksDueBetweenQuery(new Date('2026-11-29T05:00:00Z'), new Date('2026-11-30T05:00:00Z'));

  it('are shown by that page without being read a second time', async () => {
    const fetch = countReads();
    const queryClient = newQueryClient();
    await readForOpening(queryClient, today);
    expect(fetch).toHaveBeenCalledTimes(1);
    await openScreen(queryClient, today);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are read again when a screen opens after the one that showed them closed', async () => {
    const fetch = countReads();
    const queryClient = newQueryClient();
    await readForOpening(queryClient, today);
    const close = await openScreen(queryClient, today);
    close();
    await openScreen(queryClient, today);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are read again when nothing showed them for a minute', async () => {
    const fetch = countReads();
    const queryClient = newQueryClient();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await readForOpening(queryClient, today);
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    await openScreen(queryClient, today);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are read again after a change elsewhere invalidated them', async () => {
    const fetch = countReads();
    const queryClient = newQueryClient();
    await readForOpening(queryClient, today);
    await openScreen(queryClient, today);
    await queryClient.invalidateQueries({ queryKey: today.queryKey });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('hold the Expired tab’s page too', async () => {
    const fetch = countReads();
    const queryClient = newQueryClient();
    const { expired } = dailyTaskReads(dayBounds(new Date('2026-11-29T12:00:00Z')));
    await readForOpening(queryClient, expired);
    await openScreen(queryClient, expired);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a task list read any other way', () => {
  it('is read again whenever a screen showing it opens', async () => {
    const fetch = countReads();
    const queryClient = newQueryClient();
    const tomorrow = tasksDueBetweenQuery(new Date('2026-11-30T05:00:00Z'), new Date('2026-12-01T05:00:00Z'));
    await queryClient.prefetchQuery(tomorrow);
    await openScreen(queryClient, tomorrow);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the Daily Tasks reads', () => {
  // The client project runs in America/New_York: local midnight is 05:00 UTC in winter.
  const today = dayBounds(new Date('2026-11-29T12:00:00Z'));

  it('read today and tomorrow as the Planning page does, the later days apart, and the Expired tab up to today', () => {
    const { before, upcoming, future, expired } = dailyTaskReads(today);
    expect(before).toBe('2026-11-29T05:00:00.000Z');
    expect(upcoming.queryKey).toEqual(tasksDueBetweenQuery(today.startOfToday, today.startOfDayAfter).queryKey);
    expect(upcoming.queryKey).toEqual(['/api/todos', { dueFrom: '2026-11-29T05:00:00.000Z', dueTo: '2026-12-01T05:00:00.000Z' }]);
    expect(future.queryKey).toEqual(['/api/todos', { dueFrom: '2026-12-01T05:00:00.000Z' }]);
    expect(expired.queryKey).toEqual(['/api/todos/expired', { before: '2026-11-29T05:00:00.000Z', limit: '50' }]);
  });
});
