import { goalIdFromSelectValue } from '@shared/domain/task-due';
import { PRIORITIES, type Priority } from '@shared/schemas/todos';
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

const NO_GOAL = 'null';

interface GoalSelectProps {
  value: number | null | undefined;
  onChange(goalId: number | null): void;
  goals: readonly { id: number; title: string }[];
  /** Offer 'No goal' (the planning page's edit form); otherwise a goal must be picked. */
  allowNone?: boolean;
}

/** The goal a task serves. Sits inside a FormField, which labels it. */
export function GoalSelect({ value, onChange, goals, allowNone = false }: GoalSelectProps) {
  const selected = value === null || value === undefined ? (allowNone ? NO_GOAL : '') : String(value);
  return (
    <Select value={selected} onValueChange={(next) => onChange(goalIdFromSelectValue(next))}>
      <SelectTrigger>
        <SelectValue placeholder="Select a goal" />
      </SelectTrigger>
      <SelectContent>
        {allowNone && <SelectItem value={NO_GOAL}>No goal</SelectItem>}
        {goals.map((goal) => (
          <SelectItem key={goal.id} value={String(goal.id)}>
            {goal.title}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
