import { format } from 'date-fns';
import { CalendarDays, Flag, Repeat, Target, Timer, X } from 'lucide-react';
import type { QuickAddPart, QuickAddResult } from '@shared/domain/quick-add';
import { typedRepeatRule } from '@shared/domain/quick-add-repeat';
import { describeRepeatRule } from '@shared/domain/recurrence';
import { PRIORITY_LABELS } from '@/components/ui/badge';
import { countOf } from '@shared/domain/plural';

const ICONS = { date: CalendarDays, priority: Flag, goal: Target, pomodoros: Timer, repeat: Repeat } as const;

/** What a chip says a part means; a repeat counts from the task's first day (`yyyy-MM-dd`). */
function meaningOf(part: QuickAddPart, result: QuickAddResult, firstDay: string): string {
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
    case 'repeat':
      return result.repeat ? describeRepeatRule(typedRepeatRule(result.repeat, firstDay)) : part.text;
  }
}

/**
 * The parts quick add recognised, as chips under the field: each says what it will do, and its ×
 * (or Backspace right after the words in the field) takes it back, leaving the words in the title.
 */
export function QuickAddParts({ result, firstDay, onDismiss }: { result: QuickAddResult; firstDay: string; onDismiss(part: QuickAddPart): void }) {
  if (result.parts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Recognised in the task" data-testid="quick-add-parts">
      {result.parts.map((part) => {
        const Icon = ICONS[part.kind];
        const meaning = meaningOf(part, result, firstDay);
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
