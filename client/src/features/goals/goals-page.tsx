import { CircleAlert, Plus, Target } from 'lucide-react';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { partitionMainGoals } from '@shared/domain/goal-tree';
import type { Goal } from '@shared/schemas/goals';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { TaskFormDialog } from '@/features/task-form';
import { useGoals } from '@/lib/goals-query';
import { useRevealRequest } from '@/lib/reveal';
import { CelebrationOverlay } from './components/celebration-overlay';
import { DeleteGoalDialog } from './components/delete-goal-dialog';
import { GoalActionsContext, type GoalActions } from './components/goal-actions';
import { GoalCard, GoalTreeContext, type GoalReveal, type GoalTreeView } from './components/goal-card';
import { GoalFeelingsDialog } from './components/goal-feelings-dialog';
import type { GoalFormMode } from './components/goal-form-dialog';
import { GoalFormDialog } from './components/lazy-goal-form-dialog';
import { GoalTreeStore } from './goal-tree-store';

/** Above this many goals, subtrees start folded so the page opens quickly. */
const UNFOLDED_GOAL_LIMIT = 150;
/** Main goals shown per section before "Show more". */
const ROOTS_PAGE_SIZE = 50;
/**
 * Cards drawn in the first paint; the rest follow in a background render that React can interrupt. A card
 * is about 230 px high: three fill a laptop's screen, six a tall one. Ten made the first drawing a long task.
 */
const FIRST_PAINT_ROOTS = 6;

function GoalsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-44 rounded-card" />
      ))}
    </div>
  );
}

function GoalSection({ id, title, goals, empty, revealRootId }: { id: string; title: string; goals: Goal[]; empty?: string; revealRootId?: number }) {
  const [shown, setShown] = useState(ROOTS_PAGE_SIZE);
  // A goal asked for further down than the section shows: enough pages to reach it.
  const revealIndex = revealRootId === undefined ? -1 : goals.findIndex((goal) => goal.id === revealRootId);
  if (revealIndex >= shown) setShown(Math.ceil((revealIndex + 1) / ROOTS_PAGE_SIZE) * ROOTS_PAGE_SIZE);
  // A card costs a few milliseconds to draw: drawing fifty at once would hold the page for a long
  // task. The first few come at once, the rest in a render React can interrupt.
  const drawn = useDeferredValue(shown, FIRST_PAINT_ROOTS);
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex items-baseline gap-2">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        <span className="text-sm text-muted-foreground">{goals.length}</span>
      </div>
      {goals.length === 0 && empty && (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-12">
            <Target className="size-10 text-muted-foreground" aria-hidden />
            <p className="max-w-md text-muted-foreground">{empty}</p>
          </CardContent>
        </Card>
      )}
      {goals.length > 0 && (
        <ul className="grid gap-3">
          {goals.slice(0, drawn).map((goal) => (
            <GoalCard key={goal.id} goalId={goal.id} />
          ))}
        </ul>
      )}
      {goals.length > shown && (
        <Button variant="outline" onClick={() => setShown((count) => count + ROOTS_PAGE_SIZE)}>
          Show more ({goals.length - shown} left)
        </Button>
      )}
    </section>
  );
}

export function GoalsPage() {
  const { data: goals, isLoading, isError, refetch } = useGoals();
  // Built from the goals already there, so that a page drawn on the server has its cards; from later
  // ones before paint, so the cards never show an empty tree after the goals arrived.
  const [store] = useState(() => {
    const built = new GoalTreeStore();
    if (goals) built.update(goals);
    return built;
  });
  useLayoutEffect(() => store.update(goals ?? []), [store, goals]);
  // The same on a server: the store is the page's own, built from its data.
  const roots = useSyncExternalStore(store.subscribe, store.rootGoals, store.rootGoals);
  const tree = useSyncExternalStore(store.subscribe, store.currentTree, store.currentTree);
  const { ongoing, completed } = useMemo(() => partitionMainGoals(roots), [roots]);

  // Decided once, when the goals first arrive: folding must not change under the person's hands.
  const expandByDefault = useRef<boolean | null>(null);
  if (goals && expandByDefault.current === null) expandByDefault.current = goals.length <= UNFOLDED_GOAL_LIMIT;
  const loaded = goals !== undefined;
  const revealRequest = useRevealRequest();
  const revealChain = useMemo(() => (revealRequest && loaded ? store.chainOf(revealRequest.id) : []), [revealRequest, loaded, store]);
  const reveal = useMemo<GoalReveal | null>(
    () =>
      revealRequest && revealChain.length > 0
        ? { goalId: revealRequest.id, above: new Set(revealChain.slice(1).map((goal) => goal.id)), at: revealRequest.at }
        : null,
    [revealRequest, revealChain],
  );
  const revealRootId = revealChain.at(-1)?.id;
  const view = useMemo<GoalTreeView>(
    () => ({ store, expandByDefault: loaded ? (expandByDefault.current ?? true) : true, reveal }),
    [store, loaded, reveal],
  );

  const [form, setForm] = useState<GoalFormMode | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [taskFor, setTaskFor] = useState<Goal | null>(null);
  const [feelingsFor, setFeelingsFor] = useState<Goal | null>(null);
  const [celebrating, setCelebrating] = useState<number | null>(null);

  const actions = useMemo<GoalActions>(
    () => ({
      edit: (goal) => setForm({ kind: 'edit', goal }),
      addSubgoal: (parent) => setForm({ kind: 'subgoal', parent }),
      addTask: setTaskFor,
      logFeeling: setFeelingsFor,
      remove: setDeleting,
      celebrate: setCelebrating,
    }),
    [],
  );

  let content;
  if (isLoading) content = <GoalsSkeleton />;
  else if (isError)
    content = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <CircleAlert className="size-8 text-destructive" aria-hidden />
          <p className="text-muted-foreground">Your goals could not be loaded. Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  else
    content = (
      <div className="grid gap-10">
        <GoalSection
          id="ongoing-goals"
          title="Ongoing Main Goals"
          goals={ongoing}
          empty='No ongoing main goals. Click the "New Main Goal" button to get started!'
          revealRootId={revealRootId}
        />
        {completed.length > 0 && <GoalSection id="completed-goals" title="Completed Main Goals" goals={completed} revealRootId={revealRootId} />}
      </div>
    );

  return (
    <GoalActionsContext.Provider value={actions}>
      <GoalTreeContext.Provider value={view}>
        <PageHeader
          title="Goals"
          description="Your goals and the steps toward them."
          actions={
            <Button onClick={() => setForm({ kind: 'create' })}>
              <Plus aria-hidden /> New Main Goal
            </Button>
          }
        />
        {content}
      </GoalTreeContext.Provider>

      <GoalFormDialog mode={form} tree={tree} onClose={() => setForm(null)} onCompleted={setCelebrating} />
      <DeleteGoalDialog goal={deleting} onClose={() => setDeleting(null)} />
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
