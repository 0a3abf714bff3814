import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface ChartDay {
  label: string;
  date: string;
  value: number;
}

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

/**
 * One bar per day, for the dashboard's cards. Loaded with the dashboard only: recharts is large. The
 * table beside each chart is what assistive technology reads, so the chart is hidden from it and takes no focus.
 */
/** The theme's colours, so that the chart follows light and dark like the rest of the page. */
const TOOLTIP_BOX = {
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  borderRadius: 8,
  color: 'var(--color-foreground)',
};

export function DayBarChart({ days, valueName, formatValue = (value) => value, dayLabel = 'EEE', className, testId }: DayBarChartProps) {
  const data: ChartDay[] = days.map((day) => ({
    label: format(parseISO(day.date), dayLabel),
    date: format(parseISO(day.date), 'EEEE, MMM d'),
    value: day.value,
  }));
  return (
    <div className={`${className} w-full`} aria-hidden data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval={0} tick={{ fill: 'var(--color-muted-foreground)' }} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} tick={{ fill: 'var(--color-muted-foreground)' }} />
          <Tooltip
            cursor={{ fill: 'var(--color-primary-soft)' }}
            contentStyle={TOOLTIP_BOX}
            itemStyle={{ color: 'var(--color-primary)' }}
            labelFormatter={(_label, payload) => (payload?.[0]?.payload as ChartDay | undefined)?.date ?? ''}
            formatter={(value) => [formatValue(Number(value)), valueName]}
          />
          <Bar dataKey="value" fill="var(--color-primary)" radius={[4, 4, 0, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
