import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Link } from 'wouter';
import { dailyPlanPath } from '@shared/domain/plan-day';
import { toLocalDateValue } from '@shared/domain/task-due';
import type { DailyPlan } from '@shared/schemas/daily-plans';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiRead } from '@/lib/query-keys';

/** A day's notes of the daily plan, found by search: to read here, and to edit on the Daily Plan page. */
export function DayNotesDialog({ date, onClose }: { date: string | null; onClose(): void }) {
  return (
    <Dialog open={date !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{date && <DayNotes date={date} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function DayNotes({ date, onClose }: { date: string; onClose(): void }) {
  const { data: plan, isLoading } = useQuery(apiRead<DailyPlan>('/api/daily-plans', { date }));
  const today = toLocalDateValue(new Date());
  const isToday = date === today;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Notes of {format(new Date(`${date}T12:00:00`), 'EEEE, MMM d, yyyy')}</DialogTitle>
        <DialogDescription>{isToday ? 'Today’s plan.' : 'What you wrote that day.'}</DialogDescription>
      </DialogHeader>
      {isLoading ? (
        <Spinner />
      ) : (
        <p className="max-h-[50dvh] overflow-y-auto whitespace-pre-wrap rounded-lg border border-border bg-muted/40 p-3 text-sm [overflow-wrap:anywhere]">
          {plan?.notes || 'No notes.'}
        </p>
      )}
      <Link href={dailyPlanPath(date, today)} onClick={onClose} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Edit them on the Daily Plan page
      </Link>
    </>
  );
}
