import type { Todo } from '@shared/schemas/todos';
import { pomodoroStore, timerActions } from '@/features/pomodoro-timer';
import { useSettleTask } from '@/lib/tasks-api';

/**
 * Marks a task completed from the Pomodoro page, with Undo like every list. It leaves today's list
 * at once; when it was the timer's task, the timer lets go of it so the next session can be for another
 * (Undo brings the task back to the list, not to the timer).
 */
export function useCompleteTask() {
  const settleTask = useSettleTask();
  return (task: Todo) => {
    if (pomodoroStore.getSnapshot().timer.selectedTaskId === task.id) timerActions.selectTask(null);
    // Said at once, like the change itself: the row is gone before the server answers, and a
    // refusal replaces this toast with the failure.
    settleTask(task, 'completed', { title: 'Success!', description: 'Task marked as completed.' });
  };
}
