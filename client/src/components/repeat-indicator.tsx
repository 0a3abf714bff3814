import { Repeat } from 'lucide-react';
import { describeRuleText } from '@shared/domain/repeat-form';
import type { Todo } from '@shared/schemas/todos';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

/** A small repeat icon on the row of a task whose series goes on; says how it repeats on hover and to screen readers. */
export function RepeatIndicator({ task, className }: { task: Pick<Todo, 'repeatRule' | 'occurrenceDate'>; className?: string }) {
  const rule = describeRuleText(task.repeatRule, task.occurrenceDate);
  if (rule === null) return null;
  return (
    <Tooltip content={rule}>
      <span role="img" aria-label={`Repeats: ${rule}`} data-testid="repeat-indicator" className={cn('inline-flex shrink-0 text-muted-foreground', className)}>
        <Repeat className="size-3.5" aria-hidden />
      </span>
    </Tooltip>
  );
}
