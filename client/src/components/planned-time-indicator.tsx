import { Bell, Clock } from 'lucide-react';
import { taskReminderLabel } from '@shared/domain/reminders';
import type { Todo } from '@shared/schemas/todos';

/** A task's planned time on its row, with a bell when it reminds; nothing for a task without a time. */
export function PlannedTimeIndicator({ task }: { task: Pick<Todo, 'plannedTime' | 'reminderMinutesBefore'> }) {
  if (task.plannedTime === null) return null;
  const reminder = task.reminderMinutesBefore === null ? null : taskReminderLabel(task.reminderMinutesBefore, task.plannedTime);
  return (
    <span className="inline-flex shrink-0 items-center gap-1" data-testid="planned-time">
      <Clock className="size-3.5" aria-hidden />
      <span>
        <span className="sr-only">Planned for </span>
        {task.plannedTime}
      </span>
      {reminder && (
        <span role="img" aria-label={`Reminder: ${reminder}`} title={`Reminder: ${reminder}`} className="inline-flex">
          <Bell className="size-3.5" aria-hidden />
        </span>
      )}
    </span>
  );
}
