import type { Todo } from '@shared/schemas/todos';
import { pomodoroStore, timerActions } from '@/features/pomodoro-timer';
import { useSettleTask } from '@/lib/tasks-api';

/** A task leaving today's list: when it was the timer's task, the timer lets go of it so the next session can be for another. */
function releaseFromTimer(task: Todo) {
  if (pomodoroStore.getSnapshot().timer.selectedTaskId === task.id) timerActions.selectTask(null);
}

/**
 * Marks a task completed from the Pomodoro page, with Undo like every list. It leaves today's list
 * at once, and the timer lets go of it (Undo brings the task back to the list, not to the timer).
 */
export function useCompleteTask() {
  const settleTask = useSettleTask();
  return (task: Todo) => {
    releaseFromTimer(task);
    // Said at once, like the change itself: the row is gone before the server answers, and a
    // refusal replaces this toast with the failure.
    settleTask(task, 'completed', { title: 'Success!', description: 'Task marked as completed.' });
  };
}

/** Skips a task of a series this time, from the Pomodoro page: it leaves today's list like a completed one, with Undo. */
export function useSkipTask() {
  const settleTask = useSettleTask();
  return (task: Todo) => {
    releaseFromTimer(task);
    settleTask(task, 'skipped');
  };
}
