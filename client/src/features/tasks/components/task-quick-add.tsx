import { Plus } from 'lucide-react';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { isGoalComplete } from '@shared/domain/goal-rules';
import { buildGoalTree } from '@shared/domain/goal-tree';
import { localNoon } from '@shared/domain/task-buckets';
import { TODO_TITLE_MAX_LENGTH } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { GoalPicker } from '@/components/goal-picker';
import { useCurrentUser } from '@/features/auth';
import { messageOf } from '@/lib/api-client';
import { useGoals } from '@/lib/goals-query';
import { useCreateTask } from '@/lib/tasks-api';

/** From this many characters on, the field shows how many are left. */
const COUNT_FROM = TODO_TITLE_MAX_LENGTH - 20;

const goalMemoryKey = (userId: number) => `stepwise.quickAddGoal:${userId}`;

/** The goal the last quick-added task went to, kept in this browser so a run of tasks needs one choice. */
function useLastQuickAddGoal(userId: number | undefined): [number | null, (goalId: number | null) => void] {
  const [goalId, setGoalId] = useState<number | null>(() => {
    if (userId === undefined) return null;
    try {
      const stored = Number(localStorage.getItem(goalMemoryKey(userId)));
      return Number.isInteger(stored) && stored > 0 ? stored : null;
    } catch {
      return null;
    }
  });
  const remember = useCallback(
    (next: number | null) => {
      setGoalId(next);
      if (userId === undefined) return;
      try {
        if (next === null) localStorage.removeItem(goalMemoryKey(userId));
        else localStorage.setItem(goalMemoryKey(userId), String(next));
      } catch (error) {
        console.warn('Could not remember the quick-add goal', error);
      }
    },
    [userId],
  );
  return [goalId, remember];
}

/** A one-line "add a task" for today or tomorrow (due at noon of that day), for a goal or none. */
export function TaskQuickAdd({ dayOffset, placeholder }: { dayOffset: number; placeholder: string }) {
  const [title, setTitle] = useState('');
  const { data: user } = useCurrentUser();
  const { data: goals } = useGoals();
  const tree = useMemo(() => buildGoalTree(goals ?? []), [goals]);
  const [rememberedGoalId, rememberGoal] = useLastQuickAddGoal(user?.id);
  // A remembered goal that was finished or deleted since is not offered again.
  const goalId = goals?.some((goal) => goal.id === rememberedGoalId && !isGoalComplete(goal)) ? rememberedGoalId : null;
  const createTask = useCreateTask();
  const lengthId = useId();
  const length = title.trim().length;
  const tooLong = length > TODO_TITLE_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') {
      toast({ title: 'Invalid input', description: 'Title is required', variant: 'destructive' });
      return;
    }
    // The field says so already, and keeps every character typed.
    if (tooLong) return;
    createTask.mutate(
      { title: trimmed, description: '', dueDate: localNoon(new Date(), dayOffset).toISOString(), goalId, completed: false },
      {
        onSuccess: () => {
          // Only the title that was sent is cleared: anything typed meanwhile stays.
          setTitle((current) => (current === title ? '' : current));
          toast({ title: 'Task created', description: trimmed, variant: 'success' });
        },
        onError: (error) => toast({ title: 'Failed to create task', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5">
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNT_FROM ? lengthId : undefined}
          className="min-w-0 basis-full sm:basis-auto sm:flex-1"
        />
        <GoalPicker
          tree={tree}
          value={goalId}
          onChange={rememberGoal}
          noneLabel="No goal"
          aria-label="Goal of the new task"
          className="min-w-0 flex-1 sm:w-56 sm:flex-none"
        />
        <Button type="submit" variant="secondary" pending={createTask.isPending} disabled={tooLong} aria-label="Add task">
          <Plus aria-hidden />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      {length >= COUNT_FROM && (
        <p id={lengthId} role={tooLong ? 'alert' : undefined} className={tooLong ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
          {tooLong
            ? `Title is too long: ${length} of ${TODO_TITLE_MAX_LENGTH} characters. Shorten it to add the task.`
            : `${length} of ${TODO_TITLE_MAX_LENGTH} characters`}
        </p>
      )}
    </form>
  );
}
