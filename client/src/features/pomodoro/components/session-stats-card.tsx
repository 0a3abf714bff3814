import { format } from 'date-fns';
import { formatMinutes, type PomodoroSessionStats } from '@shared/domain/pomodoro-stats';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function SessionStatsCard({ stats }: { stats: PomodoroSessionStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Session Stats</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Figure label="Pomo Sessions Left" value={stats.sessionsLeft} />
          <Figure label="Completed Pomos" value={stats.completed} />
          <Figure label="Total Needed" value={stats.totalNeeded} />
          <Figure label="Est. Finish" value={stats.estimatedFinish ? format(stats.estimatedFinish, 'h:mm a') : '—'} />
          <Figure label="Total Time" value={formatMinutes(stats.totalMinutes)} />
        </dl>
        <div className="grid gap-1.5">
          <div className="flex justify-between text-sm">
            <span id="daily-progress-label">Daily Progress</span>
            <span className="font-medium tabular-nums">{stats.progressPercent}%</span>
          </div>
          <Progress value={stats.progressPercent} aria-labelledby="daily-progress-label" />
        </div>
      </CardContent>
    </Card>
  );
}
