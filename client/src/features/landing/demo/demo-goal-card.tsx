import { ChevronDown, ChevronRight, ListPlus, Plus, Sparkles } from 'lucide-react';
import type { DemoGoal } from '@shared/domain/demo-goals';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { Progress } from '@/components/ui/progress';

// Same text as date-fns' 'MMM d, yyyy' ("Nov 22, 2026"), without date-fns in the landing page's download.
const deadlineFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDeadline = (iso: string) => deadlineFormat.format(new Date(iso));

interface DemoGoalCardProps {
  goal: DemoGoal;
  onToggle(): void;
  onAddSubgoal(): void;
  onAddTask(): void;
}

export function DemoGoalCard({ goal, onToggle, onAddSubgoal, onAddTask }: DemoGoalCardProps) {
  const detailsId = `demo-goal-${goal.id}-details`;
  return (
    <article className="rounded-lg border border-border bg-surface p-4" data-testid="demo-goal">
      <div className="flex items-start gap-2">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onToggle}
          aria-expanded={goal.isExpanded}
          aria-controls={detailsId}
          aria-label={`${goal.isExpanded ? 'Collapse' : 'Expand'} ${goal.title}`}
        >
          {goal.isExpanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
        </Button>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold">
            <ClampedText text={goal.title} lines={3} />
          </h4>
          {goal.description && <ClampedText text={goal.description} lines={3} className="text-sm text-muted-foreground" />}
          <p className="mt-1 text-xs text-muted-foreground">Deadline: {formatDeadline(goal.deadline)}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Progress value={goal.progress} aria-label={`${goal.title} progress`} />
        <span className="w-10 text-right text-sm font-medium tabular-nums" data-testid="demo-goal-progress">
          {goal.progress}%
        </span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onAddSubgoal}>
          <Plus aria-hidden /> Add Subgoal
        </Button>
        <Button size="sm" variant="outline" onClick={onAddTask}>
          <ListPlus aria-hidden /> Add Task
        </Button>
      </div>
      {goal.isExpanded && (
        <div id={detailsId} className="mt-4 grid gap-4 border-t border-border pt-4">
          <div>
            <h5 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              <Sparkles className="size-3.5" aria-hidden /> Suggested tasks
            </h5>
            <ul className="mt-2 grid gap-1.5 text-sm">
              {goal.suggestions.map((suggestion) => (
                <li key={suggestion} className="rounded-md bg-primary-soft px-3 py-1.5 text-primary-soft-foreground">
                  {suggestion}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h5 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Subgoals</h5>
            {goal.subgoals.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">No subgoals yet...</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {goal.subgoals.map((subgoal) => (
                  <li key={subgoal.id} className="rounded-md border border-border px-3 py-2 text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-medium">{subgoal.title}</span>
                      <span className="text-xs text-muted-foreground">{subgoal.progress}%</span>
                    </div>
                    <p className="text-xs text-muted-foreground">Due {formatDeadline(subgoal.deadline)}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
