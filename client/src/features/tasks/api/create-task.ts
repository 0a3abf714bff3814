import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Priority, Todo } from '@shared/schemas/todos';
import { apiRequest } from '@/lib/api-client';
import { refetchPlannerData } from '@/lib/query-keys';

export interface NewTask {
  title: string;
  description?: string | null;
  /** ISO 8601 */
  dueDate: string;
  goalId: number | null;
  priority?: Priority;
  completed?: boolean;
  failed?: boolean;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: NewTask) => apiRequest<Todo>('POST', '/api/todos', task),
    onSettled: () => refetchPlannerData(queryClient),
  });
}
