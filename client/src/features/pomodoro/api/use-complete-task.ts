import type { Todo } from '@shared/schemas/todos';
import { toast } from '@/components/ui/toast-store';
import { pomodoroStore, timerActions } from '@/features/pomodoro-timer';
import { useUpdateTask } from '@/lib/tasks-api';

/**
 * Marks a task completed from the Pomodoro page. It leaves today's list at once; when it was the
 * timer's task, the timer lets go of it so the next session can be for another.
 */
export function useCompleteTask() {
  const updateTask = useUpdateTask(undefined);
  return (task: Todo) => {
    if (pomodoroStore.getSnapshot().timer.selectedTaskId === task.id) timerActions.selectTask(null);
    // Said at once, like the change itself: the row is gone before the server answers, and a
    // refusal replaces this toast with the failure.
    updateTask.mutate({ id: task.id, completed: true, errorTitle: 'Failed to update task' });
    toast({ title: 'Success!', description: 'Task marked as completed.', variant: 'success' });
  };
}
