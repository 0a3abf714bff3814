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
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval={0} tick={{ fill: '#526075' }} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} tick={{ fill: '#526075' }} />
          <Tooltip
            cursor={{ fill: '#eef2ff' }}
            labelFormatter={(_label, payload) => (payload?.[0]?.payload as ChartDay | undefined)?.date ?? ''}
            formatter={(value) => [formatValue(Number(value)), valueName]}
          />
          <Bar dataKey="value" fill="#4f46e5" radius={[4, 4, 0, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
