import { Plus, Target } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { buildGoalTree, partitionMainGoals } from '@shared/domain/goal-tree';
import type { Goal } from '@shared/schemas/goals';
import { PageHeader } from '@/app/app-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { TaskFormDialog } from '@/features/tasks/components/task-form-dialog';
import { useGoals } from './api/goals-api';
import { CelebrationOverlay } from './components/celebration-overlay';
import { DeleteGoalDialog } from './components/delete-goal-dialog';
import { GoalActionsContext, type GoalActions } from './components/goal-actions';
import { GoalCard } from './components/goal-card';
import { GoalFeelingsDialog } from './components/goal-feelings-dialog';
import { GoalFormDialog, type GoalFormMode } from './components/goal-form-dialog';

/** Above this many goals, subtrees start folded so the page opens quickly. */
const UNFOLDED_GOAL_LIMIT = 150;
const MINUTE_MS = 60_000;

/** "Now" for OVERDUE badges, moving once a minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function GoalsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-44 rounded-card" />
      ))}
    </div>
  );
}

function GoalSection({ title, goals, children }: { title: string; goals: Goal[]; children?: ReactNode }) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title} <span className="text-sm font-normal text-muted-foreground">({goals.length})</span>
      </h2>
      {children}
      {goals.length > 0 && (
        <ul className="grid gap-3">
          {goals.map((goal) => (
            <GoalCard key={goal.id} goal={goal} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function GoalsPage() {
  const { data: goals, isLoading } = useGoals();
  const now = useMinuteClock();
  const tree = useMemo(() => buildGoalTree(goals ?? []), [goals]);
  const { ongoing, completed } = useMemo(() => partitionMainGoals(tree.roots), [tree]);

  const [form, setForm] = useState<GoalFormMode | null>(null);
  const [deleting, setDeleting] = useState<{ goal: Goal; hasSubgoals: boolean } | null>(null);
  const [taskFor, setTaskFor] = useState<Goal | null>(null);
  const [feelingsFor, setFeelingsFor] = useState<Goal | null>(null);
  const [celebrating, setCelebrating] = useState<number | null>(null);

  const celebrate = useCallback((goal: Goal) => setCelebrating(tree.levelOf.get(goal.id) ?? 0), [tree]);
  const actions = useMemo<GoalActions>(
    () => ({
      tree,
      now,
      expandByDefault: (goals?.length ?? 0) <= UNFOLDED_GOAL_LIMIT,
      edit: (goal) => setForm({ kind: 'edit', goal }),
      addSubgoal: (parent) => setForm({ kind: 'subgoal', parent }),
      addTask: setTaskFor,
      logFeeling: setFeelingsFor,
      remove: (goal) => setDeleting({ goal, hasSubgoals: tree.childrenOf.has(goal.id) }),
      celebrate,
    }),
    [tree, now, goals?.length, celebrate],
  );

  return (
    <GoalActionsContext.Provider value={actions}>
      <PageHeader
        title="Goals"
        description="Your goals and the steps toward them."
        actions={
          <Button onClick={() => setForm({ kind: 'create' })}>
            <Plus aria-hidden /> New Main Goal
          </Button>
        }
      />
      {isLoading ? (
        <GoalsSkeleton />
      ) : (
        <div className="grid gap-10">
          <GoalSection title="Ongoing Main Goals" goals={ongoing}>
            {ongoing.length === 0 && (
              <Card>
                <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-12">
                  <Target className="size-10 text-muted-foreground" aria-hidden />
                  <p className="max-w-md text-muted-foreground">
                    No ongoing main goals. Click the "New Main Goal" button to get started!
                  </p>
                </CardContent>
              </Card>
            )}
          </GoalSection>
          {completed.length > 0 && <GoalSection title="Completed Main Goals" goals={completed} />}
        </div>
      )}

      <GoalFormDialog mode={form} tree={tree} onClose={() => setForm(null)} onCompleted={celebrate} />
      <DeleteGoalDialog target={deleting} onClose={() => setDeleting(null)} />
      <TaskFormDialog
        mode={taskFor && { kind: 'create', goalId: taskFor.id, title: 'Add Task with Deadline' }}
        onClose={() => setTaskFor(null)}
      />
      <GoalFeelingsDialog goal={feelingsFor} onClose={() => setFeelingsFor(null)} />
      <CelebrationOverlay
        level={celebrating}
        onContinue={() => {
          setCelebrating(null);
          toast({ title: 'Goal completed!', description: 'Onward to the next one.', variant: 'success' });
        }}
      />
    </GoalActionsContext.Provider>
  );
}
