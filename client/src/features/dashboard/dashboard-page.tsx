import { format } from 'date-fns';
import { CalendarClock, CheckCircle2, CircleAlert, Info, ListChecks, Plus, RefreshCw, Target } from 'lucide-react';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { DashboardStats } from '@shared/domain/dashboard-stats';
import { formatGoalDeadline } from '@shared/domain/goal-deadline';
import { isGoalComplete } from '@shared/domain/goal-rules';
import { countOf, nounFor } from '@shared/domain/plural';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { habitsQuery } from '@/lib/habits-query';
import { QUERY_ROOTS } from '@/lib/query-keys';
import { FOCUS_SUMMARY_ROOT } from './api/focus-summary-api';
import { useDashboardStats } from './api/stats-api';
import { CompletionRing } from './components/completion-ring';
import { CompletionChart } from './components/completion-chart';
import { FocusTimeCard } from './components/focus-time-card';
import { HabitsCard } from './components/habits-card';

function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip content={text}>
      <button type="button" className="relative tap-target rounded-full text-muted-foreground hover:text-foreground" aria-label={text}>
        <Info className="size-4" aria-hidden />
      </button>
    </Tooltip>
  );
}

function StatCard({ title, info, icon, children }: { title: string; info: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          {icon}
          {title}
        </CardTitle>
        <InfoTip text={info} />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden data-testid="dashboard-skeleton">
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-32 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-28 rounded-card" />
      <Skeleton className="h-40 rounded-card" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-card lg:col-span-2" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    </div>
  );
}

function ChartCard({ stats }: { stats: DashboardStats }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>2-Week Task Completion</CardTitle>
          <InfoTip text="Tasks you marked done on each of the last 14 days, today included." />
        </div>
        <CardDescription data-testid="completed-in-window">
          {countOf(stats.completedInWindow, 'task')} completed in the last 14 days
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CompletionChart days={stats.completionsByDay} />
        <table className="sr-only">
          <caption>Tasks completed per day, last 14 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {stats.completionsByDay.map((day) => (
              <tr key={day.date}>
                <td>{format(new Date(`${day.date}T12:00:00`), 'EEEE, MMMM d')}</td>
                <td>{day.completed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function RecentGoals({ goals }: { goals: DashboardStats['recentGoals'] }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Recent Goals</CardTitle>
        <Button asChild size="sm">
          <Link href="/goals">
            <Plus aria-hidden /> Add Goal
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {goals.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No goals yet. Click "Add Goal" to create your first goal!</p>
        ) : (
          <ul className="grid gap-4" aria-label="Main goals by deadline">
            {goals.map((goal) => (
              <li key={goal.id} className="grid gap-1.5">
                <div className="flex items-start justify-between gap-2">
                  <Link href="/goals" className="group min-w-0 font-medium hover:underline">
                    <ClampedText text={goal.title} lines={2} />
                  </Link>
                  {isGoalComplete(goal) ? (
                    <Badge tone="success">Completed</Badge>
                  ) : (
                    <span className="shrink-0 text-xs text-muted-foreground">Due {formatGoalDeadline(goal.deadline)}</span>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  <Progress value={goal.progress} aria-label={`Progress of ${goal.title}`} className="h-1.5" />
                  <span className="w-9 text-right text-xs tabular-nums text-muted-foreground">{goal.progress}%</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DashboardContent({ stats }: { stats: DashboardStats }) {
  const { mainGoals, mainGoalsWithWorkToday: today, completionRate } = stats;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          title="Main Goals Completion"
          info="Main goals at 100%, out of all your main goals."
          icon={<Target className="size-4" aria-hidden />}
        >
          <p className="text-3xl font-bold tabular-nums" data-testid="main-goals-completion">
            {mainGoals.part} / {mainGoals.whole}
          </p>
          <Progress value={mainGoals.percent} className="mt-3" aria-label={`${mainGoals.percent}% of main goals completed`} />
        </StatCard>
        <StatCard title="Active Subgoals" info="Subgoals that are not at 100% yet." icon={<ListChecks className="size-4" aria-hidden />}>
          <p className="text-3xl font-bold tabular-nums" data-testid="active-subgoals">
            {stats.activeSubgoals}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{nounFor(stats.activeSubgoals, 'subgoal')} in progress</p>
        </StatCard>
        <StatCard
          title="Upcoming Deadlines"
          info="Goals not at 100% whose deadline is still ahead."
          icon={<CalendarClock className="size-4" aria-hidden />}
        >
          <p className="text-3xl font-bold tabular-nums" data-testid="upcoming-deadlines">
            {stats.upcomingDeadlines}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">active {nounFor(stats.upcomingDeadlines, 'goal')} due ahead</p>
        </StatCard>
      </div>

      <StatCard
        title="Daily Main Goals Progress"
        info="Open main goals with at least one task due today, on the goal or any of its subgoals."
        icon={<CheckCircle2 className="size-4" aria-hidden />}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p data-testid="daily-main-goals">
            <span className="text-2xl font-bold tabular-nums">
              {today.part} of {today.whole}
            </span>{' '}
            <span className="text-sm text-muted-foreground">main {nounFor(today.whole, 'goal has', 'goals have')} work planned today</span>
          </p>
          <span className="text-lg font-semibold tabular-nums">{today.percent}%</span>
        </div>
        <Progress value={today.percent} className="mt-3" aria-label={`${today.percent}% of open main goals have work today`} />
      </StatCard>

      <HabitsCard />

      <div className="grid gap-4 lg:grid-cols-3">
        <ChartCard stats={stats} />
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle>Task Completion Rate</CardTitle>
              <InfoTip text="Of the tasks due in the last 14 days, today included, how many are completed." />
            </div>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-3">
            <CompletionRing
              percent={completionRate.percent}
              label={`${completionRate.percent}% of tasks completed: ${completionRate.part} of ${completionRate.whole}`}
            />
            <p className="text-sm text-muted-foreground" data-testid="completion-rate">
              {completionRate.part} of {countOf(completionRate.whole, 'task')} completed
            </p>
          </CardContent>
        </Card>
      </div>

      <FocusTimeCard />

      <RecentGoals goals={stats.recentGoals} />
    </div>
  );
}

export function DashboardPage() {
  const { data: stats, isLoading, isError, dataUpdatedAt, refetch, isFetching } = useDashboardStats();
  const queryClient = useQueryClient();
  // The habits card shows once the statistics are in; its read starts with theirs.
  usePrefetchQuery(habitsQuery());
  const refresh = () => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: [FOCUS_SUMMARY_ROOT] });
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.habits] });
  };
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={dataUpdatedAt ? `Last updated ${format(dataUpdatedAt, 'h:mm a')}` : 'Your progress at a glance'}
        actions={
          <Button variant="outline" onClick={refresh} pending={isFetching}>
            <RefreshCw className={isFetching ? 'animate-spin' : undefined} aria-hidden /> Refresh
          </Button>
        }
      />
      {isLoading ? (
        <DashboardSkeleton />
      ) : isError || !stats ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <CircleAlert className="size-8 text-destructive" aria-hidden />
            <p className="text-muted-foreground">Your statistics could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <DashboardContent stats={stats} />
      )}
    </>
  );
}
