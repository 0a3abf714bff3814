import { format } from 'date-fns';
import { Target } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { groupByCompletionDay } from '@shared/domain/completed-days';
import { taskTab, type DayBounds, type TaskTab } from '@shared/domain/task-buckets';
import type { Todo } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ClampedText } from '@/components/ui/clamped-text';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useCompletedTasks, useUpdateTask } from '@/lib/tasks-api';

const TAB_NAMES: Record<TaskTab, string> = { today: 'Today', tomorrow: 'Tomorrow', future: 'Future', expired: 'Expired' };

interface CompletedTasksProps {
  bounds: DayBounds;
  goalTitles: Map<number, string>;
}

/**
 * The Completed tab: finished tasks by the day they were finished, newest first, a page at a time.
 * Unticking one reopens it: it leaves this list at once and goes back to its day's tab.
 */
export function CompletedTasks({ bounds, goalTitles }: CompletedTasksProps) {
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useCompletedTasks();
  const reopen = useUpdateTask(undefined);
  // Reopened here and not yet gone from the pages the server sent: hidden until the refetch drops them.
  const [reopening, setReopening] = useState<ReadonlySet<number>>(new Set());
  const list = useRef<HTMLDivElement>(null);
  const days = useMemo(() => {
    const tasks = (data?.pages ?? []).flatMap((page) => page.todos).filter((task) => !reopening.has(task.id));
    return groupByCompletionDay(tasks, bounds.startOfToday);
  }, [data, reopening, bounds]);

  const reopenTask = (task: Todo, checkbox: HTMLElement) => {
    // Focus moves on to the next row (or the one before) before this one goes.
    const checkboxes = [...(list.current?.querySelectorAll<HTMLElement>('[role="checkbox"]') ?? [])];
    const index = checkboxes.indexOf(checkbox);
    (checkboxes[index + 1] ?? checkboxes[index - 1] ?? list.current)?.focus();
    setReopening((ids) => new Set(ids).add(task.id));
    const showAgain = () =>
      setReopening((ids) => {
        const rest = new Set(ids);
        rest.delete(task.id);
        return rest;
      });
    reopen
      .mutateAsync({ id: task.id, completed: false, errorTitle: 'Failed to update todo' })
      .then(() => {
        const tab = taskTab({ ...task, completed: false }, bounds);
        toast({ title: 'Task reopened', description: `“${task.title}” is back${tab ? ` in ${TAB_NAMES[tab]}` : ''}.` });
      }, () => {})
      .finally(showAgain);
  };

  if (isLoading) return <Skeleton className="h-32" />;
  if (days.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-input px-4 py-10 text-center">
        <p className="font-medium">No completed tasks yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Tasks you tick off show here, by the day you finished them.</p>
      </div>
    );
  }
  return (
    <div ref={list} tabIndex={-1} className="grid gap-5 outline-none">
      {days.map((day) => (
        <section key={day.key} aria-label={`Completed ${day.label}`} className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted-foreground">{day.label}</h3>
          <ul className="grid gap-2">
            {day.tasks.map((task) => (
              <li
                key={task.id}
                data-testid="completed-task"
                aria-label={task.title}
                className="flex items-start gap-3 rounded-lg border border-border bg-muted/50 p-3"
              >
                <Checkbox
                  className="mt-0.5"
                  checked
                  onClick={(event) => reopenTask(task, event.currentTarget)}
                  aria-label={`Mark as not done: ${task.title}`}
                />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <ClampedText text={task.title} lines={3} className="font-medium text-muted-foreground line-through" />
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    {task.completedAt && <span>Done at {format(new Date(task.completedAt), 'h:mm a')}</span>}
                    <span>Due {format(new Date(task.dueDate), 'MMM d, yyyy')}</span>
                    {task.goalId !== null && goalTitles.has(task.goalId) && (
                      <span className="inline-flex max-w-56 items-center gap-1">
                        <Target className="size-3.5 shrink-0" aria-hidden />
                        <ClampedText text={goalTitles.get(task.goalId) ?? ''} lines={1} />
                      </span>
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {hasNextPage && (
        <Button variant="outline" onClick={() => void fetchNextPage()} pending={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'Show earlier completed tasks'}
        </Button>
      )}
    </div>
  );
}
