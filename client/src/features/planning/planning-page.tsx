import { Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { dailyProgress, deepestOpenDescendant, planningGoalCards, rootGoalOf } from '@shared/domain/goal-planning';
import { goalTreeOf } from '@shared/domain/goal-tree';
import { localNoon } from '@shared/domain/task-buckets';
import { countOf } from '@shared/domain/plural';
import { byPriorityDescending } from '@shared/domain/priority';
import type { Goal } from '@shared/schemas/goals';
import type { Todo } from '@shared/schemas/todos';
import { PageHeader } from '@/components/page-header';
import { TaskQuickAdd } from '@/features/quick-add';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast-store';
import { useToday } from '@/hooks/use-today';
import { TaskFormDialog, type TaskFormMode } from '@/features/task-form';
import { failureTitle, messageOf } from '@/lib/api-client';
import { useGoals } from '@/lib/goals-query';
import { useCreateTask, useTasksDueBetween, type NewTask } from '@/lib/tasks-api';
import { whenIdle } from '@/lib/when-idle';
import { generatedTaskDescription } from './api/planning-tasks';
import { DailyProgressCard } from './components/daily-progress-card';
import { DayPlanCard } from './components/day-plan-card';
import { GoalPlanCard } from './components/goal-plan-card';
import { EditPlannedTaskDialog, WeekView } from './components/lazy-planning-parts';
import { TODAYS_PLAN_PRIORITIES } from './components/planned-task-item';
import { SuggestionsDialog, type SuggestionDay } from './components/suggestions-dialog';
import { usePlanningAddress } from './planning-address';

/** Main goals drawn at first, and per "Show more": a person with hundreds of goals still gets the page at once. */
const CARDS_PER_PAGE = 10;
/**
 * Cards drawn in the first paint. A card with its subgoals and today's tasks costs tens of milliseconds
 * to draw on a slow machine: the rest follow in a render React can interrupt, so no long task holds the page.
 */
const FIRST_PAINT_CARDS = 2;

const createTaskFor = (goalId: number | undefined): TaskFormMode => ({ kind: 'create', title: 'Create New Task', goalId, dueOption: 'today' });

function PlanningSkeleton() {
  return (
    <div className="grid gap-4" aria-label="Loading your plan" role="status">
      <Skeleton className="h-32" />
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
    </div>
  );
}

export function PlanningPage() {
  const bounds = useToday();
  const address = usePlanningAddress(bounds.startOfToday);
  const goalsQuery = useGoals();
  const tasksQuery = useTasksDueBetween(bounds.startOfToday, bounds.startOfDayAfter);
  const createTask = useCreateTask();
  const [taskForm, setTaskForm] = useState<TaskFormMode | null>(null);
  const [editing, setEditing] = useState<Todo | null>(null);
  useEffect(() => whenIdle(() => void WeekView.preload()), []);
  const [suggestingFor, setSuggestingFor] = useState<Goal | null>(null);
  const [addingGoalIds, setAddingGoalIds] = useState<ReadonlySet<number>>(new Set());
  const [cardsShown, setCardsShown] = useState(CARDS_PER_PAGE);
  const cardsDrawn = useDeferredValue(cardsShown, FIRST_PAINT_CARDS);

  const goals = useMemo(() => goalsQuery.data ?? [], [goalsQuery.data]);
  const plan = useMemo(() => {
    const start = bounds.startOfTomorrow.getTime();
    const tasks = [...(tasksQuery.data ?? [])].sort(byPriorityDescending);
    const today = tasks.filter((task) => Date.parse(task.dueDate) < start);
    const tomorrow = tasks.filter((task) => Date.parse(task.dueDate) >= start);
    const todayByGoal = new Map<number, Todo[]>();
    for (const task of today) {
      if (task.goalId !== null) todayByGoal.set(task.goalId, [...(todayByGoal.get(task.goalId) ?? []), task]);
    }
    return { today, tomorrow, todayByGoal };
  }, [tasksQuery.data, bounds]);
  const cards = useMemo(() => planningGoalCards(goals), [goals]);
  const progress = useMemo(() => dailyProgress(goals, plan.today), [goals, plan.today]);
  const goalsById = useMemo(() => new Map(goals.map((goal) => [goal.id, goal])), [goals]);
  const rootGoalTitleOf = useCallback((task: Todo) => rootGoalOf(task.goalId, goalsById)?.title ?? null, [goalsById]);

  /** The New Task button suggests the next thing to work on: the deepest open goal under the most pressing main goal. */
  const newTask = () => {
    const first = cards[0]?.goal;
    setTaskForm(createTaskFor(first ? deepestOpenDescendant(first, goalTreeOf(goals)).id : undefined));
  };

  const create = (task: NewTask, successTitle: string) =>
    createTask.mutateAsync(task).then(
      () => toast({ title: successTitle, variant: 'success' }),
      (error: Error) => {
        toast({ title: failureTitle('Failed to create task', error), variant: 'destructive' });
        throw error;
      },
    );

  const addToToday = (goal: Goal) => {
    setAddingGoalIds((ids) => new Set(ids).add(goal.id));
    void create(
      { title: `Make progress on ${goal.title}`, description: generatedTaskDescription.addToToday(goal.title), dueDate: new Date().toISOString(), goalId: goal.id, priority: 'medium', completed: false, failed: false },
      'Task created',
    )
      .catch(() => undefined)
      .finally(() =>
        setAddingGoalIds((ids) => {
          const next = new Set(ids);
          next.delete(goal.id);
          return next;
        }),
      );
  };

  const addSuggestion = (goal: Goal, title: string, day: SuggestionDay) =>
    create(
      {
        title,
        description: generatedTaskDescription.fromSuggestion(goal.title),
        dueDate: localNoon(new Date(), day === 'today' ? 0 : 1).toISOString(),
        goalId: goal.id,
        priority: 'medium',
        completed: false,
        failed: false,
      },
      day === 'today' ? 'Task added to today' : 'Task added to tomorrow',
    );

  const knownTaskTitles = useMemo(
    () => (suggestingFor ? [...plan.today, ...plan.tomorrow].filter((task) => task.goalId === suggestingFor.id).map((task) => task.title) : []),
    [suggestingFor, plan],
  );
  const error = goalsQuery.error ?? tasksQuery.error;
  const isLoading = goalsQuery.isLoading || tasksQuery.isLoading;

  return (
    <>
      <PageHeader
        title="Goal Planning"
        description="Plan daily tasks to make consistent progress on your goals with Stepwise."
        actions={
          <Button onClick={newTask}>
            <Plus aria-hidden /> New Task
          </Button>
        }
      />
      {error ? (
        <ErrorAlert title="Could not load your plan">{messageOf(error, 'Please reload the page to try again.')}</ErrorAlert>
      ) : isLoading ? (
        <PlanningSkeleton />
      ) : (
        <div className="grid gap-6">
          <DailyProgressCard progress={progress} />
          <TaskQuickAdd dayOffset={0} placeholder="Plan a task for today..." />
          <Tabs value={address.tab} onValueChange={address.showTab}>
            <TabsList>
              <TabsTrigger value="goals">Goals</TabsTrigger>
              <TabsTrigger value="days">Days</TabsTrigger>
              <TabsTrigger value="week">Week</TabsTrigger>
            </TabsList>
            <TabsContent value="goals" className="grid gap-4">
              {cards.length === 0 ? (
                <div className="rounded-lg border border-dashed border-input px-4 py-10 text-center">
                  <p className="font-medium">No open goals to plan for</p>
                  <p className="mt-1 text-sm text-muted-foreground">Create a goal on the Goals page, then plan its tasks here.</p>
                </div>
              ) : (
                cards.slice(0, cardsDrawn).map((card) => (
                  <GoalPlanCard
                    key={card.goal.id}
                    card={card}
                    todaysTasksByGoal={plan.todayByGoal}
                    addingGoalIds={addingGoalIds}
                    onSuggest={setSuggestingFor}
                    onAddToToday={addToToday}
                    onEditTask={setEditing}
                  />
                ))
              )}
              {cards.length > cardsShown && (
                <Button variant="outline" onClick={() => setCardsShown((shown) => shown + CARDS_PER_PAGE)}>
                  Show more goals ({cards.length - cardsShown} left)
                </Button>
              )}
            </TabsContent>
            <TabsContent value="days" className="grid gap-4 lg:grid-cols-2">
              <DayPlanCard
                title="Today's Plan"
                day={bounds.startOfToday}
                tasks={plan.today}
                emptyText="No tasks planned for today yet. Add tasks from the goals tab."
                footer={`${countOf(plan.today.length, 'task')} planned for today`}
                rootGoalTitleOf={rootGoalTitleOf}
                priorities={TODAYS_PLAN_PRIORITIES}
                onEditTask={setEditing}
              />
              <DayPlanCard
                title="Tomorrow's Plan"
                day={bounds.startOfTomorrow}
                tasks={plan.tomorrow}
                emptyText="No tasks planned for tomorrow yet. Plan ahead for better results."
                footer={`${countOf(plan.tomorrow.length, 'task')} planned for tomorrow`}
                rootGoalTitleOf={rootGoalTitleOf}
                onEditTask={setEditing}
              />
            </TabsContent>
            <TabsContent value="week">
              <WeekView weekStart={address.weekStart} onShowWeek={address.showWeek} rootGoalTitleOf={rootGoalTitleOf} />
            </TabsContent>
          </Tabs>
        </div>
      )}
      <TaskFormDialog mode={taskForm} onClose={() => setTaskForm(null)} />
      <EditPlannedTaskDialog task={editing} goals={goals} onClose={() => setEditing(null)} />
      <SuggestionsDialog
        goal={suggestingFor}
        knownTaskTitles={knownTaskTitles}
        onAdd={addSuggestion}
        onCreateCustomTask={(goal) => {
          setSuggestingFor(null);
          setTaskForm(createTaskFor(goal.id));
        }}
        onClose={() => setSuggestingFor(null)}
      />
    </>
  );
}
