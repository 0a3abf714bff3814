import type { DraggableProvided, DraggableStateSnapshot } from '@hello-pangea/dnd';
import { GripVertical, MoreHorizontal, Pencil, Play, Redo2, Timer, Trash2 } from 'lucide-react';
import type { Todo } from '@shared/schemas/todos';
import { RepeatIndicator } from '@/components/repeat-indicator';
import { PriorityBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ClampedText } from '@/components/ui/clamped-text';
import { DropdownMenuItem, RowMenu } from '@/components/ui/dropdown-menu';
import { focusRow } from '@/components/ui/restore-focus';
import { askHowToDelete, useWhichTasks } from '@/components/which-tasks-dialog';
import { cn } from '@/lib/cn';
import { useDeleteTask, useUpdateTask } from '@/lib/tasks-api';
import { rememberTaskCounts } from '../api/task-counts';
import { useCompleteTask, useSkipTask } from '../api/use-complete-task';
import { PlannedTimeChip } from './planned-time-chip';
import { PomodoroCount } from './pomodoro-count';

export interface PomodoroTaskActions {
  onStart(task: Todo): void;
  onEdit(task: Todo): void;
}

interface PomodoroTaskRowProps extends PomodoroTaskActions {
  task: Todo;
  done: number;
  isSelected: boolean;
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
}

export function PomodoroTaskRow({ task, done, isSelected, provided, snapshot, onStart, onEdit }: PomodoroTaskRowProps) {
  const updateTask = useUpdateTask(task.id);
  const deleteTask = useDeleteTask();
  const completeTask = useCompleteTask();
  const skipTask = useSkipTask();
  const whichTasks = useWhichTasks();
  const isOccurrence = task.seriesId !== null;

  const changeCount = (pomodoros: number) => {
    rememberTaskCounts({ [task.id]: pomodoros });
    updateTask.mutate({ id: task.id, pomodoros, errorTitle: 'Failed to update task' });
  };
  const changePlannedTime = (plannedTime: string | null) =>
    updateTask.mutate({ id: task.id, plannedTime, errorTitle: 'Failed to update task' });
  const remove = async () => {
    const how = await askHowToDelete(whichTasks, task);
    if (how) deleteTask.mutate({ id: task.id, ...how });
  };

  return (
    <li
      ref={provided.innerRef}
      {...provided.draggableProps}
      data-testid="pomodoro-task"
      data-task-id={task.id}
      {...focusRow(`task-${task.id}`)}
      data-dragging={snapshot.isDragging}
      aria-label={task.title}
      className={cn(
        'flex items-start gap-2 rounded-lg border bg-surface p-3',
        isSelected ? 'border-primary ring-1 ring-primary' : 'border-border',
        snapshot.isDragging && 'shadow-lg',
      )}
    >
      <div
        {...provided.dragHandleProps}
        aria-label={`Reorder ${task.title}`}
        className="relative tap-target -ml-1 mt-0.5 cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GripVertical className="size-4" aria-hidden />
      </div>
      <Checkbox
        className="mt-1"
        checked={false}
        onCheckedChange={() => completeTask(task)}
        aria-label={`Mark as done: ${task.title}`}
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="min-w-0">
          <ClampedText text={task.title} lines={3} className="font-medium" />
          {task.description && <p className="line-clamp-2 text-sm text-muted-foreground">{task.description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <RepeatIndicator task={task} />
          <PriorityBadge priority={task.priority} />
          <PlannedTimeChip
            taskTitle={task.title}
            plannedTime={task.plannedTime}
            onSave={changePlannedTime}
          />
          <PomodoroCount taskTitle={task.title} count={task.pomodoros} done={done} onChange={changeCount} />
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button variant={isSelected ? 'secondary' : 'outline'} size="sm" onClick={() => onStart(task)} aria-label={`Start Task: ${task.title}`}>
          <Play aria-hidden /> <span className="hidden sm:inline">Start Task</span>
        </Button>
        <RowMenu
          trigger={
            <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${task.title}`}>
              <MoreHorizontal aria-hidden />
            </Button>
          }
        >
          <DropdownMenuItem onSelect={() => onStart(task)}>
            <Timer aria-hidden /> Start Timer
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onEdit(task)}>
            <Pencil aria-hidden /> Edit
          </DropdownMenuItem>
          {isOccurrence && (
            <DropdownMenuItem onSelect={() => skipTask(task)}>
              <Redo2 aria-hidden /> Skip this time
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void remove()} className="text-destructive-text">
            <Trash2 aria-hidden /> Delete
          </DropdownMenuItem>
        </RowMenu>
      </div>
      {whichTasks.dialog}
    </li>
  );
}
