import { Draggable } from '@hello-pangea/dnd';
import { CalendarClock, Check, GripVertical, Target } from 'lucide-react';
import { isSettled } from '@shared/domain/task-buckets';
import type { Todo } from '@shared/schemas/todos';
import { ReminderIndicator } from '@/components/planned-time-indicator';
import { RepeatIndicator } from '@/components/repeat-indicator';
import { Badge, PriorityBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { focusRow } from '@/components/ui/restore-focus';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

/** A task's id as a draggable of the week. */
export const taskDraggableId = (taskId: number) => `task-${taskId}`;
export const taskIdOfDraggable = (draggableId: string) => Number(draggableId.slice('task-'.length));

/** Badges sized for a card a seventh of the page wide. */
const SMALL_BADGE = 'px-1.5 text-[11px]';

interface WeekTaskCardProps {
  task: Todo;
  index: number;
  /** The title of the main goal it serves; null when it serves none. */
  rootGoalTitle: string | null;
  /** Show 'Any time' for a task without a time (where no slot heading says so). */
  namesAnyTime: boolean;
  /** The handle takes keyboard focus (where the keyboard can drag); else the Move button is the keyboard's way. */
  keyboardDraggable: boolean;
  onMove(task: Todo): void;
}

/**
 * A task in the week: the whole card picks it up with the mouse or a long touch (a handle laid over it,
 * so the text stays outside the handle for screen readers), and its Move button moves it by typing.
 */
export function WeekTaskCard({ task, index, rootGoalTitle, namesAnyTime, keyboardDraggable, onMove }: WeekTaskCardProps) {
  const settled = isSettled(task);
  return (
    <Draggable draggableId={taskDraggableId(task.id)} index={index}>
      {(provided, snapshot) => (
        <li
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...focusRow(`task-${task.id}`)}
          data-testid="week-task"
          data-task-id={task.id}
          data-dragging={snapshot.isDragging}
          aria-label={task.title}
          className={cn(
            'relative my-0.5 rounded-md border border-border p-1.5 text-xs shadow-xs',
            // Settled work steps back: a muted card, its title greyed (and struck through when done).
            settled ? 'bg-muted' : 'bg-surface',
            snapshot.isDragging && 'shadow-lg ring-2 ring-ring',
          )}
        >
          <div
            {...provided.dragHandleProps}
            // Where the keyboard can't drag, the handle is for the pointer alone: out of the Tab order and of screen readers' way.
            {...(keyboardDraggable ? { 'aria-label': `Drag ${task.title}` } : { tabIndex: -1, 'aria-hidden': true })}
            className="absolute inset-0 cursor-grab rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          {/* The text lets the pointer through to the handle beneath; only the Move button takes it. */}
          <div className="pointer-events-none relative grid min-w-0 gap-1">
            <div className="flex min-w-0 items-start gap-1">
              <GripVertical className="mt-px size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="grid min-w-0 flex-1 gap-0.5">
                {(task.plannedTime !== null || namesAnyTime) && (
                  <span className="font-semibold tabular-nums text-muted-foreground">{task.plannedTime ?? 'Any time'}</span>
                )}
                <ClampedText text={task.title} lines={3} className={cn('font-medium', settled && 'text-muted-foreground', task.completed && 'line-through')} />
              </div>
            </div>
            {rootGoalTitle !== null && (
              <p className="flex min-w-0 items-center gap-1 text-muted-foreground">
                <Target className="size-3 shrink-0" aria-hidden />
                <ClampedText text={rootGoalTitle} lines={1} />
              </p>
            )}
            <div className="flex flex-wrap items-center gap-1">
              <PriorityBadge priority={task.priority} className={SMALL_BADGE} />
              {task.completed && (
                <Badge tone="success" className={SMALL_BADGE}>
                  <Check className="size-3" aria-hidden /> Completed
                </Badge>
              )}
              {task.failed && (
                <Badge tone="danger" className={SMALL_BADGE}>
                  Failed
                </Badge>
              )}
              {task.skipped && <Badge className={SMALL_BADGE}>Skipped</Badge>}
              <RepeatIndicator task={task} />
              <ReminderIndicator task={task} />
              <Tooltip content="Move to another day or time">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  data-move-button
                  className="pointer-events-auto ml-auto size-7"
                  aria-label={`Move ${task.title}`}
                  onClick={() => onMove(task)}
                >
                  <CalendarClock aria-hidden />
                </Button>
              </Tooltip>
            </div>
          </div>
        </li>
      )}
    </Draggable>
  );
}
