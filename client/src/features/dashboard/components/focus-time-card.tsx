import { format, parseISO } from 'date-fns';
import { CircleAlert, Timer } from 'lucide-react';
import { Link } from 'wouter';
import { FOCUS_CARD_TOP_GOALS } from '@shared/domain/focus-summary';
import { formatMinutes } from '@shared/domain/pomodoro-stats';
import type { FocusSummary } from '@shared/schemas/pomodoro';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFocusSummary } from '../api/focus-summary-api';
import { FocusChart } from './focus-chart';

function FocusDays({ days }: { days: FocusSummary['days'] }) {
  return (
    <div className="min-w-0">
      <FocusChart days={days} />
      <table className="sr-only">
        <caption>Focus minutes per day, last 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Minutes</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{format(parseISO(day.date), 'EEEE, MMMM d')}</td>
              <td>{day.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopGoals({ goals }: { goals: FocusSummary['goals'] }) {
  const top = goals.slice(0, FOCUS_CARD_TOP_GOALS);
  const most = top[0]?.minutes || 1;
  return (
    <div className="grid content-start gap-3">
      <h3 className="text-sm font-medium text-muted-foreground">Top goals this week</h3>
      {top.length === 0 ? (
        <p className="text-sm text-muted-foreground">Choose a task linked to a goal before you focus to see your goals here.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Goals by focus time this week">
          {top.map((goal) => (
            <li key={goal.id} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <ClampedText text={goal.title} lines={2} className="min-w-0 font-medium" />
                <span className="shrink-0 tabular-nums text-muted-foreground">{formatMinutes(goal.minutes)}</span>
              </div>
              <div className="h-1.5 rounded-full bg-muted" aria-hidden>
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(4, (goal.minutes / most) * 100)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The dashboard's Focus time card: what the Pomodoro timer recorded over the last seven days. */
export function FocusTimeCard() {
  const { data: summary, isLoading, isError, refetch } = useFocusSummary();
  const isEmpty = summary && summary.totalMinutes === 0 && summary.goals.length === 0;
  return (
    <Card data-testid="focus-time-card" aria-labelledby="focus-time-title">
      <CardHeader>
        <CardTitle id="focus-time-title" className="flex items-center gap-2">
          <Timer className="size-5 text-primary" aria-hidden /> Focus time
        </CardTitle>
        {summary && !isEmpty && (
          <CardDescription data-testid="focus-total">{formatMinutes(summary.totalMinutes)} of focus in the last 7 days</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-48" aria-hidden />
        ) : isError || !summary ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <CircleAlert className="size-6 text-destructive" aria-hidden />
            <p className="text-sm text-muted-foreground">Your focus time could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : isEmpty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No focus sessions yet — start one on the{' '}
            <Link href="/pomodoro" className="font-medium text-primary underline underline-offset-4">
              Pomodoro page
            </Link>
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            <div className="md:col-span-2">
              <FocusDays days={summary.days} />
            </div>
            <TopGoals goals={summary.goals} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
