import { Bell, Clock } from 'lucide-react';
import { taskReminderLabel } from '@shared/domain/reminders';
import type { Todo } from '@shared/schemas/todos';

type TimedTask = Pick<Todo, 'plannedTime' | 'reminderMinutesBefore'>;

/** A bell on a task that reminds; says when to screen readers and on hover. Nothing for one that doesn't. */
export function ReminderIndicator({ task }: { task: TimedTask }) {
  if (task.plannedTime === null || task.reminderMinutesBefore === null) return null;
  const reminder = `Reminder: ${taskReminderLabel(task.reminderMinutesBefore, task.plannedTime)}`;
  return (
    <span role="img" aria-label={reminder} title={reminder} className="inline-flex shrink-0 text-muted-foreground">
      <Bell className="size-3.5" aria-hidden />
    </span>
  );
}

/** A task's planned time on its row, with a bell when it reminds; nothing for a task without a time. */
export function PlannedTimeIndicator({ task }: { task: TimedTask }) {
  if (task.plannedTime === null) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1" data-testid="planned-time">
      <Clock className="size-3.5" aria-hidden />
      <span>
        <span className="sr-only">Planned for </span>
        {task.plannedTime}
      </span>
      <ReminderIndicator task={task} />
    </span>
  );
}
