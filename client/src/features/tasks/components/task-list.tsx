import { CalendarCheck2, CalendarClock, CalendarRange, CircleCheckBig, History, Plus, Sunrise } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { countOf, formatCount } from '@shared/domain/plural';
import { groupTasksByTab, TASK_TABS, type DayBounds, type TaskTab } from '@shared/domain/task-buckets';
import { defaultDueFor } from '@shared/domain/task-due';
import { EXPIRED_PAGE_SIZE } from '@shared/domain/task-pages';
import type { Todo } from '@shared/schemas/todos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FocusTimerDialog } from '@/features/pomodoro-timer';
import { TaskFormDialog, type TaskFormMode } from '@/features/task-form';
import { useDrawnInSlices } from '@/hooks/use-drawn-in-slices';
import { useToday } from '@/hooks/use-today';
import { useGoals } from '@/lib/goals-query';
import { revealElement, useRevealRequest } from '@/lib/reveal';
import { useMoveExpiredToToday, useTaskLists } from '@/lib/tasks-api';
import { whenIdle } from '@/lib/when-idle';
import { CompletedTasks } from './completed-tasks';
import { TaskQuickAdd } from '@/features/quick-add';
import { TaskRow } from './task-row';

/** Long lists show this many rows at first, then more on request, so a tab opens at once (the Expired tab reads no more). */
const PAGE_SIZE = EXPIRED_PAGE_SIZE;

const TAB_TEXT: Record<TaskTab, { label: string; icon: ReactNode; empty: string; hint: string; quickAdd?: string; dayOffset?: number }> = {
  today: {
    label: 'Today',
    icon: <CalendarCheck2 className="size-4" aria-hidden />,
    empty: 'No tasks planned',
    hint: 'Add a task above to plan your day.',
    quickAdd: 'Add a task for today...',
    dayOffset: 0,
  },
  tomorrow: {
    label: 'Tomorrow',
    icon: <Sunrise className="size-4" aria-hidden />,
    empty: 'No tasks planned',
    hint: 'Plan ahead: add what you will do tomorrow.',
    quickAdd: 'Add a task for tomorrow...',
    dayOffset: 1,
  },
  future: {
    label: 'Future',
    icon: <CalendarRange className="size-4" aria-hidden />,
    empty: 'No tasks planned',
    hint: 'Tasks due two or more days from now show here. Use "Add New Task" to pick a date.',
  },
  expired: {
    label: 'Expired',
    icon: <History className="size-4" aria-hidden />,
    empty: 'No expired tasks',
    hint: "You don't have any overdue tasks. Great job staying on track!",
  },
};

function TaskListSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

/** The Expired tab holds the first of its tasks: how many there are in all, and the way to read more. */
interface ExpiredTab {
  before: string;
  count: number;
  movable: number;
  showUpTo(count: number): void;
}

interface TabPanelProps {
  tab: TaskTab;
  tasks: Todo[];
  expired: ExpiredTab;
  bounds: DayBounds;
  goalTitles: Map<number, string>;
  onEdit(task: Todo): void;
  onFocus(task: Todo): void;
  /** A row is about to be scrolled to: every row is drawn at once. */
  drawAll: boolean;
}

function TabPanel({ tab, tasks, expired, bounds, goalTitles, onEdit, onFocus, drawAll }: TabPanelProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const text = TAB_TEXT[tab];
  const moveToToday = useMoveExpiredToToday();
  const movable = tab === 'expired' ? expired.movable : 0;
  // The Expired tab may hold only the first of its tasks (after Move all offline, perhaps none of the rest).
  const total = tab === 'expired' ? Math.max(expired.count, tasks.length) : tasks.length;
  const visible = tasks.slice(0, shown);
  const left = total - visible.length;
  const drawn = useDrawnInSlices(visible.length, { all: drawAll });
  const showMore = () => {
    setShown(visible.length + PAGE_SIZE);
    if (tab === 'expired') expired.showUpTo(visible.length + PAGE_SIZE);
  };

  return (
    <div className="grid gap-3">
      {text.quickAdd !== undefined && <TaskQuickAdd dayOffset={text.dayOffset ?? 0} placeholder={text.quickAdd} />}
      {movable > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-warning-border bg-warning-soft px-3 py-2 text-sm text-warning-foreground">
          <span>
            {countOf(movable, 'unfinished task')} from earlier days.
          </span>
          <Button size="sm" variant="outline" onClick={() => moveToToday.move(expired.before, movable)} pending={moveToToday.pending}>
            <CalendarClock aria-hidden /> Move all to today
          </Button>
        </div>
      )}
      {total === 0 ? (
        <div className="rounded-lg border border-dashed border-input px-4 py-10 text-center">
          <p className="font-medium">{text.empty}</p>
          <p className="mt-1 text-sm text-muted-foreground">{text.hint}</p>
        </div>
      ) : (
        <>
          {visible.length > 0 && (
            <ul className="grid gap-2" aria-label={`${text.label} tasks`}>
              {visible.slice(0, drawn).map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  bounds={bounds}
                  goalTitle={task.goalId === null ? undefined : goalTitles.get(task.goalId)}
                  showDueDate={tab === 'future' || tab === 'expired'}
                  onEdit={onEdit}
                  onFocus={onFocus}
                />
              ))}
            </ul>
          )}
          {left > 0 && (
            <Button variant="outline" onClick={showMore}>
              Show more ({left} left)
            </Button>
          )}
        </>
      )}
    </div>
  );
}

const COMPLETED_TAB = 'completed';
type ListTab = TaskTab | typeof COMPLETED_TAB;

/** The Daily Tasks list: four tabs by due day, each sorted by priority, and the completed tasks by the day they were done. */
export function TaskList({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const bounds = useToday();
  const [expiredLimit, setExpiredLimit] = useState(PAGE_SIZE);
  const [tab, setTab] = useState<ListTab>('today');
  // A task asked for by the address (a search result): its tab opens, then its row is scrolled to.
  const revealRequest = useRevealRequest();
  // The Future tab's tasks, the largest read, come once the other tabs are drawn and the browser is idle;
  // at once when that tab is opened or a task is to be found.
  const [futureWanted, setFutureWanted] = useState(false);
  const withFuture = futureWanted || tab === 'future' || revealRequest !== null;
  const { tasks, futureLoading, expired, isLoading } = useTaskLists(bounds, { expiredLimit, withFuture });
  useEffect(() => (isLoading || withFuture ? undefined : whenIdle(() => setFutureWanted(true))), [isLoading, withFuture]);
  const expiredTab: ExpiredTab = { ...expired, showUpTo: setExpiredLimit };
  const { data: goals } = useGoals();
  const [form, setForm] = useState<TaskFormMode | null>(null);
  const groups = useMemo(() => groupTasksByTab(tasks, bounds), [tasks, bounds]);
  const goalTitles = useMemo(() => new Map((goals ?? []).map((goal) => [goal.id, goal.title])), [goals]);
  const [focusTask, setFocusTask] = useState<Todo | null>(null);
  const edit = useCallback((task: Todo) => setForm({ kind: 'edit', task }), []);
  const addTask = (from: TaskTab) => {
    const due = defaultDueFor(from, new Date());
    setForm({ kind: 'create', dueOption: due.option, customDate: due.customDate });
  };
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const [revealing, setRevealing] = useState<number | null>(null);
  const [revealedAt, setRevealedAt] = useState<number | null>(null);
  if (revealRequest && !isLoading && !futureLoading && revealRequest.at !== revealedAt) {
    setRevealedAt(revealRequest.at);
    setTab(TASK_TABS.find((key) => groups[key].some((task) => task.id === revealRequest.id)) ?? COMPLETED_TAB);
    setRevealing(revealRequest.id);
  }
  useEffect(() => {
    if (revealing === null) return;
    const row = document.querySelector<HTMLElement>(`[data-testid="task-row"][data-task-id="${revealing}"]`);
    if (row) revealElement(row, row.querySelector<HTMLElement>('[role="checkbox"]') ?? row);
    setRevealing(null);
  }, [revealing, tab]);

  return (
    <section aria-labelledby="daily-tasks-heading" className="@container grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="daily-tasks-heading" className={headingLevel === 1 ? 'text-2xl font-bold tracking-tight sm:text-3xl' : 'text-lg font-semibold'}>
          Daily Tasks
        </Heading>
        {tab !== 'expired' && tab !== COMPLETED_TAB && (
          <Button onClick={() => addTask(tab)}>
            <Plus aria-hidden /> Add New Task
          </Button>
        )}
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ListTab)}>
        {/* In rows until the list has room for all five tabs in one line (the Daily Plan page's card is narrow). */}
        <TabsList className="grid h-auto w-full min-w-0 grid-cols-2 @sm:grid-cols-3 @3xl:inline-flex @3xl:w-auto">
          {TASK_TABS.map((key) => {
            const count = key === 'expired' ? Math.max(expired.count, groups.expired.length) : groups[key].length;
            return (
              <TabsTrigger key={key} value={key}>
                {TAB_TEXT[key].icon}
                {TAB_TEXT[key].label}
                {count > 0 && (
                  <Badge tone={key === 'expired' ? 'danger' : 'primary'} className="px-1.5 py-0" aria-label={countOf(count, 'task')}>
                    {formatCount(count)}
                  </Badge>
                )}
              </TabsTrigger>
            );
          })}
          <TabsTrigger value={COMPLETED_TAB}>
            <CircleCheckBig className="size-4" aria-hidden />
            Completed
          </TabsTrigger>
        </TabsList>
        {TASK_TABS.map((key) => (
          <TabsContent key={key} value={key}>
            {isLoading || (key === 'future' && futureLoading) ? <TaskListSkeleton /> : <TabPanel tab={key} tasks={groups[key]} expired={expiredTab} bounds={bounds} goalTitles={goalTitles} onEdit={edit} onFocus={setFocusTask} drawAll={revealing !== null} />}
          </TabsContent>
        ))}
        <TabsContent value={COMPLETED_TAB}>
          <CompletedTasks bounds={bounds} goalTitles={goalTitles} />
        </TabsContent>
      </Tabs>
      <TaskFormDialog mode={form} onClose={() => setForm(null)} />
      <FocusTimerDialog task={focusTask} onClose={() => setFocusTask(null)} />
    </section>
  );
}
