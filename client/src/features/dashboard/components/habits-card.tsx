import { CheckCircle2, CircleAlert, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { habitsForToday, habitStateOn } from '@shared/domain/habit-heatmap';
import type { Habit } from '@shared/schemas/habits';
import type { Todo } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ClampedText } from '@/components/ui/clamped-text';
import { focusRow } from '@/components/ui/restore-focus';
import { Skeleton } from '@/components/ui/skeleton';
import { useToday } from '@/hooks/use-today';
import { cn } from '@/lib/cn';
import { useHabits } from '@/lib/habits-query';
import { useSettleTask, useTasksDueBetween, useUpdateTask } from '@/lib/tasks-api';

/** Ticks today's task of a habit, with Undo, as a task row does; unticking reopens it. */
function HabitCheckbox({ task, title }: { task: Todo; title: string }) {
  const settleTask = useSettleTask(task.id);
  const updateTask = useUpdateTask(task.id);
  return (
    <Checkbox
      className="mt-0.5"
      checked={task.completed}
      onCheckedChange={(checked) =>
        checked === true
          ? settleTask(task, 'completed')
          : updateTask.mutate({ id: task.id, completed: false, errorTitle: 'Failed to update todo' })
      }
      aria-label={`${task.completed ? 'Mark as not done' : 'Mark as done'}: ${title}`}
    />
  );
}

function HabitRow({ habit, today, task }: { habit: Habit; today: string; task: Todo | undefined }) {
  const doneOnServer = habitStateOn(habit, today) === 'done';
  const done = task ? task.completed : doneOnServer;
  // The tick shows at once and the streak is read again after it; until then, today's day is
  // counted (or no longer counted) here, so the number doesn't lag behind the box.
  const streak = Math.max(0, habit.currentStreak + (done === doneOnServer ? 0 : done ? 1 : -1));
  const status = task?.skipped ? 'Skipped today' : task?.failed ? 'Failed today' : null;
  return (
    <li
      data-testid="habit-today"
      data-series-id={habit.seriesId}
      // Undo of a tick puts focus back on this row's checkbox.
      data-task-id={task?.id}
      {...focusRow(`habit-${habit.seriesId}`)}
      className={cn('flex items-start gap-3 rounded-lg border border-border p-3', done && 'bg-muted/50')}
    >
      {task ? (
        <HabitCheckbox task={task} title={habit.title} />
      ) : done ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      ) : (
        <span className="size-5 shrink-0" aria-hidden />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm font-medium', done && 'text-muted-foreground line-through')}>
          <ClampedText text={habit.title} lines={2} />
        </span>
        <span className="text-xs text-muted-foreground" data-testid="habit-streak">
          {done && !task && <span className="sr-only">Done today. </span>}
          Streak {streak}
          {status && ` · ${status}`}
          {!task && !done && (
            <>
              {' · '}
              <Link href="/todos" className="font-medium text-primary underline underline-offset-4">
                Open in Daily Tasks
              </Link>
            </>
          )}
        </span>
      </div>
    </li>
  );
}

/** Habits listed before "Show all": a person with a hundred of them still gets the dashboard at once. */
const FIRST_HABITS = 12;

/** The dashboard's Habits card: today's habits, each ticked done from here. */
export function HabitsCard() {
  const [showAll, setShowAll] = useState(false);
  const bounds = useToday();
  const habits = useHabits(bounds.startOfToday);
  const todaysTasks = useTasksDueBetween(bounds.startOfToday, bounds.startOfTomorrow);
  const list = habits.data;
  const shown = list ? habitsForToday(list.habits, list.today) : [];
  const tasksById = new Map((todaysTasks.data ?? []).map((task) => [task.id, task]));
  const isLoading = habits.isLoading || (shown.some((habit) => habit.todayTodoId !== null) && todaysTasks.isLoading);
  const isError = habits.isError;
  const doneCount = list
    ? shown.filter((habit) => {
        const task = habit.todayTodoId === null ? undefined : tasksById.get(habit.todayTodoId);
        return task ? task.completed : habitStateOn(habit, list.today) === 'done';
      }).length
    : 0;

  return (
    <Card data-testid="habits-card" aria-labelledby="habits-title">
      <CardHeader>
        <CardTitle id="habits-title" className="flex items-center gap-2">
          <Repeat className="size-5 text-primary" aria-hidden /> Habits
        </CardTitle>
        {!isLoading && !isError && shown.length > 0 && (
          <CardDescription data-testid="habits-done-today">
            {doneCount} of {shown.length} done today
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <CircleAlert className="size-6 text-destructive" aria-hidden />
            <p className="text-sm text-muted-foreground">Your habits could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void habits.refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 || !list ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No habits today. Make a task repeat to build one.</p>
        ) : (
          <div className="grid gap-3">
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Today's habits">
              {(showAll ? shown : shown.slice(0, FIRST_HABITS)).map((habit) => (
                <HabitRow
                  key={habit.seriesId}
                  habit={habit}
                  today={list.today}
                  task={habit.todayTodoId === null ? undefined : tasksById.get(habit.todayTodoId)}
                />
              ))}
            </ul>
            {shown.length > FIRST_HABITS && (
              <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll((all) => !all)}>
                {showAll ? 'Show fewer habits' : `Show all ${shown.length} habits`}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
