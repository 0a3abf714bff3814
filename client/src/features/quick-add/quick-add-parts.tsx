import { format } from 'date-fns';
import { CalendarDays, Flag, Target, Timer, X } from 'lucide-react';
import type { QuickAddPart, QuickAddResult } from '@shared/domain/quick-add';
import { PRIORITY_LABELS } from '@/components/ui/badge';
import { countOf } from '@shared/domain/plural';

const ICONS = { date: CalendarDays, priority: Flag, goal: Target, pomodoros: Timer } as const;

/** What a chip says a part means. */
function meaningOf(part: QuickAddPart, result: QuickAddResult): string {
  switch (part.kind) {
    case 'date':
      return result.due ? format(result.due, result.plannedTime ? 'EEE, MMM d, HH:mm' : 'EEE, MMM d') : part.text;
    case 'priority':
      return result.priority ? `${PRIORITY_LABELS[result.priority]} priority` : part.text;
    case 'goal':
      if (result.goal?.kind === 'existing') {
        const { title, path } = result.goal.goal;
        return path ? `${path} › ${title}` : title;
      }
      return `New goal “${result.goal?.name ?? part.text}”`;
    case 'pomodoros':
      return countOf(result.pomodoros ?? 0, 'pomodoro');
  }
}

/**
 * The parts quick add recognised, as chips under the field: each says what it will do, and its ×
 * (or Backspace right after the words in the field) takes it back, leaving the words in the title.
 */
export function QuickAddParts({ result, onDismiss }: { result: QuickAddResult; onDismiss(part: QuickAddPart): void }) {
  if (result.parts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Recognised in the task" data-testid="quick-add-parts">
      {result.parts.map((part) => {
        const Icon = ICONS[part.kind];
        const meaning = meaningOf(part, result);
        return (
          <li
            key={`${part.kind}-${part.start}`}
            data-kind={part.kind}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary-soft py-0.5 pl-2 pr-0.5 text-xs font-medium text-foreground"
          >
            <Icon className="size-3.5 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0 truncate" title={meaning}>
              {meaning}
            </span>
            <button
              type="button"
              onClick={() => onDismiss(part)}
              aria-label={`Keep “${part.text}” in the title`}
              className="tap-target relative rounded-full p-0.5 text-muted-foreground hover:bg-primary/10 hover:text-foreground"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
