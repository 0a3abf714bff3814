import { useQuery } from '@tanstack/react-query';
import type { DayBounds } from '@shared/domain/task-buckets';
import type { Todo } from '@shared/schemas/todos';
import { getOrNullWhenSignedOut } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-keys';

/** Tasks due today, open or not: the page filters; completing one must not refetch a different list. */
export function useTodaysTasks(bounds: DayBounds) {
  const dueFrom = bounds.startOfToday.toISOString();
  const dueTo = bounds.startOfTomorrow.toISOString();
  return useQuery({
    queryKey: [QUERY_ROOTS.todos, { dueFrom, dueTo }],
    queryFn: () =>
      getOrNullWhenSignedOut<Todo[]>(`/api/todos?dueFrom=${encodeURIComponent(dueFrom)}&dueTo=${encodeURIComponent(dueTo)}`),
    staleTime: 0,
  });
}
