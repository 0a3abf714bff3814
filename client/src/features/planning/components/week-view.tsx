import { DragDropContext, useMouseSensor, useTouchSensor, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { toLocalDateValue } from '@shared/domain/task-due';
import {
  dayEntries,
  describePlace,
  placeOfTask,
  plannedTimeInSlot,
  planWeek,
  shiftWeek,
  slotAtDrop,
  startOfLocalWeek,
  visibleHours,
  weekRangeLabel,
  type TaskMove,
} from '@shared/domain/week-plan';
import type { Todo } from '@shared/schemas/todos';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useIsAtLeastWide } from '@/hooks/use-is-at-least-wide';
import { useToday } from '@/hooks/use-today';
import { messageOf } from '@/lib/api-client';
import { useTasksDueBetween } from '@/lib/tasks-api';
import { useMoveTask } from '../api/move-task';
import { MoveTaskDialog } from './move-task-dialog';
import { WeekLoading } from './week-loading';
import { WeekDayAgenda, WeekDayColumn } from './week-day';
import { taskIdOfDraggable } from './week-task-card';

/** Seven columns need this much room (about 120 px a day); below it the days stack as an agenda. */
const COLUMNS_MIN_WIDTH = 860;

/** Where the agenda's handles can't take keyboard focus, the keyboard moves tasks with their Move button. */
const POINTER_SENSORS = [useMouseSensor, useTouchSensor];

const COLUMN_DRAG_INSTRUCTIONS =
  'Press space to pick the task up. The up and down arrows move it to an earlier or later time, the left and right arrows to another day. Press space again to drop it, or escape to cancel.';

interface WeekViewProps {
  /** The local midnight of the week's Monday. */
  weekStart: Date;
  onShowWeek(weekStart: Date): void;
  rootGoalTitleOf(task: Todo): string | null;
}

/**
 * The planning page's week: Monday to Sunday with their tasks by planned time. A task is dragged to
 * another day (keeping its time) or, in the columns, under another hour; its Move button does the same
 * by typing. Wide enough, the days are seven columns drawn by the hour; narrower, a stacked agenda.
 */
export function WeekView({ weekStart, onShowWeek, rootGoalTitleOf }: WeekViewProps) {
  const bounds = useToday();
  const todayKey = toLocalDateValue(bounds.startOfToday);
  const containerRef = useRef<HTMLDivElement>(null);
  const columns = useIsAtLeastWide(containerRef, COLUMNS_MIN_WIDTH);
  const weekEnd = useMemo(() => shiftWeek(weekStart, 1), [weekStart]);
  const tasksQuery = useTasksDueBetween(weekStart, weekEnd);
  const { move, withMovesShown } = useMoveTask();
  const [movingTask, setMovingTask] = useState<Todo | null>(null);

  const storedById = useMemo(() => new Map((tasksQuery.data ?? []).map((task) => [task.id, task])), [tasksQuery.data]);
  const days = useMemo(() => planWeek(withMovesShown(tasksQuery.data ?? []), weekStart), [tasksQuery.data, withMovesShown, weekStart]);
  const hours = useMemo(() => visibleHours(days.flatMap((day) => day.tasks.map((task) => task.plannedTime))), [days]);

  /** A move is made on the task as stored (the base of its versioned change), not on one drawn moved already. */
  const moveTask = (taskId: number, to: TaskMove) => {
    const task = storedById.get(taskId);
    if (task) move(task, to);
  };

  /** Where a drag would put the task: the day under it and, in the columns, the hour above it; in the agenda it keeps its time. */
  const placeOfDrag = ({ draggableId, destination }: DragUpdate): TaskMove | null => {
    const taskId = taskIdOfDraggable(draggableId);
    const task = days.flatMap((candidate) => candidate.tasks).find((candidate) => candidate.id === taskId);
    const day = days.find((candidate) => candidate.key === destination?.droppableId);
    if (!destination || !day || !task) return null;
    if (!columns) return { day: day.key, plannedTime: task.plannedTime };
    const slot = slotAtDrop(dayEntries(day.tasks, hours), task.id, destination.index);
    return { day: day.key, plannedTime: plannedTimeInSlot(slot, task.plannedTime) };
  };
  const titleOf = (draggableId: string) => storedById.get(taskIdOfDraggable(draggableId))?.title ?? 'Task';

  // What a screen reader hears while dragging: places, not the list positions the drag library would say.
  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    const task = storedById.get(taskIdOfDraggable(start.draggableId));
    if (task) provided.announce(`Picked up ${task.title}, ${describePlace(placeOfTask(task))}.`);
  };
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    const to = placeOfDrag(update);
    provided.announce(to ? describePlace(to) : 'Not over a day: dropping here leaves the task where it was.');
  };
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const to = placeOfDrag(result);
    const title = titleOf(result.draggableId);
    if (!to) return provided.announce(`${title} stays where it was.`);
    provided.announce(`${title} moved to ${describePlace(to)}.`);
    moveTask(taskIdOfDraggable(result.draggableId), to);
  };

  return (
    <div ref={containerRef} className="grid gap-3" data-layout={columns ? 'columns' : 'agenda'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold tracking-tight" aria-live="polite">
          {weekRangeLabel(weekStart)}
        </h2>
        <div className="flex items-center gap-1.5">
          <Button variant="outline" size="icon-sm" aria-label="Previous week" onClick={() => onShowWeek(shiftWeek(weekStart, -1))}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="sm" onClick={() => onShowWeek(startOfLocalWeek(bounds.startOfToday))}>
            This week
          </Button>
          <Button variant="outline" size="icon-sm" aria-label="Next week" onClick={() => onShowWeek(shiftWeek(weekStart, 1))}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {columns
          ? 'Drag a task to another day or under another hour, or choose a day and time with its Move button.'
          : 'Hold a task and drag it to another day, or choose a day and time with its Move button.'}
      </p>
      {tasksQuery.error ? (
        <ErrorAlert title="Could not load this week">{messageOf(tasksQuery.error, 'Please reload the page to try again.')}</ErrorAlert>
      ) : tasksQuery.isLoading ? (
        <WeekLoading />
      ) : (
        <DragDropContext
          // The two layouts drag differently (the columns also by keyboard): each its own context, made anew on a switch.
          key={columns ? 'columns' : 'agenda'}
          onDragStart={onDragStart}
          onDragUpdate={onDragUpdate}
          onDragEnd={onDragEnd}
          {...(columns ? { dragHandleUsageInstructions: COLUMN_DRAG_INSTRUCTIONS } : { enableDefaultSensors: false, sensors: POINTER_SENSORS })}
        >
          <div className={columns ? 'grid grid-cols-7 gap-1.5' : 'grid gap-3'}>
            {days.map((day) => {
              const props = { day, isToday: day.key === todayKey, rootGoalTitleOf, onMove: setMovingTask };
              return columns ? <WeekDayColumn key={day.key} {...props} hours={hours} /> : <WeekDayAgenda key={day.key} {...props} />;
            })}
          </div>
        </DragDropContext>
      )}
      <MoveTaskDialog task={movingTask} onMove={(task, to) => moveTask(task.id, to)} onClose={() => setMovingTask(null)} />
    </div>
  );
}
