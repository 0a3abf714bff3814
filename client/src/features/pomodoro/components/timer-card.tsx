import { CheckCircle2, Pause, Play, RotateCcw, SkipForward, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { formatTimerClock, secondsLeft, type TimerMode } from '@shared/domain/pomodoro-timer';
import type { Todo } from '@shared/schemas/todos';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { MODE_LABELS, MODE_QUOTES, quoteOfTheDay, randomQuote, timerActions, usePomodoro } from '@/features/pomodoro-timer';

const MODES: TimerMode[] = ['pomodoro', 'shortBreak', 'longBreak'];

function TimerClock() {
  const clock = usePomodoro((snapshot) => formatTimerClock(secondsLeft(snapshot.timer, snapshot.now)));
  return (
    <p
      data-testid="timer-clock"
      role="timer"
      aria-label={`${clock} left`}
      className="text-center font-mono text-7xl font-bold tracking-tight tabular-nums sm:text-8xl"
    >
      {clock}
    </p>
  );
}

/**
 * The day's line for the mode when the page opens, the same on a page the server drew and in the browser that
 * takes it over; a line picked at random each time the mode changes after that.
 */
function ModeQuote({ mode }: { mode: TimerMode }) {
  const [shown, setShown] = useState(() => ({ mode, quote: quoteOfTheDay(MODE_QUOTES[mode], new Date()) }));
  if (shown.mode !== mode) setShown({ mode, quote: randomQuote(MODE_QUOTES[mode]) });
  return <p className="mx-auto min-h-10 max-w-sm text-center text-sm italic text-muted-foreground">{shown.quote}</p>;
}

interface TimerCardProps {
  /** The selected task, when it is on today's list. */
  selectedTask: Todo | undefined;
  onChangeTask(): void;
  onCompleteTask(task: Todo): void;
}

export function TimerCard({ selectedTask, onChangeTask, onCompleteTask }: TimerCardProps) {
  const mode = usePomodoro((snapshot) => snapshot.timer.activeMode);
  const isActive = usePomodoro((snapshot) => snapshot.timer.isActive);
  const soundEnabled = usePomodoro((snapshot) => snapshot.timer.soundEnabled);
  const session = usePomodoro((snapshot) => snapshot.timer.currentSession % snapshot.timer.settings.longBreakInterval);
  const interval = usePomodoro((snapshot) => snapshot.timer.settings.longBreakInterval);
  const isFocus = mode === 'pomodoro';

  return (
    <Card className={cn('overflow-hidden border-t-4', isFocus ? 'border-t-primary' : 'border-t-green-600')}>
      <CardContent className="grid gap-5 pt-5 sm:pt-6">
        <div role="group" aria-label="Timer mode" className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {MODES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => timerActions.changeMode(option)}
              className={cn(
                'h-9 cursor-pointer rounded-md px-2 text-sm font-medium transition-colors',
                mode === option ? 'bg-surface shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {MODE_LABELS[option]}
            </button>
          ))}
        </div>

        <TimerClock />
        <ModeQuote mode={mode} />

        <div className="flex items-center justify-center gap-2">
          <Button variant="outline" size="icon" onClick={timerActions.reset} aria-label="Reset timer">
            <RotateCcw aria-hidden />
          </Button>
          <Button size="lg" className="min-w-36" onClick={timerActions.toggle}>
            {isActive ? <Pause aria-hidden /> : <Play aria-hidden />}
            {isActive ? 'Pause' : 'Start'}
          </Button>
          <Button variant="outline" size="icon" onClick={() => timerActions.setSound(!soundEnabled)} aria-label={soundEnabled ? 'Turn sound off' : 'Turn sound on'} aria-pressed={soundEnabled}>
            {soundEnabled ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
          </Button>
        </div>

        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
          <Button variant="ghost" size="sm" onClick={timerActions.skip}>
            <SkipForward aria-hidden />
            {isFocus ? 'Skip to Break' : 'Skip to Focus'}
          </Button>
          <span className="text-muted-foreground" aria-label={`Session ${session + 1} of ${interval} before the long break`}>
            Session {session + 1} of {interval}
          </span>
        </div>

        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/50 p-3" data-testid="selected-task">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Current task</p>
            <ClampedText text={selectedTask ? selectedTask.title : 'No task selected'} lines={2} className="font-medium" />
          </div>
          <Button variant="outline" size="sm" onClick={onChangeTask}>
            {selectedTask ? 'Change' : 'Choose a task'}
          </Button>
          {isFocus && selectedTask && !selectedTask.completed && (
            <Button variant="secondary" size="sm" onClick={() => onCompleteTask(selectedTask)}>
              <CheckCircle2 aria-hidden /> Complete Task
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
