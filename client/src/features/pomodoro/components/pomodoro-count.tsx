import { Minus, Plus } from 'lucide-react';
import { POMODORO_COUNT_MAX, POMODORO_COUNT_MIN } from '@shared/domain/pomodoro-marker';
import { Button } from '@/components/ui/button';

interface PomodoroCountProps {
  taskTitle: string;
  count: number;
  /** Focus sessions finished on the task today. */
  done: number;
  onChange(count: number): void;
}

/** The estimated focus sessions of a task, never below one. */
export function PomodoroCount({ taskTitle, count, done, onChange }: PomodoroCountProps) {
  return (
    <div className="flex items-center gap-0.5 rounded-full border border-border bg-surface">
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-7 rounded-full"
        disabled={count <= POMODORO_COUNT_MIN}
        onClick={() => onChange(count - 1)}
        aria-label={`Fewer pomodoros for ${taskTitle}`}
      >
        <Minus aria-hidden />
      </Button>
      <span className="min-w-10 text-center text-xs font-semibold tabular-nums" data-testid="pomodoro-count">
        <span className="sr-only">Pomodoros done and planned: </span>
        {done}/{count}
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-7 rounded-full"
        disabled={count >= POMODORO_COUNT_MAX}
        onClick={() => onChange(count + 1)}
        aria-label={`More pomodoros for ${taskTitle}`}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
