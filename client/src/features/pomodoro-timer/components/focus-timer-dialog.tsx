import { Pause, Play, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { formatTimerClock, secondsLeft } from '@shared/domain/pomodoro-timer';
import type { Todo } from '@shared/schemas/todos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { timerActions } from '../timer-actions';
import { usePomodoro } from '../timer-store';
import { MODE_SHORT_LABELS } from '../timer-texts';

/** 'Pomodoro Focus Timer': start a focus session on a task without leaving the page. */
export function FocusTimerDialog({ task, onClose }: { task: Todo | null; onClose(): void }) {
  const mode = usePomodoro((snapshot) => snapshot.timer.activeMode);
  const isActive = usePomodoro((snapshot) => snapshot.timer.isActive);
  const selectedTaskId = usePomodoro((snapshot) => snapshot.timer.selectedTaskId);
  const clock = usePomodoro((snapshot) => formatTimerClock(secondsLeft(snapshot.timer, snapshot.now)));
  const runningThisTask = task !== null && selectedTaskId === task.id && mode === 'pomodoro';

  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pomodoro Focus Timer</DialogTitle>
          <DialogDescription>{task ? `Focus on "${task.title}"` : ''}</DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-center gap-3 py-2">
          <Badge tone={mode === 'pomodoro' ? 'primary' : 'success'}>{MODE_SHORT_LABELS[mode]}</Badge>
          <p role="timer" aria-label={`${clock} left`} className="font-mono text-6xl font-bold tabular-nums">
            {clock}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="icon" onClick={timerActions.reset} aria-label="Reset timer">
              <RotateCcw aria-hidden />
            </Button>
            {runningThisTask ? (
              <Button onClick={timerActions.toggle}>
                {isActive ? <Pause aria-hidden /> : <Play aria-hidden />}
                {isActive ? 'Pause' : 'Resume'}
              </Button>
            ) : (
              <Button onClick={() => task && timerActions.startTask(task, 'dialog')}>
                <Play aria-hidden /> Start Focus
              </Button>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button variant="link" asChild>
            <Link href="/pomodoro" onClick={onClose}>
              Open the Pomodoro page
            </Link>
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
