import { memo, useMemo } from 'react';
import { decodeHabitDays, heatmapSummary } from '@shared/domain/habit-heatmap';
import type { HabitDayState } from '@shared/domain/habit-streaks';
import { cn } from '@/lib/cn';

/** Skipped days are hatched, so they read apart from rest and missed days without their colour. */
const HATCHED = 'bg-muted bg-[image:repeating-linear-gradient(135deg,var(--color-muted-foreground)_0_1px,transparent_1px_3px)]';

/** One look per state; each is a token of the theme, so a dark theme only changes the tokens. */
export const HEATMAP_STATE_CLASSES: Record<HabitDayState, string> = {
  done: 'bg-primary',
  skipped: HATCHED,
  missed: 'bg-destructive/30',
  due: 'bg-surface ring-[1.5px] ring-inset ring-primary',
  rest: 'bg-muted/70',
  upcoming: 'ring-1 ring-inset ring-border',
};

const SQUARE = 'aspect-square rounded-[2px]';
const SQUARE_CLASSES = Object.fromEntries(
  Object.entries(HEATMAP_STATE_CLASSES).map(([state, classes]) => [state, cn(SQUARE, classes)]),
) as Record<HabitDayState, string>;

const LEGEND: { state: HabitDayState; label: string }[] = [
  { state: 'done', label: 'Done' },
  { state: 'skipped', label: 'Skipped' },
  { state: 'missed', label: 'Missed' },
];

interface HabitHeatmapProps {
  /** The Monday of the oldest week shown. */
  firstDay: string;
  /** One code per day from `firstDay` (`HABIT_DAY_CODES`), twelve weeks of them. */
  days: string;
  className?: string;
}

/**
 * A habit's last twelve weeks: a column per week, oldest first, Monday to Sunday from the top. It
 * is one image to assistive technology, named by a sentence that counts the days ('Last 12 weeks:
 * 40 of 44 days done'), not 84 stops; each square tells its date and state as a tooltip. The squares
 * shrink with the space they get. No state and no effects: a page draws hundreds of these.
 */
export const HabitHeatmap = memo(function HabitHeatmap({ firstDay, days, className }: HabitHeatmapProps) {
  const { squares, summary } = useMemo(() => {
    const decoded = decodeHabitDays(firstDay, days);
    return { squares: decoded, summary: heatmapSummary(decoded) };
  }, [firstDay, days]);
  return (
    <div className={cn('grid w-full max-w-48 min-w-0 gap-1.5', className)} data-testid="habit-heatmap">
      <div role="img" aria-label={summary} className="grid grid-flow-col grid-cols-12 grid-rows-7 gap-0.5">
        {squares.map((square) => (
          <span key={square.date} title={square.label} data-state={square.state} className={SQUARE_CLASSES[square.state]} />
        ))}
      </div>
      {/* The image's name already says what the colours do. */}
      <ul aria-hidden className="flex flex-wrap gap-x-2.5 gap-y-1 text-xs text-muted-foreground">
        {LEGEND.map(({ state, label }) => (
          <li key={state} className="inline-flex items-center gap-1">
            <span className={cn('size-2.5', SQUARE_CLASSES[state])} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
});
