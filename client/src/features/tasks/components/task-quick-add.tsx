import { Plus } from 'lucide-react';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { isGoalComplete } from '@shared/domain/goal-rules';
import { buildGoalTree } from '@shared/domain/goal-tree';
import { presetRule } from '@shared/domain/repeat-form';
import { toRRuleText } from '@shared/domain/recurrence';
import { localNoon } from '@shared/domain/task-buckets';
import { toLocalDateValue } from '@shared/domain/task-due';
import { TODO_TITLE_MAX_LENGTH } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { GoalPicker } from '@/components/goal-picker';
import { useCurrentUser } from '@/features/auth';
import { messageOf } from '@/lib/api-client';
import { useGoals } from '@/lib/goals-query';
import { repeatIn, seriesStartNote, useCreateTask } from '@/lib/tasks-api';
import { QuickRepeatSelect, type QuickRepeat } from './quick-repeat-select';

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

/** A one-line "add a task" for today or tomorrow (due at noon of that day), for a goal or none, once or repeating. */
export function TaskQuickAdd({ dayOffset, placeholder }: { dayOffset: number; placeholder: string }) {
  const [title, setTitle] = useState('');
  const [repeat, setRepeat] = useState<QuickRepeat>('none');
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
    const dueDate = localNoon(new Date(), dayOffset);
    const day = toLocalDateValue(dueDate);
    const rule = presetRule(repeat, day);
    createTask.mutate(
      { title: trimmed, description: '', dueDate: dueDate.toISOString(), goalId, completed: false, ...(rule && { repeat: repeatIn(toRRuleText(rule)) }) },
      {
        onSuccess: (created) => {
          // Only the title that was sent is cleared: anything typed meanwhile stays. The next task is a one-off again.
          setTitle((current) => (current === title ? '' : current));
          setRepeat('none');
          const note = rule ? seriesStartNote(created, day) : undefined;
          toast({ title: 'Task created', description: note ? `${trimmed}. ${note}` : trimmed, variant: 'success' });
        },
        onError: (error) => toast({ title: 'Failed to create task', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5">
      {/* One line where the list is wide; else the title above, and the goal, the repeat and Add below it. */}
      <div className="flex flex-wrap gap-2 @2xl:flex-nowrap" data-testid="task-quick-add">
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNT_FROM ? lengthId : undefined}
          className="min-w-0 basis-full @2xl:basis-auto @2xl:flex-1"
        />
        <GoalPicker
          tree={tree}
          value={goalId}
          onChange={rememberGoal}
          noneLabel="No goal"
          aria-label="Goal of the new task"
          className="min-w-0 flex-[1_1_7rem] @2xl:w-56 @2xl:flex-none"
        />
        <QuickRepeatSelect value={repeat} onChange={setRepeat} day={toLocalDateValue(localNoon(new Date(), dayOffset))} className="flex-none" />
        <Button type="submit" variant="secondary" pending={createTask.isPending} disabled={tooLong} aria-label="Add task">
          <Plus aria-hidden />
          <span className="hidden @2xl:inline">Add</span>
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
