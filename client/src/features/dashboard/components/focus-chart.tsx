import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FocusSummary } from '@shared/schemas/pomodoro';

interface ChartDay {
  label: string;
  date: string;
  minutes: number;
}

/** Focus minutes per day. Loaded with the dashboard only: recharts is large. */
export default function FocusChart({ days }: { days: FocusSummary['days'] }) {
  const data: ChartDay[] = days.map((day) => ({
    label: format(parseISO(day.date), 'EEE'),
    date: format(parseISO(day.date), 'EEEE, MMM d'),
    minutes: day.minutes,
  }));
  return (
    <div className="h-48 w-full" aria-hidden data-testid="focus-chart">
      <ResponsiveContainer width="100%" height="100%">
        {/* The table beside the chart is what assistive technology reads, so the chart takes no focus. */}
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval={0} tick={{ fill: '#526075' }} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} tick={{ fill: '#526075' }} />
          <Tooltip
            cursor={{ fill: '#eef2ff' }}
            labelFormatter={(_label, payload) => (payload?.[0]?.payload as ChartDay | undefined)?.date ?? ''}
            formatter={(value) => [`${String(value)} min`, 'Focus']}
          />
          <Bar dataKey="minutes" fill="#4f46e5" radius={[4, 4, 0, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
