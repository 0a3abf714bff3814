import type { DashboardStats } from '@shared/domain/dashboard-stats';
import { useMediaQuery } from '@/hooks/use-media-query';
import { DayBarChart } from './day-bar-chart';

/** Tasks completed per day over the last 14 days. */
export function CompletionChart({ days }: { days: DashboardStats['completionsByDay'] }) {
  // Fourteen "Mon"s don't fit a phone; one letter each does.
  const narrow = useMediaQuery('(max-width: 639px)');
  return (
    <DayBarChart
      days={days.map((day) => ({ date: day.date, value: day.completed }))}
      valueName="Completed"
      dayLabel={narrow ? 'EEEEE' : 'EEE'}
      className="h-56"
      testId="completion-chart"
    />
  );
}
