import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HabitList } from '@shared/schemas/habits';
import { habitsQuery } from './habits-query';
import { refetchPlannerData } from './query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('habitsQuery', () => {
  it("asks for the habits in the device's time zone, up to its day", async () => {
    const query = habitsQuery(new Date(2026, 10, 24, 23, 59));
    expect(query.queryKey).toEqual(['/api/habits', { tz: 'America/New_York', today: '2026-11-24' }]);
    const fetch = vi.fn(async (_url: string) => Response.json({ today: '2026-11-24', habits: [] }));
    vi.stubGlobal('fetch', fetch);
    await query.queryFn!({} as never);
    expect(fetch.mock.calls[0]![0]).toBe('/api/habits?tz=America%2FNew_York&today=2026-11-24');
  });

  it('is read again after a change to planner data', async () => {
    const queryClient = new QueryClient();
    const { queryKey } = habitsQuery();
    const list: HabitList = { today: '2026-11-24', habits: [] };
    queryClient.setQueryData(queryKey, list);
    await refetchPlannerData(queryClient);
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
