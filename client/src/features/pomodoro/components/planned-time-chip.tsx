import { Clock } from 'lucide-react';
import { useState } from 'react';
import { badgeButtonClasses } from '@/components/ui/badge';

interface PlannedTimeChipProps {
  taskTitle: string;
  plannedTime: string | null;
  onSave(plannedTime: string | null): void;
}

/** 'Set time' or the planned time; a click turns it into a time field (Enter or leaving saves, Escape cancels, empty clears). */
export function PlannedTimeChip({ taskTitle, plannedTime, onSave }: PlannedTimeChipProps) {
  const [editing, setEditing] = useState(false);

  if (editing) {
    const finish = (value: string | null) => {
      setEditing(false);
      if (value === null) return;
      const next = value === '' ? null : value;
      if (next !== plannedTime) onSave(next);
    };
    return (
      <input
        type="time"
        autoFocus
        defaultValue={plannedTime ?? ''}
        aria-label={`Planned time for ${taskTitle}`}
        className="h-7 rounded-md border border-input bg-surface px-1.5 text-xs focus-visible:outline-2 focus-visible:outline-ring"
        onBlur={(event) => finish(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(event.currentTarget.value);
          if (event.key === 'Escape') {
            event.stopPropagation();
            finish(null);
          }
        }}
      />
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
