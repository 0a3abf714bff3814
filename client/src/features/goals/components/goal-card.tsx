import {
  CalendarClock,
  ChevronDown,
  ChevronRight,
  HeartHandshake,
  ListPlus,
  Pencil,
  Plus,
  Repeat,
  Trash2,
} from 'lucide-react';
import { createContext, memo, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isGoalComplete, progressChangeBlocker } from '@shared/domain/goal-rules';
import { MAX_GOAL_INDENT_LEVEL } from '@shared/domain/goal-tree';
import { countOf } from '@shared/domain/plural';
import { formatGoalDeadline, isDeadlineInFuture, toDateTimeLocalValue } from '@shared/domain/goal-deadline';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH } from '@shared/domain/field-limits';
import type { Goal } from '@shared/schemas/goals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InlineEdit } from '@/components/ui/inline-edit';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { focusRow } from '@/components/ui/restore-focus';
import { Slider } from '@/components/ui/slider';
import { toast } from '@/components/ui/toast-store';
import { Tooltip } from '@/components/ui/tooltip';
import { useHasPassed } from '@/hooks/use-has-passed';
import { cn } from '@/lib/cn';
import { revealElement } from '@/lib/reveal';
import { useUpdateGoal } from '../api/goals-api';
import { showProgressBlocked, showRuleToastFor } from '../goal-toasts';
import type { GoalTreeStore } from '../goal-tree-store';
import { useGoalActions } from './goal-actions';
import { GoalHabits } from './goal-habits';

/** Arrow keys on the slider commit once per press; the last value of a burst is the one sent. */
const PROGRESS_COMMIT_DELAY_MS = 400;
/** A card drawn this long after its goal was asked for no longer scrolls to itself. */
const REVEAL_WAIT_MS = 5000;

export interface GoalTreeView {
  store: GoalTreeStore;
  /** Large trees start folded so the page opens quickly. */
  expandByDefault: boolean;
  /** A goal asked for by the address (a search result): the goals above it unfold, and it is scrolled to. */
  reveal: GoalReveal | null;
}

export interface GoalReveal {
  goalId: number;
  /** The goals above it, which unfold. */
  above: ReadonlySet<number>;
  /** When it was asked for: a card drawn much later (unfolded again by hand) doesn't take focus. */
  at: number;
}
export const GoalTreeContext = createContext<GoalTreeView | null>(null);

function useGoalTree(): GoalTreeView {
  const view = useContext(GoalTreeContext);
  if (!view) throw new Error('Goal cards must be rendered on the Goals page');
  return view;
}

function DeadlineField({ goal, onSave }: { goal: Goal; onSave(deadline: Date): void }) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = formatGoalDeadline(goal.deadline);
  const close = (refocus: boolean) => {
    setEditing(false);
    if (refocus) requestAnimationFrame(() => button.current?.focus());
  };
  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        onClick={() => setEditing(true)}
        aria-label={`Deadline ${label}. Change deadline of ${goal.title}`}
        className="inline-flex cursor-pointer items-center gap-1 rounded-md px-1 -mx-1 hover:bg-muted"
      >
        <CalendarClock className="size-3.5" aria-hidden />
        Deadline: {label}
      </button>
    );
  }
  return (
    <Input
      type="datetime-local"
      autoFocus
      aria-label={`New deadline of ${goal.title}`}
      defaultValue={toDateTimeLocalValue(new Date(goal.deadline))}
      className="h-8 w-auto"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(true);
        if (event.key === 'Enter') {
          const value = event.currentTarget.value;
          close(true);
          if (value && value !== toDateTimeLocalValue(new Date(goal.deadline))) onSave(new Date(value));
        }
      }}
      onBlur={(event) => {
        const value = event.currentTarget.value;
        close(false);
        if (value && value !== toDateTimeLocalValue(new Date(goal.deadline))) onSave(new Date(value));
      }}
    />
  );
}

function invalidInput(description: string) {
  toast({ title: 'Invalid input', description, variant: 'destructive' });
}

/** One goal and, folded or not, the goals below it. It renders again only when they change. */
export const GoalCard = memo(function GoalCard({ goalId }: { goalId: number }) {
  const { store, expandByDefault, reveal } = useGoalTree();
  const actions = useGoalActions();
  // The same on a server: the store is the page's own, built from its data.
  const goal = useSyncExternalStore(store.subscribe, () => store.goal(goalId), () => store.goal(goalId));
  const children = useSyncExternalStore(store.subscribe, () => store.childrenOf(goalId), () => store.childrenOf(goalId));
  const level = useSyncExternalStore(store.subscribe, () => store.levelOf(goalId), () => store.levelOf(goalId));
  const [expanded, setExpanded] = useState(expandByDefault);
  const [draftProgress, setDraftProgress] = useState<number | null>(null);
  const commitTimer = useRef<number | undefined>(undefined);
  const updateGoal = useUpdateGoal(goalId, {
    onSaved: (saved, update) => {
      if (update.progress === undefined) return;
      toast({ title: 'Progress updated', description: `${saved.title} is now at ${saved.progress}%.`, variant: 'success' });
      // Celebrated once, when this change took it to 100.
      if (isGoalComplete(saved) && update.base && !isGoalComplete(update.base)) actions.celebrate(level);
    },
  });
  const pastDeadline = useHasPassed(goal?.deadline ?? '');
  useEffect(() => () => window.clearTimeout(commitTimer.current), []);
  const articleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal || Date.now() - reveal.at > REVEAL_WAIT_MS) return;
    if (reveal.above.has(goalId)) setExpanded(true);
    if (reveal.goalId === goalId && articleRef.current) revealElement(articleRef.current);
  }, [reveal, goalId]);
  if (!goal) return null;

  const complete = isGoalComplete(goal);
  const overdue = pastDeadline && !complete;
  const progress = draftProgress ?? goal.progress;
  const subtreeId = `goal-${goal.id}-subgoals`;

  const saveText = (field: 'title' | 'description', text: string) => {
    const trimmed = text.trim();
    if (field === 'title' && trimmed === '') return invalidInput('Title is required');
    updateGoal.mutate(
      { id: goal.id, [field]: field === 'title' ? trimmed : trimmed === '' ? null : text },
      {
        onSuccess: () => toast({ title: 'Goal updated', variant: 'success' }),
        onError: () => toast({ title: 'Failed to update goal', description: 'Your change was undone.', variant: 'destructive' }),
      },
    );
  };

  const saveDeadline = (deadline: Date) => {
    if (Number.isNaN(deadline.getTime()) || !isDeadlineInFuture(deadline, new Date())) {
      toast({ title: 'Invalid deadline', description: 'The deadline must be in the future', variant: 'destructive' });
      return;
    }
    updateGoal.mutate(
      { id: goal.id, deadline: deadline.toISOString() },
      {
        onSuccess: () => toast({ title: 'Deadline updated', description: formatGoalDeadline(deadline), variant: 'success' }),
        onError: () => toast({ title: 'Failed to update deadline', variant: 'destructive' }),
      },
    );
  };

  // Dropped on the next task, once every event of the slider's last change has run; kept when the person has
  // moved the slider again since `value` (a key pressed while the last save was on its way).
  const dropDraft = (value: number) => window.setTimeout(() => setDraftProgress((draft) => (draft === value ? null : draft)), 0);

  const sendProgress = (value: number) => {
    if (value === goal.progress) return dropDraft(value);
    // The card knows the subgoals; a leaf goal's tasks are the server's to judge.
    const blocker = progressChangeBlocker(children, [], { from: goal.progress, to: value });
    if (blocker) {
      dropDraft(value);
      return showProgressBlocked(blocker);
    }
    updateGoal.mutate(
      { id: goal.id, progress: value },
      {
        onError: (error) => {
          if (!showRuleToastFor(error)) toast({ title: 'Failed to update goal', variant: 'destructive' });
        },
        onSettled: () => dropDraft(value),
      },
    );
  };

  const commitProgress = (value: number) => {
    setDraftProgress(value);
    window.clearTimeout(commitTimer.current);
    commitTimer.current = window.setTimeout(() => sendProgress(value), PROGRESS_COMMIT_DELAY_MS);
  };

  return (
    <li className="grid gap-3" {...focusRow(`goal-${goal.id}`)}>
      <article
        ref={articleRef}
        aria-label={goal.title}
        data-testid="goal-card"
        data-goal-id={goal.id}
        // Focus lands here when Undo brings the goal back.
        tabIndex={-1}
        data-overdue={overdue || undefined}
        // A card off screen is neither laid out nor painted (a card's usual height stands in until it has been
        // drawn once): habits arriving for a page of unfolded goals otherwise relaid and repainted every card.
        className={cn(
          'rounded-card border bg-surface p-4 shadow-sm transition-shadow [contain-intrinsic-size:auto_14rem] [content-visibility:auto] sm:p-5 data-[revealed]:ring-2 data-[revealed]:ring-primary',
          overdue ? 'border-destructive-border bg-destructive-soft/60 ring-1 ring-destructive-border' : 'border-border',
          complete && 'border-success-border',
        )}
      >
        <div className="flex items-start gap-2">
          {children.length > 0 ? (
            <Button
              variant="ghost"
              size="icon-sm"
              className="mt-0.5"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={subtreeId}
              aria-label={`${expanded ? 'Hide' : 'Show'} ${countOf(children.length, 'subgoal')} of ${goal.title}`}
            >
              {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
            </Button>
          ) : (
            <span className="hidden w-8 shrink-0 sm:block" aria-hidden />
          )}
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 flex-1 text-base font-semibold sm:text-lg">
                <InlineEdit
                  value={goal.title}
                  label={`title of ${goal.title}`}
                  placeholder="Untitled goal"
                  maxLength={GOAL_TITLE_MAX_LENGTH}
                  clamp={3}
                  onSave={(text) => saveText('title', text)}
                />
              </h3>
              <div className="flex shrink-0 gap-1.5">
                {overdue && <Badge tone="danger">OVERDUE</Badge>}
                {complete && <Badge tone="success">Completed</Badge>}
              </div>
            </div>
            <div className="text-sm text-muted-foreground">
              <InlineEdit
                value={goal.description ?? ''}
                label={`description of ${goal.title}`}
                placeholder="Add a description"
                multiline
                maxLength={GOAL_DESCRIPTION_MAX_LENGTH}
                clamp={3}
                onSave={(text) => saveText('description', text)}
              />
            </div>
            <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-xs', overdue ? 'text-destructive-text' : 'text-muted-foreground')}>
              <DeadlineField goal={goal} onSave={saveDeadline} />
              {children.length > 0 && (
                <span>
                  {children.filter(isGoalComplete).length} of {countOf(children.length, 'subgoal')} done
                </span>
              )}
            </div>
            <GoalHabits goalId={goal.id} goalTitle={goal.title} />
          </div>
        </div>

        {/* The slider's thumb rides on the progress bar: one control, read as a bar, dragged as a slider. */}
        <div className="mt-4 flex items-center gap-3 sm:pl-10">
          <div className="relative flex h-6 flex-1 items-center">
            <Progress
              value={progress}
              aria-label={`Progress of ${goal.title}`}
              className="h-2.5"
              indicatorClassName={complete ? 'bg-success' : overdue ? 'bg-destructive' : undefined}
            />
            {/* A goal that follows its habits moves with their ticks, not by hand. */}
            {!goal.progressFromHabits && (
              <Slider
                min={0}
                max={100}
                value={progress}
                aria-label={`Set progress of ${goal.title}`}
                thumbOnly
                className="absolute inset-x-0 top-1/2 h-6 -translate-y-1/2"
                onValueChange={setDraftProgress}
                onValueCommit={commitProgress}
              />
            )}
          </div>
          <span className="w-11 text-right text-sm font-semibold tabular-nums" data-testid="goal-progress">
            {progress}%
          </span>
        </div>
        {goal.progressFromHabits && (
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground sm:pl-10" data-testid="progress-follows-habits">
            <Repeat className="size-3.5 shrink-0" aria-hidden />
            Progress follows its habits: the share of their days done by the deadline.
          </p>
        )}

        <div className="mt-4 flex flex-wrap items-center gap-2 sm:pl-10">
          <Button size="sm" variant="outline" onClick={() => actions.addSubgoal(goal)}>
            <Plus aria-hidden /> Add Subgoal
          </Button>
          <Button size="sm" variant="outline" onClick={() => actions.addTask(goal)}>
            <ListPlus aria-hidden /> Add Task
          </Button>
          <div className="ml-auto flex gap-1">
            <Tooltip content="How do you feel about it?">
              <Button size="icon-sm" variant="ghost" aria-label={`How do you feel about ${goal.title}?`} onClick={() => actions.logFeeling(goal)}>
                <HeartHandshake aria-hidden />
              </Button>
            </Tooltip>
            <Tooltip content="Edit goal">
              <Button size="icon-sm" variant="ghost" aria-label={`Edit ${goal.title}`} onClick={() => actions.edit(goal)}>
                <Pencil aria-hidden />
              </Button>
            </Tooltip>
            <Tooltip content="Delete goal">
              <Button
                size="icon-sm"
                variant="ghost"
                className="text-destructive-text hover:bg-destructive-soft"
                aria-label={`Delete ${goal.title}`}
                onClick={() => actions.remove(goal)}
              >
                <Trash2 aria-hidden />
              </Button>
            </Tooltip>
          </div>
        </div>
      </article>

      {children.length > 0 && expanded && (
        <ul
          id={subtreeId}
          aria-label={`Subgoals of ${goal.title}`}
          // Spec section 2: each level sits 6 spacing units further in, up to level 4.
          className={cn('grid gap-3', level < MAX_GOAL_INDENT_LEVEL && 'ml-3 sm:ml-6')}
        >
          {children.map((child) => (
            <GoalCard key={child.id} goalId={child.id} />
          ))}
        </ul>
      )}
    </li>
  );
});
