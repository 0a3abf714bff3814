import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { TaskList } from '@/features/tasks';
import { DailyNotesCard } from './components/daily-notes-card';
import { usePlanDay } from './use-plan-day';

/** /plan: the notes of a day (today unless `?date=` names another) beside the task list. */
export function DailyPlanPage() {
  const { date, today, goTo } = usePlanDay();
  return (
    <>
      <PageHeader title="Daily Plan" description="Write down how today should go, then work through your tasks." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <DailyNotesCard date={date} today={today} onGo={goTo} />
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <TaskList headingLevel={2} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
