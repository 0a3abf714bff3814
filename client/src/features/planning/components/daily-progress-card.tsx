import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { DailyProgress } from '@shared/domain/goal-planning';
import { nounFor } from '@shared/domain/plural';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

/** Green once one plannable goal (an open subgoal, or an open main goal without subgoals) has work today, amber until then. */
export function DailyProgressCard({ progress }: { progress: DailyProgress }) {
  const { onTrack } = progress;
  const Icon = onTrack ? CircleCheck : TriangleAlert;
  const tone = onTrack ? 'text-success-foreground' : 'text-warning-foreground';
  return (
    <Card
      data-testid="daily-progress"
      data-state={onTrack ? 'on-track' : 'unplanned'}
      className={cn(onTrack ? 'border-success-border bg-success-soft' : 'border-warning-border bg-warning-soft')}
    >
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div className="flex items-start gap-3">
          <Icon className={cn('mt-0.5 size-5 shrink-0', onTrack ? 'text-success' : 'text-warning')} aria-hidden />
          <div className="grid flex-1 gap-1">
            <h2 className={cn('font-semibold', tone)}>Daily Progress</h2>
            <p className={cn('text-sm', tone)}>
              {onTrack
                ? "You're making progress on your goals today! Keep it up!"
                : "You haven't planned any tasks for today yet. Add tasks to make meaningful progress toward your goals."}
            </p>
          </div>
          <span className={cn('text-2xl font-bold tabular-nums', tone)}>{progress.percent}%</span>
        </div>
        <Progress
          value={progress.percent}
          aria-label="Goals with a task today"
          className={onTrack ? 'bg-success-border' : 'bg-warning-border'}
          indicatorClassName={onTrack ? 'bg-success' : 'bg-warning'}
        />
        <p className={cn('text-sm font-medium', tone)}>
          {progress.planned} of {progress.total} {nounFor(progress.total, 'task with a deadline has', 'tasks with deadlines have')} plans for today
        </p>
      </CardContent>
    </Card>
  );
}
