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
