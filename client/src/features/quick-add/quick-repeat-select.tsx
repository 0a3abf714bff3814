import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { QUICK_REPEAT_CHOICES, repeatChoiceLabel } from '@shared/domain/repeat-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

export type QuickRepeat = (typeof QUICK_REPEAT_CHOICES)[number];

/** What the closed choice shows: a word, so the row keeps room for the title and the goal on a phone. */
const SHORT: Record<QuickRepeat, string> = { none: 'Once', daily: 'Daily', weekdays: 'Weekdays', weekly: 'Weekly' };

interface QuickRepeatSelectProps {
  value: QuickRepeat;
  onChange(choice: QuickRepeat): void;
  /** The new task's day (yyyy-MM-dd): 'Every week on <its weekday>'. */
  day: string;
  /** A rule typed in the text, which goes before this choice: it shows 'As typed' and can't be opened. */
  typed?: boolean;
  className?: string;
}

/** The quick-add's repeat choice: once, every day, every weekday or every week. */
export function QuickRepeatSelect({ value, onChange, day, typed = false, className }: QuickRepeatSelectProps) {
  const active = typed || value !== 'none';
  // Closed, Radix draws every choice out of sight, for a value's text this trigger writes itself: on the
  // heavy pages with a quick add that was part of the first drawing. The choices are drawn when it opens.
  const [open, setOpen] = useState(false);
  return (
    <Select value={value} onValueChange={(next) => onChange(next as QuickRepeat)} disabled={typed} open={open} onOpenChange={setOpen}>
      <SelectTrigger aria-label="Repeat of the new task" className={cn('relative tap-target w-auto gap-1.5 px-2.5', className)}>
        <SelectValue>
          <span className="inline-flex items-center gap-1.5">
            <Repeat className={cn('size-4 shrink-0', active ? 'text-primary' : 'text-muted-foreground')} aria-hidden />
            {typed ? 'As typed' : SHORT[value]}
          </span>
        </SelectValue>
      </SelectTrigger>
      {open && (
        <SelectContent align="end">
          {QUICK_REPEAT_CHOICES.map((choice) => (
            <SelectItem key={choice} value={choice}>
              {repeatChoiceLabel(choice, day)}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
