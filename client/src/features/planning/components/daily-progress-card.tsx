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
  return (
    <Card
      data-testid="daily-progress"
      data-state={onTrack ? 'on-track' : 'unplanned'}
      className={cn(onTrack ? 'border-green-200 bg-success-soft' : 'border-amber-200 bg-warning-soft')}
    >
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div className="flex items-start gap-3">
          <Icon className={cn('mt-0.5 size-5 shrink-0', onTrack ? 'text-green-700' : 'text-amber-700')} aria-hidden />
          <div className="grid flex-1 gap-1">
            <h2 className={cn('font-semibold', onTrack ? 'text-green-900' : 'text-amber-900')}>Daily Progress</h2>
            <p className={cn('text-sm', onTrack ? 'text-green-900' : 'text-amber-900')}>
              {onTrack
                ? "You're making progress on your goals today! Keep it up!"
                : "You haven't planned any tasks for today yet. Add tasks to make meaningful progress toward your goals."}
            </p>
          </div>
          <span className={cn('text-2xl font-bold tabular-nums', onTrack ? 'text-green-800' : 'text-amber-800')}>{progress.percent}%</span>
        </div>
        <Progress
          value={progress.percent}
          aria-label="Goals with a task today"
          className={onTrack ? 'bg-green-100' : 'bg-amber-100'}
          indicatorClassName={onTrack ? 'bg-green-600' : 'bg-amber-500'}
        />
        <p className={cn('text-sm font-medium', onTrack ? 'text-green-900' : 'text-amber-900')}>
          {progress.planned} of {progress.total} {nounFor(progress.total, 'task with a deadline has', 'tasks with deadlines have')} plans for today
        </p>
      </CardContent>
    </Card>
  );
}
