import { format, parseISO } from 'date-fns';
import { wholeNumberTicks } from './chart-scale';

interface DayBarChartProps {
  days: readonly { date: string; value: number }[];
  /** What the bars count, as the tooltip names it. */
  valueName: string;
  formatValue?: (value: number) => string | number;
  /** date-fns pattern of the day under each bar. */
  dayLabel?: string;
  className: string;
  testId: string;
}

const percentOf = (value: number, top: number) => `${(Math.max(0, value) / top) * 100}%`;

/**
 * One bar per day, for the dashboard's cards, laid out by CSS alone: nothing is measured, so the chart is
 * drawn with its card in one pass and follows any width. Pointing at a day shows its date and value. The
 * table beside each chart is what assistive technology reads, so the chart is hidden from it and takes no focus.
 */
export function DayBarChart({ days, valueName, formatValue = (value) => value, dayLabel = 'EEE', className, testId }: DayBarChartProps) {
  const ticks = wholeNumberTicks(days.map((day) => day.value));
  const top = ticks.at(-1) ?? 1;
  const shownDays = days.map((day) => {
    const date = parseISO(day.date);
    return { ...day, label: format(date, dayLabel), longDate: format(date, 'EEEE, MMM d') };
  });
  return (
    <div
      className={`${className} grid w-full grid-cols-[auto_minmax(0,1fr)] grid-rows-[minmax(0,1fr)_auto] gap-x-2 pt-2 text-xs text-muted-foreground tabular-nums`}
      aria-hidden
      data-testid={testId}
    >
      <div className="relative">
        {/* The widest label, unseen, makes the column as wide as the labels placed over it. */}
        <div className="invisible h-0 overflow-hidden whitespace-nowrap">{top}</div>
        {ticks.map((tick) => (
          <span key={tick} className="absolute right-0 translate-y-1/2 whitespace-nowrap leading-none" style={{ bottom: percentOf(tick, top) }}>
            {tick}
          </span>
        ))}
      </div>
      <div className="relative">
        {ticks.map((tick) => (
          <div key={tick} className="absolute inset-x-0 border-t border-border" style={{ bottom: percentOf(tick, top) }} />
        ))}
        <div className="absolute inset-0 flex">
          {shownDays.map((day, index) => (
            <div key={day.date} className="group relative flex flex-1 items-end justify-center rounded-t-sm px-0.5 hover:bg-primary-soft">
              <div className="w-full max-w-8 rounded-t-sm bg-primary" style={{ height: percentOf(day.value, top) }} data-testid="chart-bar" />
              {/* Toward the middle of the chart from its day, so that it stays inside the card at any width. */}
              <div
                className={`pointer-events-none absolute bottom-full z-10 mb-1 hidden w-max rounded-lg ${index < days.length / 2 ? 'left-0' : 'right-0'} border border-border bg-surface px-2 py-1 text-left text-foreground shadow-sm group-hover:block`}
              >
                <div>{day.longDate}</div>
                <div className="text-primary">
                  {valueName}: {formatValue(day.value)}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div />
      <div className="flex pt-1.5">
        {shownDays.map((day) => (
          <span key={day.date} className="min-w-0 flex-1 truncate text-center">
            {day.label}
          </span>
        ))}
      </div>
    </div>
  );
}
