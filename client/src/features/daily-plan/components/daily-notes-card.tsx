import { format } from 'date-fns';
import { CheckCircle2, CircleAlert, Clock, LoaderCircle, Save } from 'lucide-react';
import { toLocalDateValue } from '@shared/domain/task-due';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/session';
import { useToday } from '@/hooks/use-today';
import { useDailyPlanNotes } from '../use-daily-plan-notes';
import type { SaveStatus } from '../notes-saver';

const STATUS_TEXT: Record<SaveStatus, { text: string; icon: typeof Clock; className: string }> = {
  dirty: { text: 'Auto-saves in 3 seconds...', icon: Clock, className: 'text-amber-800' },
  saving: { text: 'Saving...', icon: LoaderCircle, className: 'text-muted-foreground' },
  clean: { text: 'All changes saved', icon: CheckCircle2, className: 'text-success' },
  failed: { text: 'Save failed. Retrying shortly; your text is kept here.', icon: CircleAlert, className: 'text-destructive' },
};

function NotesEditor({ date, userId }: { date: string; userId: number }) {
  const notes = useDailyPlanNotes(date, userId);
  if (notes.text === null) return <Skeleton className="h-48" />;
  const status = STATUS_TEXT[notes.status];
  const Icon = status.icon;
  return (
    <div className="grid gap-3">
      <Textarea
        value={notes.text}
        onChange={(event) => notes.edit(event.target.value)}
        aria-label="Notes for today"
        placeholder="What matters today? Priorities, reminders, how you want the day to go..."
        className="min-h-48 resize-y text-[15px]"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={`flex items-center gap-1.5 text-sm ${status.className}`} role="status" data-testid="notes-status">
          <Icon className={`size-4 ${notes.status === 'saving' ? 'animate-spin' : ''}`} aria-hidden />
          {status.text}
        </p>
        <Button variant="outline" size="sm" onClick={notes.saveNow}>
          <Save aria-hidden /> Save Now
        </Button>
      </div>
    </div>
  );
}

/** Today's free-text plan. Keyed by day, so the card moves to a fresh page at midnight. */
export function DailyNotesCard() {
  const { data: user } = useCurrentUser();
  const { startOfToday } = useToday();
  const date = toLocalDateValue(startOfToday);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Daily Planning</CardTitle>
        <CardDescription>{format(startOfToday, 'EEEE, MMMM d, yyyy')}</CardDescription>
      </CardHeader>
      <CardContent>{user && <NotesEditor key={date} date={date} userId={user.id} />}</CardContent>
    </Card>
  );
}
