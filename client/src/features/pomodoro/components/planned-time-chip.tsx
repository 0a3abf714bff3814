import { Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { parsePlannedTime } from '@shared/domain/planned-time';
import { badgeButtonClasses } from '@/components/ui/badge';

interface PlannedTimeChipProps {
  taskTitle: string;
  plannedTime: string | null;
  onSave(plannedTime: string | null): void;
}

/**
 * 'Set time' or the planned time; a click turns it into a text field that reads times as people type
 * them ('1015', '9:30 pm', '21:30'). Enter or leaving saves, Escape cancels, empty clears; a time it
 * can't read stays in the field with a message, so nothing is dropped without a word.
 */
export function PlannedTimeChip({ taskTitle, plannedTime, onSave }: PlannedTimeChipProps) {
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  if (editing) {
    const finish = (typed: string | null) => {
      if (typed !== null) {
        const reading = parsePlannedTime(typed);
        if (!reading.ok) return setProblem(reading.message);
        if (reading.time !== plannedTime) onSave(reading.time);
      }
      setProblem(null);
      setEditing(false);
    };
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <input
          type="text"
          autoFocus
          autoComplete="off"
          defaultValue={plannedTime ?? ''}
          placeholder="9:30 am"
          aria-label={`Planned time for ${taskTitle}`}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem === null ? undefined : problemId}
          className="h-7 w-24 rounded-md border border-input bg-surface px-1.5 text-xs focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive"
          onChange={() => setProblem(null)}
          onBlur={(event) => finish(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') finish(event.currentTarget.value);
            if (event.key === 'Escape') {
              event.stopPropagation();
              finish(null);
            }
          }}
        />
        {problem !== null && (
          <span id={problemId} role="alert" className="text-xs font-medium text-destructive">
            {problem}
          </span>
        )}
      </span>
    );
  }

  return (
    <button
      type="button"
      onClick={() => setEditing(true)}
      aria-label={plannedTime ? `Planned for ${plannedTime}. Change the time of ${taskTitle}` : `Set time for ${taskTitle}`}
      className={badgeButtonClasses(plannedTime ? 'primary' : 'neutral')}
    >
      <Clock className="size-3" aria-hidden />
      {plannedTime ?? 'Set time'}
    </button>
  );
}
