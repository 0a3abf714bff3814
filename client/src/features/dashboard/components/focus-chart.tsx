import type { FocusSummary } from '@shared/schemas/pomodoro';
import { DayBarChart } from './day-bar-chart';

/** Focus minutes per day. */
export function FocusChart({ days }: { days: FocusSummary['days'] }) {
  return (
    <DayBarChart
      days={days.map((day) => ({ date: day.date, value: day.minutes }))}
      valueName="Focus"
      formatValue={(minutes) => `${minutes} min`}
      className="h-48"
      testId="focus-chart"
    />
  );
}
