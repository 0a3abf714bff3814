import { CheckCircle2, Pause, Play, RotateCcw, Target } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  addDemoSubgoal,
  addDemoTask,
  createDemoGoal,
  toggleDemoGoal,
  type DemoGoal,
} from '@shared/domain/demo-goals';
import { formatTimerClock } from '@shared/domain/timer-clock';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { lazyComponent } from '@/lib/lazy-component';
import { useDemoPomodoro } from './use-demo-pomodoro';

const EXAMPLE_SUGGESTIONS = [
  'Finish an HTML and CSS basics tutorial',
  'Build a one-page personal site',
  'Practise JavaScript for 30 minutes',
];

// The forms (react-hook-form and zod) load when a visitor first opens one, not with the page.
const DemoGoalDialog = lazy(() => import('./demo-forms').then((forms) => ({ default: forms.DemoGoalDialog })));
const DemoTaskDialog = lazy(() => import('./demo-forms').then((forms) => ({ default: forms.DemoTaskDialog })));

// A goal's card (with its progress bar) first shows once a goal is added: its code loads with the forms.
const DemoGoalCard = lazyComponent(() => import('./demo-goal-card'), 'DemoGoalCard', () => null);

type OpenDialog = { kind: 'goal' } | { kind: 'subgoal'; goalId: number } | { kind: 'task'; goalId: number } | null;

function DemoPomodoro() {
  const { secondsLeft, running, start, pause, reset } = useDemoPomodoro();
  return (
    <div className="rounded-lg border border-border bg-muted/50 p-4 text-center">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Pomodoro</p>
      <p className="my-2 font-mono text-5xl font-bold tabular-nums" role="timer" data-testid="demo-timer">
        <span className="sr-only">Time left: </span>
        {formatTimerClock(secondsLeft)}
      </p>
      <div className="flex justify-center gap-2">
        {running ? (
          <Button size="sm" variant="secondary" onClick={pause}>
            <Pause aria-hidden /> Pause
          </Button>
        ) : (
          <Button size="sm" onClick={start}>
            <Play aria-hidden /> Start
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={reset}>
          <RotateCcw aria-hidden /> Reset
        </Button>
      </div>
    </div>
  );
}

/** The landing page's try-it-now section: nothing here leaves the browser tab. */
export function DemoSection() {
  const [goals, setGoals] = useState<DemoGoal[]>([]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [formsWanted, setFormsWanted] = useState(false);
  const openDialog = (next: NonNullable<OpenDialog>) => {
    setFormsWanted(true);
    void DemoGoalCard.preload();
    setDialog(next);
  };
  const nextId = useRef(1);
  const close = () => setDialog(null);
  const updateGoal = (goalId: number, change: (goal: DemoGoal) => DemoGoal) =>
    setGoals((current) => current.map((goal) => (goal.id === goalId ? change(goal) : goal)));

  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="demo-title" className="text-3xl font-bold tracking-tight">
            Try it now
          </h2>
          <p className="mt-3 text-muted-foreground">
            Add a goal, break it down, add a task and watch the progress move. Nothing is saved until you sign up.
          </p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Target className="size-5 text-primary" aria-hidden /> Learn Web Development
              </CardTitle>
              <CardDescription>An example goal with suggested next steps and a focus timer.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <div>
                <h3 className="text-sm font-semibold">Suggested tasks</h3>
                <ul className="mt-2 grid gap-2">
                  {EXAMPLE_SUGGESTIONS.map((suggestion) => (
                    <li key={suggestion} className="flex items-center gap-2 text-sm">
                      <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
                      {suggestion}
                    </li>
                  ))}
                </ul>
              </div>
              <DemoPomodoro />
              <Button asChild className="w-full">
                <Link href="/auth?tab=register">Get Started Now</Link>
              </Button>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Your Goals</CardTitle>
              <CardDescription>Your own goals, right here in the browser.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {goals.length === 0 ? (
                <div className="rounded-lg border border-dashed border-input p-8 text-center">
                  <p className="font-medium">Add your first goal to get started!</p>
                  <p className="mt-1 text-sm text-muted-foreground">It's 100% free - no credit card required!</p>
                  <Button className="mt-4" onClick={() => openDialog({ kind: 'goal' })}>
                    Add Your First Goal
                  </Button>
                </div>
              ) : (
                goals.map((goal) => (
                  <DemoGoalCard
                    key={goal.id}
                    goal={goal}
                    onToggle={() => updateGoal(goal.id, toggleDemoGoal)}
                    onAddSubgoal={() => openDialog({ kind: 'subgoal', goalId: goal.id })}
                    onAddTask={() => openDialog({ kind: 'task', goalId: goal.id })}
                  />
                ))
              )}
              <Button asChild variant="outline" className="w-full">
                <Link href="/auth?tab=register">Sign Up to Save Your Goals</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>

      {formsWanted && (
        <Suspense fallback={null}>
          <DemoGoalDialog
            kind="goal"
            open={dialog?.kind === 'goal' && goals.length === 0}
            onClose={close}
            onSubmit={(values) => {
              setGoals([createDemoGoal({ id: nextId.current++, ...values }, new Date())]);
              close();
            }}
          />
          <DemoGoalDialog
            kind="subgoal"
            open={dialog?.kind === 'subgoal'}
            onClose={close}
            onSubmit={(values) => {
              if (dialog?.kind === 'subgoal') {
                updateGoal(dialog.goalId, (goal) => addDemoSubgoal(goal, { id: nextId.current++, ...values }));
              }
              close();
            }}
          />
          <DemoTaskDialog
            open={dialog?.kind === 'task'}
            onClose={close}
            onSubmit={() => {
              if (dialog?.kind === 'task') updateGoal(dialog.goalId, addDemoTask);
              toast({ title: 'Task added successfully!', description: 'Progress updated. Get started now to make real progress!' });
              close();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
