import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { tasksToCarry, unfinishedLines, withLinesAdded } from '@shared/domain/carry-over';
import { countOf } from '@shared/domain/plural';
import { localNoon, startOfLocalDay } from '@shared/domain/task-buckets';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureTitle } from '@/lib/api-client';
import { PLANNER_MUTATION_KEY, refetchPlannerData } from '@/lib/query-keys';
import { useTasksDueBetween } from '@/lib/tasks-api';
import { dailyPlanQuery, savePlanNotes } from './plan-notes-api';

/** What a day left undone, to carry over to `nextDay`: the unfinished lines of its notes (as typed now) and its open tasks. */
export function useCarryOverChoices(date: string, notes: string) {
  const day = parseISO(date);
  const tasks = useTasksDueBetween(startOfLocalDay(day), startOfLocalDay(day, 2));
  const lines = useMemo(() => unfinishedLines(notes), [notes]);
  const { moving, comingBack } = useMemo(() => {
    const nextDayStart = startOfLocalDay(parseISO(date), 1).getTime();
    const all = tasks.data ?? [];
    return tasksToCarry(
      all.filter((task) => Date.parse(task.dueDate) < nextDayStart),
      all.filter((task) => Date.parse(task.dueDate) >= nextDayStart),
    );
  }, [tasks.data, date]);
  return { lines, moving, comingBack, tasksLoading: tasks.isLoading, tasksError: tasks.error };
}

/**
 * Adds the lines to the day's notes, leaving out those already there, through the versioned save: when
 * the day was saved elsewhere meanwhile, they are added to that text instead. Answers how many were added.
 */
async function addLinesTo(queryClient: QueryClient, date: string, lines: string[]): Promise<number> {
  const plan = await queryClient.fetchQuery({ ...dailyPlanQuery(date), staleTime: 0 });
  if (!plan) throw new Error('Please sign in to continue');
  const { text, added } = withLinesAdded(plan.notes, lines);
  if (added.length === 0) return 0;
  let addedAtLast = added.length;
  await savePlanNotes(queryClient, {
    date,
    base: plan,
    notes: text,
    editedAt: new Date(),
    rebase: (current) => {
      const rebased = withLinesAdded(current.notes, lines);
      addedAtLast = rebased.added.length;
      return rebased.text;
    },
  });
  return addedAtLast;
}

/** The tasks could not be moved after the lines were carried over. */
class TasksNotMovedError extends Error {
  constructor(
    readonly linesAdded: number,
    readonly reason: unknown,
  ) {
    super('Tasks not moved');
  }
}

interface CarryOver {
  lines: string[];
  taskIds: number[];
}

/**
 * Carries lines and tasks over to `nextDay`: lines first, then the tasks in one request (the Expired tab's
 * reschedule). A toast says what was carried, with a way to go to that day (`goThere`).
 */
export function useCarryOver(nextDay: string, goThere: () => void) {
  const queryClient = useQueryClient();
  const dayLabel = shortDate(nextDay);
  return useMutation({
    mutationKey: PLANNER_MUTATION_KEY,
    mutationFn: async ({ lines, taskIds }: CarryOver) => {
      const linesAdded = lines.length > 0 ? await addLinesTo(queryClient, nextDay, lines) : 0;
      if (taskIds.length === 0) return { linesAdded, tasksMoved: 0 };
      try {
        const dueDate = localNoon(parseISO(nextDay)).toISOString();
        const { moved } = await apiRequest<{ moved: number }>('POST', '/api/todos/reschedule', { ids: taskIds, dueDate });
        return { linesAdded, tasksMoved: moved };
      } catch (error) {
        throw new TasksNotMovedError(linesAdded, error);
      }
    },
    onSuccess: ({ linesAdded, tasksMoved }) => {
      const carried = carriedCount(linesAdded, tasksMoved);
      toast({
        title: carried ? `${carried} carried over to ${dayLabel}` : 'Nothing new to carry over',
        description: carried ? undefined : `${dayLabel} has it all already.`,
        variant: 'success',
        action: { label: 'Go to that day', altText: 'Choose Next day above the notes.', onClick: goThere },
      });
    },
    onError: (error) => {
      if (error instanceof TasksNotMovedError) {
        const carried = carriedCount(error.linesAdded, 0);
        toast({
          title: failureTitle('Tasks not carried over', error.reason),
          description: carried ? `${carried} carried over to ${dayLabel}.` : undefined,
          variant: 'destructive',
        });
      } else {
        toast({ title: failureTitle('Could not carry over', error), variant: 'destructive' });
      }
    },
    onSettled: () => refetchPlannerData(queryClient),
  });
}

/** 'Thu, Nov 26' */
const shortDate = (date: string) => format(parseISO(date), 'EEE, MMM d');

/** '3 lines and 2 tasks', or null for nothing. */
function carriedCount(linesAdded: number, tasksMoved: number): string | null {
  const parts = [linesAdded > 0 && countOf(linesAdded, 'line'), tasksMoved > 0 && countOf(tasksMoved, 'task')].filter((part) => part !== false);
  return parts.length > 0 ? parts.join(' and ') : null;
}
