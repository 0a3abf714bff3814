import { format } from 'date-fns';
import { Ban, MoreHorizontal, Pencil, Redo2, Target, Timer, Trash2, Undo2 } from 'lucide-react';
import { memo, useEffect, useEffectEvent, useRef } from 'react';
import { nextPriority } from '@shared/domain/priority';
import { isSettled, taskBadges, type DayBounds, type TaskBadge } from '@shared/domain/task-buckets';
import { TODO_DESCRIPTION_MAX_LENGTH, TODO_TITLE_MAX_LENGTH } from '@shared/domain/field-limits';
import type { SeriesScope, Todo } from '@shared/schemas/todos';
import { PlannedTimeIndicator } from '@/components/planned-time-indicator';
import { RepeatIndicator } from '@/components/repeat-indicator';
import { Badge, badgeButtonClasses, PRIORITY_LABELS } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ClampedText } from '@/components/ui/clamped-text';
import { DropdownMenuItem, RowMenu } from '@/components/ui/dropdown-menu';
import { InlineEdit } from '@/components/ui/inline-edit';
import { focusRow } from '@/components/ui/restore-focus';
import { toast } from '@/components/ui/toast-store';
import { Tooltip } from '@/components/ui/tooltip';
import { askHowToDelete, useWhichTasks } from '@/components/which-tasks-dialog';
import { TASK_ROW_COMMAND, type TaskRowCommand } from '@/lib/task-row-keys';
import { cn } from '@/lib/cn';
import { useDeleteTask, useSettleTask, useUpdateTask, type TaskChange } from '@/lib/tasks-api';

const BADGE_TONE: Record<TaskBadge, 'success' | 'danger' | 'warning' | 'neutral'> = {
  Completed: 'success',
  Failed: 'danger',
  Skipped: 'neutral',
  Delayed: 'warning',
  Expired: 'danger',
};

interface TaskRowProps {
  task: Todo;
  bounds: DayBounds;
  goalTitle: string | undefined;
  /** Show the due day (on tabs other than Today and Tomorrow). */
  showDueDate: boolean;
  onEdit(task: Todo): void;
  /** Opens the focus timer for the task. */
  onFocus(task: Todo): void;
}

export const TaskRow = memo(function TaskRow({ task, bounds, goalTitle, showDueDate, onEdit, onFocus }: TaskRowProps) {
  const updateTask = useUpdateTask(task.id);
  const deleteTask = useDeleteTask();
  const settleTask = useSettleTask(task.id);
  const whichTasks = useWhichTasks();
  const badges = taskBadges(task, bounds);
  const settled = isSettled(task);
  const isOccurrence = task.seriesId !== null;

  const change = (fields: TaskChange, errorTitle = 'Failed to update todo', scope?: SeriesScope) =>
    updateTask.mutate({ id: task.id, ...fields, errorTitle, ...(scope && { scope }) });

  /** A text edit of a task of a series is for this task or the following ones too; Cancel reopens the field. */
  const saveText = (fields: TaskChange): void | Promise<boolean> => {
    if (!isOccurrence) return change(fields);
    return whichTasks.ask({ action: 'change', taskTitle: task.title }).then((scope) => {
      if (scope !== null) change(fields, undefined, scope);
      return scope !== null;
    });
  };

  const saveTitle = (text: string) => {
    const title = text.trim();
    if (title === '') return toast({ title: 'Invalid input', description: 'Title is required', variant: 'destructive' });
    if (title !== task.title) return saveText({ title });
  };

  const remove = async () => {
    const how = await askHowToDelete(whichTasks, task);
    if (how) deleteTask.mutate({ id: task.id, ...how });
  };

  // E and Del on the focused row (the keyboard shortcuts) do what its menu's Edit and Delete do.
  const rowRef = useRef<HTMLLIElement>(null);
  const onRowCommand = useEffectEvent((command: TaskRowCommand) => (command === 'edit' ? onEdit(task) : void remove()));
  useEffect(() => {
    const row = rowRef.current;
    const listener = (event: Event) => onRowCommand((event as CustomEvent<TaskRowCommand>).detail);
    row?.addEventListener(TASK_ROW_COMMAND, listener);
    return () => row?.removeEventListener(TASK_ROW_COMMAND, listener);
  }, []);

  return (
    <li
      ref={rowRef}
      data-testid="task-row"
      data-task-id={task.id}
      {...focusRow(`task-${task.id}`)}
      aria-label={task.title}
      className={cn(
        'flex items-start gap-3 rounded-lg border border-border bg-surface p-3 transition-colors data-[revealed]:ring-2 data-[revealed]:ring-primary',
        settled && 'bg-muted/50',
      )}
    >
      <Checkbox
        className="mt-1.5"
        checked={task.completed}
        onCheckedChange={(checked) => (checked === true ? settleTask(task, 'completed') : change({ completed: false }))}
        aria-label={`${task.completed ? 'Mark as not done' : 'Mark as done'}: ${task.title}`}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        {/* The title is a button (to edit it), and a parent's line-through doesn't reach into buttons. */}
        <div className={cn('font-medium', task.completed && 'text-muted-foreground [&_button]:line-through', (task.failed || task.skipped) && 'text-muted-foreground')}>
          <InlineEdit
            value={task.title}
            label={`title of ${task.title}`}
            placeholder="Untitled task"
            maxLength={TODO_TITLE_MAX_LENGTH}
            clamp={3}
            onSave={saveTitle}
          />
        </div>
        <div className="text-sm text-muted-foreground">
          <InlineEdit
            value={task.description ?? ''}
            label={`description of ${task.title}`}
            placeholder="Add details"
            multiline
            maxLength={TODO_DESCRIPTION_MAX_LENGTH}
            clamp={2}
            onSave={(text) => saveText({ description: text.trim() === '' ? null : text })}
          />
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {badges.map((badge) => (
            <Badge key={badge} tone={BADGE_TONE[badge]}>
              {badge}
            </Badge>
          ))}
          <PlannedTimeIndicator task={task} />
          <RepeatIndicator task={task} />
          {goalTitle && (
            <span className="inline-flex max-w-56 items-center gap-1">
              <Target className="size-3.5 shrink-0" aria-hidden />
              <ClampedText text={goalTitle} lines={1} />
            </span>
          )}
          {showDueDate && <span>Due {format(new Date(task.dueDate), 'MMM d, yyyy')}</span>}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Tooltip content="Click to change priority">
          <button
            type="button"
            onClick={() => change({ priority: nextPriority(task.priority) }, 'Failed to update priority')}
            aria-label={`Priority ${PRIORITY_LABELS[task.priority]}. Change priority of ${task.title}`}
            className={badgeButtonClasses(task.priority)}
          >
            {PRIORITY_LABELS[task.priority]}
          </button>
        </Tooltip>
        <RowMenu
          trigger={
            <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${task.title}`}>
              <MoreHorizontal aria-hidden />
            </Button>
          }
        >
          <DropdownMenuItem onSelect={() => onEdit(task)}>
            <Pencil aria-hidden /> Edit
          </DropdownMenuItem>
          {!settled && (
            <DropdownMenuItem onSelect={() => onFocus(task)}>
              <Timer aria-hidden /> Focus timer
            </DropdownMenuItem>
          )}
          {isOccurrence && !settled && (
            <DropdownMenuItem onSelect={() => settleTask(task, 'skipped')}>
              <Redo2 aria-hidden /> Skip this time
            </DropdownMenuItem>
          )}
          {task.skipped && (
            <DropdownMenuItem onSelect={() => change({ skipped: false })}>
              <Undo2 aria-hidden /> Unskip
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => (task.failed ? change({ failed: false }) : settleTask(task, 'failed'))}>
            <Ban aria-hidden /> {task.failed ? 'Clear failed' : 'Mark as failed'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void remove()} className="text-destructive-text">
            <Trash2 aria-hidden /> Delete
          </DropdownMenuItem>
        </RowMenu>
      </div>
      {whichTasks.dialog}
    </li>
  );
});
