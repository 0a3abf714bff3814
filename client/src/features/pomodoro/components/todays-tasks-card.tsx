import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { ListTodo, Plus } from 'lucide-react';
import { memo } from 'react';
import type { Todo } from '@shared/schemas/todos';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TaskQuickAdd } from '@/features/quick-add';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useDrawnInSlices } from '@/hooks/use-drawn-in-slices';
import { PomodoroTaskRow, type PomodoroTaskActions } from './pomodoro-task-row';

interface TodaysTasksCardProps extends PomodoroTaskActions {
  tasks: Todo[];
  isLoading: boolean;
  error: Error | null;
  selectedTaskId: number | null;
  doneByTask: Readonly<Record<string, number>>;
  onAdd(): void;
  onReorder(from: number, to: number): void;
}

interface DraggableTaskRowProps extends PomodoroTaskActions {
  task: Todo;
  index: number;
  done: number;
  isSelected: boolean;
}

/**
 * A row with its drag handle. Memoised: a Draggable's children are a new function at every render, so
 * without it each slice of the list drew every row again, and a day of 150 tasks slowed to 40 ms a slice.
 */
const DraggableTaskRow = memo(function DraggableTaskRow({ task, index, done, isSelected, onStart, onEdit }: DraggableTaskRowProps) {
  return (
    <Draggable draggableId={String(task.id)} index={index}>
      {(provided, snapshot) => (
        <PomodoroTaskRow task={task} done={done} isSelected={isSelected} provided={provided} snapshot={snapshot} onStart={onStart} onEdit={onEdit} />
      )}
    </Draggable>
  );
});

export function TodaysTasksCard({ tasks, isLoading, error, selectedTaskId, doneByTask, onAdd, onReorder, onStart, onEdit }: TodaysTasksCardProps) {
  const drawn = useDrawnInSlices(tasks.length);
  const onDragEnd = (result: DropResult) => {
    if (result.destination && result.destination.index !== result.source.index) onReorder(result.source.index, result.destination.index);
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Today's Tasks</CardTitle>
          <CardDescription>Drag to reorder. Pick one and start a focus session.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden /> Add
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        <TaskQuickAdd dayOffset={0} placeholder="Add a task for today..." />
        {error ? (
          <ErrorAlert title="Could not load today's tasks">{messageOf(error, 'Please reload the page to try again.')}</ErrorAlert>
        ) : isLoading ? (
          <div className="grid gap-2" aria-label="Loading today's tasks">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-20" />
            ))}
          </div>
        ) : tasks.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center">
            <ListTodo className="size-8 text-muted-foreground" aria-hidden />
            <div>
              <p className="font-medium">No tasks scheduled for today</p>
              <p className="text-sm text-muted-foreground">Add a task, then start a focus session on it.</p>
            </div>
            <Button size="sm" onClick={onAdd}>
              <Plus aria-hidden /> Add Task
            </Button>
          </div>
        ) : (
          <DragDropContext onDragEnd={onDragEnd}>
            <Droppable droppableId="todays-tasks">
              {(droppable) => (
                <ul ref={droppable.innerRef} {...droppable.droppableProps} className="grid gap-2" aria-label="Today's tasks">
                  {tasks.slice(0, drawn).map((task, index) => (
                    <DraggableTaskRow
                      key={task.id}
                      task={task}
                      index={index}
                      done={doneByTask[task.id] ?? 0}
                      isSelected={task.id === selectedTaskId}
                      onStart={onStart}
                      onEdit={onEdit}
                    />
                  ))}
                  {droppable.placeholder}
                </ul>
              )}
            </Droppable>
          </DragDropContext>
        )}
      </CardContent>
    </Card>
  );
}
