import { ChevronDown, Pencil, Target } from 'lucide-react';
import { memo } from 'react';
import { PRIORITIES } from '@shared/domain/priority';
import type { Priority, Todo } from '@shared/schemas/todos';
import { RepeatIndicator } from '@/components/repeat-indicator';
import { Badge, badgeButtonClasses, badgeVariants, PRIORITY_LABELS } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { DropdownMenuItem, DropdownMenuLabel, RowMenu } from '@/components/ui/dropdown-menu';
import { focusRow } from '@/components/ui/restore-focus';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useUpdateTask } from '@/lib/tasks-api';

/** Spec section 4: the Today's Plan list offers only these; elsewhere all four. */
export const TODAYS_PLAN_PRIORITIES: readonly Priority[] = ['high', 'medium', 'low'];

interface PlannedTaskItemProps {
  task: Todo;
  /** The main goal's title, on the days tab ('No goal' when none). */
  rootGoalTitle?: string | null;
  priorities?: readonly Priority[];
  onEdit(task: Todo): void;
}

/** Memoised: each slice of a day's long list draws its new rows only, not the ones already there. */
export const PlannedTaskItem = memo(function PlannedTaskItem({ task, rootGoalTitle, priorities = PRIORITIES, onEdit }: PlannedTaskItemProps) {
  const updateTask = useUpdateTask(task.id);

  const changePriority = (priority: Priority) => {
    if (priority === task.priority) return;
    updateTask.mutate(
      { id: task.id, priority, errorTitle: 'Failed to update priority' },
      { onSuccess: () => toast({ title: 'Task priority updated', variant: 'success' }) },
    );
  };

  return (
    <li data-testid="planned-task" {...focusRow(`task-${task.id}`)} aria-label={task.title} className="flex items-start gap-3 rounded-lg border border-border bg-surface px-3 py-2">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <ClampedText
          text={task.title}
          lines={3}
          className={cn('text-sm font-medium', task.completed && 'text-muted-foreground line-through', task.skipped && 'text-muted-foreground')}
        />
        {task.description && <p className="line-clamp-2 text-xs text-muted-foreground">{task.description}</p>}
        {(task.skipped || task.repeatRule !== null) && (
          <div className="flex flex-wrap items-center gap-1.5">
            {task.skipped && <Badge tone="neutral">Skipped</Badge>}
            <RepeatIndicator task={task} />
          </div>
        )}
        {rootGoalTitle !== undefined && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Target className="size-3 shrink-0" aria-hidden />
            <ClampedText text={rootGoalTitle ?? 'No goal'} lines={1} />
          </p>
        )}
      </div>
      <RowMenu
        trigger={
          <button
            type="button"
            className={badgeButtonClasses(task.priority)}
            aria-label={`Priority ${PRIORITY_LABELS[task.priority]}. Change priority of ${task.title}`}
          >
            {PRIORITY_LABELS[task.priority]}
            <ChevronDown className="size-3" aria-hidden />
          </button>
        }
      >
        <DropdownMenuLabel>Priority</DropdownMenuLabel>
        {priorities.map((priority) => (
          <DropdownMenuItem key={priority} onSelect={() => changePriority(priority)}>
            <span className={cn(badgeVariants({ tone: priority }))}>{PRIORITY_LABELS[priority]}</span>
          </DropdownMenuItem>
        ))}
      </RowMenu>
      <Button variant="ghost" size="icon-sm" className="size-7" onClick={() => onEdit(task)} aria-label={`Edit ${task.title}`}>
        <Pencil aria-hidden />
      </Button>
    </li>
  );
});
