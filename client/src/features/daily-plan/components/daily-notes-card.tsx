import { format } from 'date-fns';
import { CheckCircle2, CircleAlert, Clock, LoaderCircle, Save } from 'lucide-react';
import { useId } from 'react';
import { OTHER_VERSION_END, OTHER_VERSION_START } from '@shared/domain/merge-text';
import { countOf } from '@shared/domain/plural';
import { toLocalDateValue } from '@shared/domain/task-due';
import { DAILY_PLAN_NOTES_MAX_LENGTH } from '@shared/schemas/daily-plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { useToday } from '@/hooks/use-today';
import { useDailyPlanNotes } from '../use-daily-plan-notes';
import type { SaveStatus } from '../notes-saver';

const STATUS_TEXT: Record<SaveStatus, { text: string; icon: typeof Clock; className: string }> = {
  dirty: { text: 'Auto-saves in 3 seconds...', icon: Clock, className: 'text-warning-foreground' },
  saving: { text: 'Saving...', icon: LoaderCircle, className: 'text-muted-foreground' },
  clean: { text: 'All changes saved', icon: CheckCircle2, className: 'text-success' },
  failed: { text: 'Save failed. Retrying shortly; your text is kept here.', icon: CircleAlert, className: 'text-destructive' },
  refused: { text: 'Not saved. Your text is kept here.', icon: CircleAlert, className: 'text-destructive' },
};

/** From this length on, the card shows how much room is left. */
const COUNT_FROM = DAILY_PLAN_NOTES_MAX_LENGTH * 0.9;
const formatCount = (count: number) => count.toLocaleString('en-US');

/** Why nothing is saved: the length, or the server's own words. */
function refusedText(tooLong: boolean, refusal: string | null): string {
  if (tooLong) return 'Not saved: your notes are too long. Your text is kept here.';
  return refusal ? `Not saved: ${refusal}. Your text is kept here.` : STATUS_TEXT.refused.text;
}

function NotesEditor({ date, userId }: { date: string; userId: number }) {
  const notes = useDailyPlanNotes(date, userId);
  const lengthId = useId();
  if (notes.text === null) return <Skeleton className="h-48" />;
  const length = notes.text.length;
  const tooLong = length > DAILY_PLAN_NOTES_MAX_LENGTH;
  // Over the limit, no save can go through: the status says so at once, not after a try.
  const statusKey = tooLong ? 'refused' : notes.status;
  const status = STATUS_TEXT[statusKey];
  const statusText = statusKey === 'refused' ? refusedText(tooLong, notes.refusal) : status.text;
  const Icon = status.icon;
  return (
    <div className="grid gap-3">
      {notes.otherVersion !== null && <OtherVersionNotice text={notes.otherVersion} onDismiss={notes.dismissOtherVersion} />}
      <Textarea
        value={notes.text}
        onChange={(event) => notes.edit(event.target.value)}
        aria-label="Notes for today"
        aria-invalid={tooLong || undefined}
        aria-describedby={length >= COUNT_FROM ? lengthId : undefined}
        placeholder="What matters today? Priorities, reminders, how you want the day to go..."
        className="min-h-48 resize-y text-[15px]"
      />
      {length >= COUNT_FROM && (
        <p id={lengthId} data-testid="notes-length" className={`text-sm ${tooLong ? 'font-medium text-destructive' : 'text-muted-foreground'}`}>
          {formatCount(length)} of {formatCount(DAILY_PLAN_NOTES_MAX_LENGTH)} characters
          {tooLong && `: remove ${countOf(length - DAILY_PLAN_NOTES_MAX_LENGTH, 'character')} to save them.`}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={`flex items-center gap-1.5 text-sm ${status.className}`} role="status" data-testid="notes-status">
          <Icon className={`size-4 ${statusKey === 'saving' ? 'animate-spin' : ''}`} aria-hidden />
          {statusText}
        </p>
        <Button variant="outline" size="sm" onClick={notes.saveNow}>
          <Save aria-hidden /> Save Now
        </Button>
      </div>
    </div>
  );
}

/** Both tabs' words are in the text; this says so and shows the other version to compare with. */
function OtherVersionNotice({ text, onDismiss }: { text: string; onDismiss(): void }) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-warning-border bg-warning-soft p-3 text-sm text-warning-foreground">
      <p className="font-medium">These notes were also changed in another tab or on another device.</p>
      <p>
        Nothing was lost: where you both changed the same lines, both versions are in your notes, the other one between
        the lines “{OTHER_VERSION_START}” and “{OTHER_VERSION_END}”. Tidy them up when you like.
      </p>
      <details>
        <summary className="cursor-pointer font-medium">Show the other version</summary>
        <Textarea readOnly value={text} aria-label="The other version of the notes" className="mt-2 min-h-32 bg-surface text-[15px]" />
      </details>
      <div>
        <Button variant="outline" size="sm" onClick={onDismiss}>
          Got it
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
