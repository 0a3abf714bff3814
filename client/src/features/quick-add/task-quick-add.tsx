import { Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { defaultGoalDeadline } from '@shared/domain/goal-deadline';
import { isGoalComplete } from '@shared/domain/goal-rules';
import { parseQuickAdd, partKey, type QuickAddGoal, type QuickAddPart } from '@shared/domain/quick-add';
import { goalTreeOf, goalPath } from '@shared/domain/goal-tree';
import { typedRepeatRule } from '@shared/domain/quick-add-repeat';
import { presetRule } from '@shared/domain/repeat-form';
import { repeatRuleIssues, toRRuleText } from '@shared/domain/recurrence';
import { localNoon } from '@shared/domain/task-buckets';
import { toLocalDateValue } from '@shared/domain/task-due';
import type { Goal } from '@shared/schemas/goals';
import { TODO_TITLE_MAX_LENGTH } from '@shared/domain/field-limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { GoalPicker } from '@/components/goal-picker';
import { useCurrentUser } from '@/features/auth';
import { messageOf } from '@/lib/api-client';
import { useGoals } from '@/lib/goals-query';
import { sendNewGoal, showNewGoal } from '@/lib/new-goal';
import { refetchPlannerData } from '@/lib/query-keys';
import { repeatIn, seriesStartNote, useCreateTask } from '@/lib/tasks-api';
import { QuickAddParts } from './quick-add-parts';
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

/** The open goals quick add's '#…' may name, each with the titles above it. */
function openGoalsWithPaths(goals: readonly Goal[]): QuickAddGoal[] {
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  return goals.filter((goal) => !isGoalComplete(goal)).map((goal) => ({ id: goal.id, title: goal.title, path: goalPath(goal.id, byId) }));
}

/** A one-line "add a task" for today or tomorrow (due at noon of that day), for a goal or none, once or repeating. */
export function TaskQuickAdd({
  dayOffset,
  placeholder,
  autoFocus,
  onAdded,
}: {
  dayOffset: number;
  placeholder: string;
  autoFocus?: boolean;
  /** After a task was added (the Q dialog closes then). */
  onAdded?(): void;
}) {
  const [title, setTitle] = useState('');
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  // What the field holds when an answer comes: the goal's creation makes the send asynchronous.
  const titleRef = useRef(title);
  titleRef.current = title;
  const [repeat, setRepeat] = useState<QuickRepeat>('none');
  const { data: user } = useCurrentUser();
  const { data: goals } = useGoals();
  const tree = useMemo(() => goalTreeOf(goals ?? []), [goals]);
  const [rememberedGoalId, rememberGoal] = useLastQuickAddGoal(user?.id);
  // A remembered goal that was finished or deleted since is not offered again.
  const goalId = goals?.some((goal) => goal.id === rememberedGoalId && !isGoalComplete(goal)) ? rememberedGoalId : null;
  const createTask = useCreateTask();
  const queryClient = useQueryClient();
  const [creatingGoal, setCreatingGoal] = useState(false);
  const lengthId = useId();
  const partsId = useId();
  // Goals with their paths are for a '#…' typed: thousands of paths wait until one is.
  const namesGoal = title.includes('#');
  const namedGoals = useMemo(() => (namesGoal ? openGoalsWithPaths(goals ?? []) : []), [namesGoal, goals]);
  const parsed = useMemo(() => parseQuickAdd(title, { now: new Date(), goals: namedGoals, dismissed }), [title, namedGoals, dismissed]);
  // The new task's first day, from which a repeat counts: the day typed, or the field's own.
  const firstDay = toLocalDateValue(parsed.due ?? localNoon(new Date(), dayOffset));
  const length = parsed.title.length;
  const tooLong = length > TODO_TITLE_MAX_LENGTH;
  const dismiss = (part: QuickAddPart) => setDismissed((current) => new Set(current).add(partKey(part)));
  // The picker shows the goal '#…' names; choosing another there takes the '#…' back into the title.
  const typedGoal = parsed.goal?.kind === 'existing' ? parsed.goal.goal : null;
  const chooseGoal = (next: number | null) => {
    const goalPart = parsed.parts.find((part) => part.kind === 'goal');
    if (goalPart) dismiss(goalPart);
    rememberGoal(next);
  };
  // A part taken back stays back while its words are there; once they are deleted, typing them again counts.
  const changeTitle = (next: string) => {
    setTitle(next);
    const lower = next.toLowerCase();
    setDismissed((current) => {
      const kept = [...current].filter((key) => lower.includes(key.slice(key.indexOf(':') + 1)));
      return kept.length === current.size ? current : new Set(kept);
    });
  };

  // Backspace right after a recognised part takes it back (its words stay, now as title) before deleting anything.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (event.key !== 'Backspace' || selectionStart === null || selectionStart !== selectionEnd) return;
    const part = parsed.parts.find((candidate) => candidate.end === selectionStart);
    if (!part) return;
    event.preventDefault();
    dismiss(part);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = parsed.title;
    if (trimmed === '') {
      toast({ title: 'Invalid input', description: 'Title is required', variant: 'destructive' });
      return;
    }
    // The field says so already, and keeps every character typed.
    if (tooLong) return;
    const dueDate = parsed.due ?? localNoon(new Date(), dayOffset);
    // A rule typed in the text goes before the choice beside it, which then shows 'As typed'.
    const rule = parsed.repeat ? typedRepeatRule(parsed.repeat, firstDay) : presetRule(repeat, firstDay);
    const [ruleIssue] = rule ? repeatRuleIssues(rule, firstDay) : [];
    if (ruleIssue) {
      toast({ title: 'Invalid repeat', description: ruleIssue.message, variant: 'destructive' });
      return;
    }
    let taskGoalId = parsed.goal?.kind === 'existing' ? parsed.goal.goal.id : goalId;
    const newGoal = parsed.goal?.kind === 'new' ? parsed.goal.name : null;
    if (newGoal !== null) {
      setCreatingGoal(true);
      try {
        const goal = await sendNewGoal({ title: newGoal, deadline: defaultGoalDeadline(new Date()).toISOString() });
        showNewGoal(queryClient, goal);
        taskGoalId = goal.id;
        void refetchPlannerData(queryClient);
      } catch (error) {
        toast({ title: 'Failed to create goal', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
        return;
      } finally {
        setCreatingGoal(false);
      }
    }
    const sent = title;
    createTask.mutate(
      {
        title: trimmed,
        description: '',
        dueDate: dueDate.toISOString(),
        goalId: taskGoalId,
        completed: false,
        ...(parsed.priority && { priority: parsed.priority }),
        ...(parsed.plannedTime && { plannedTime: parsed.plannedTime }),
        ...(parsed.pomodoros && { pomodoros: parsed.pomodoros }),
        ...(rule && { repeat: repeatIn(toRRuleText(rule)) }),
      },
      {
        onSuccess: (created) => {
          // Only the text that was sent is cleared: anything typed meanwhile stays. The next task is a one-off again.
          if (titleRef.current === sent) {
            setTitle('');
            setDismissed(new Set());
          }
          setRepeat('none');
          const notes = [rule ? seriesStartNote(created, firstDay) : undefined, newGoal !== null ? `In the new goal “${newGoal}”.` : undefined];
          toast({ title: 'Task created', description: [trimmed, ...notes].filter(Boolean).join('. '), variant: 'success' });
          onAdded?.();
        },
        onError: (error) => toast({ title: 'Failed to create task', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-1.5">
      {/* One line where the list is wide; else the title above, and the goal, the repeat and Add below it. */}
      <div className="flex flex-wrap gap-2 @2xl:flex-nowrap" data-testid="task-quick-add">
        <Input
          value={title}
          onChange={(event) => changeTitle(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus={autoFocus}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-invalid={tooLong || undefined}
          aria-describedby={[length >= COUNT_FROM && lengthId, parsed.parts.length > 0 && partsId].filter(Boolean).join(' ') || undefined}
          className="min-w-0 basis-full @2xl:basis-auto @2xl:flex-1"
        />
        <GoalPicker
          tree={tree}
          value={typedGoal ? typedGoal.id : goalId}
          onChange={chooseGoal}
          noneLabel="No goal"
          aria-label="Goal of the new task"
          className="min-w-0 flex-[1_1_7rem] @2xl:w-56 @2xl:flex-none"
        />
        <QuickRepeatSelect value={repeat} onChange={setRepeat} day={firstDay} typed={parsed.repeat !== null} className="flex-none" />
        <Button type="submit" variant="secondary" pending={createTask.isPending || creatingGoal} disabled={tooLong} aria-label="Add task">
          <Plus aria-hidden />
          <span className="hidden @2xl:inline">Add</span>
        </Button>
      </div>
      <div id={partsId}>
        <QuickAddParts result={parsed} firstDay={firstDay} onDismiss={dismiss} />
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
