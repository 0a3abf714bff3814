import { format, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { FIRST_PLAN_DAY, isPlanDay, LAST_PLAN_DAY, neighbourDay, relativeDayName } from '@shared/domain/plan-day';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export type GoToDay = (date: string, options?: { replace?: boolean }) => void;

/** 'Wednesday, November 25, 2026' */
export const longDate = (date: string) => format(parseISO(date), 'EEEE, MMMM d, yyyy');

/** Previous day, next day, a date picker and Today, above the notes; the heading names the day shown. */
export function DayNavigation({ date, today, onGo }: { date: string; today: string; onGo: GoToDay }) {
  const previous = neighbourDay(date, -1);
  const next = neighbourDay(date, 1);
  const name = relativeDayName(date, today);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-2">
        <div className="flex shrink-0 gap-1">
          <Button variant="outline" size="icon-sm" aria-label="Previous day" disabled={!previous} onClick={() => previous && onGo(previous)}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon-sm" aria-label="Next day" disabled={!next} onClick={() => next && onGo(next)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        {/* Announced as it changes, since the buttons that change it keep the focus. */}
        <div className="min-w-0" aria-live="polite" aria-atomic>
          <h3 className="text-base font-semibold leading-tight" data-testid="plan-day">
            {name ?? longDate(date)}
          </h3>
          {name && <p className="text-sm text-muted-foreground">{longDate(date)}</p>}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <DatePicker date={date} onGo={onGo} />
        {date !== today && (
          <Button variant="outline" size="sm" onClick={() => onGo(today)}>
            Today
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * A native date field. What is typed stays in the field until it makes a whole day (a year typed digit by
 * digit passes through 0002 and 0020); each whole day goes there at once, and the history keeps one entry
 * for a visit to the field, not one per digit.
 */
function DatePicker({ date, onGo }: { date: string; onGo: GoToDay }) {
  const [typed, setTyped] = useState(date);
  const [shown, setShown] = useState(date);
  const wentThisVisit = useRef(false);
  if (shown !== date) {
    setShown(date);
    setTyped(date);
  }
  return (
    <Input
      type="date"
      aria-label="Go to date"
      className="h-8 w-auto min-w-0"
      min={FIRST_PLAN_DAY}
      max={LAST_PLAN_DAY}
      value={typed}
      onFocus={() => (wentThisVisit.current = false)}
      onChange={(event) => {
        const value = event.target.value;
        setTyped(value);
        if (!isPlanDay(value) || value === date) return;
        onGo(value, { replace: wentThisVisit.current });
        wentThisVisit.current = true;
      }}
    />
  );
}
