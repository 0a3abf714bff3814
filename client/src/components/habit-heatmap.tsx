import { memo, useMemo, useRef } from 'react';
import { decodeHabitDays, heatmapSummary } from '@shared/domain/habit-heatmap';
import type { HabitDayState } from '@shared/domain/habit-streaks';
import { useNearScreen } from '@/hooks/use-near-screen';
import { cn } from '@/lib/cn';

/**
 * How each day looks, by its `data-state`, written once on the heatmap rather than on each of its
 * squares. Theme tokens only, so that a dark theme changes the tokens and nothing here. Skipped days
 * are hatched, so they read apart from rest and missed days without their colour.
 */
const STATE_STYLES = cn(
  '**:data-[state=done]:bg-primary',
  '**:data-[state=skipped]:bg-muted **:data-[state=skipped]:bg-[image:repeating-linear-gradient(135deg,var(--color-muted-foreground)_0_1px,transparent_1px_3px)]',
  '**:data-[state=missed]:bg-destructive/30',
  '**:data-[state=due]:bg-surface **:data-[state=due]:ring-[1.5px] **:data-[state=due]:ring-inset **:data-[state=due]:ring-primary',
  '**:data-[state=rest]:bg-muted/70',
  '**:data-[state=upcoming]:ring-1 **:data-[state=upcoming]:ring-inset **:data-[state=upcoming]:ring-border',
);

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
  // The squares of a heatmap far down a long page wait until the person scrolls near it: drawing dozens
  // at once held the page for a long task. The grid keeps its size meanwhile (12 by 7, nearly square cells).
  const grid = useRef<HTMLDivElement>(null);
  const near = useNearScreen(grid);
  return (
    <div className={cn('grid w-full max-w-48 min-w-0 gap-1.5', STATE_STYLES, className)} data-testid="habit-heatmap">
      <div ref={grid} role="img" aria-label={summary} className="grid aspect-[12/7] grid-flow-col grid-cols-12 grid-rows-7 gap-0.5 *:rounded-[2px]">
        {/* A title and a state, no class: a page draws thousands of these. */}
        {near && squares.map((square) => <span key={square.date} title={square.label} data-state={square.state} />)}
      </div>
      {/* The image's name already says what the colours do. */}
      <ul aria-hidden className="flex flex-wrap gap-x-2.5 gap-y-1 text-xs text-muted-foreground">
        {LEGEND.map(({ state, label }) => (
          <li key={state} className="inline-flex items-center gap-1">
            <span data-state={state} className="size-2.5 rounded-[2px]" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
});
