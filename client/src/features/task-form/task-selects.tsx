import { TASK_REMINDER_CHOICES, type TaskReminderChoice } from '@shared/domain/reminders';
import { PRIORITIES } from '@shared/domain/priority';
import type { Priority } from '@shared/schemas/todos';
import { PRIORITY_LABELS } from '@/components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The four priorities, urgent first. Sits inside a FormField, which labels it. */
export function PrioritySelect({ value, onChange }: { value: Priority; onChange(priority: Priority): void }) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Priority)}>
      <SelectTrigger>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PRIORITIES.map((priority) => (
          <SelectItem key={priority} value={priority}>
            {PRIORITY_LABELS[priority]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const REMINDER_LABELS: Record<TaskReminderChoice, string> = {
  none: 'No reminder',
  '0': 'At the planned time',
  '5': '5 minutes before',
  '10': '10 minutes before',
  '30': '30 minutes before',
  '60': '1 hour before',
  custom: 'Custom time…',
};

/** When to be reminded of a task with a planned time. Sits inside a FormField, which labels it. */
export function ReminderSelect({ value, onChange }: { value: TaskReminderChoice; onChange(choice: TaskReminderChoice): void }) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as TaskReminderChoice)}>
      <SelectTrigger>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {TASK_REMINDER_CHOICES.map((choice) => (
          <SelectItem key={choice} value={choice}>
            {REMINDER_LABELS[choice]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
