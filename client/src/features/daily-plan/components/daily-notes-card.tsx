import { CheckCircle2, CircleAlert, Clock, Forward, LoaderCircle, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { OTHER_VERSION_END, OTHER_VERSION_START } from '@shared/domain/merge-text';
import { neighbourDay, relativeDayName } from '@shared/domain/plan-day';
import { countOf, formatCount } from '@shared/domain/plural';
import { DAILY_PLAN_NOTES_MAX_LENGTH } from '@shared/domain/field-limits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import type { SaveStatus } from '../notes-saver';
import { useDailyPlanNotes } from '../use-daily-plan-notes';
import { CarryOverDialog } from './carry-over-dialog';
import { DayNavigation, longDate, type GoToDay } from './day-navigation';

const STATUS_TEXT: Record<SaveStatus, { text: string; icon: typeof Clock; className: string }> = {
  dirty: { text: 'Auto-saves in 3 seconds...', icon: Clock, className: 'text-warning-foreground' },
  saving: { text: 'Saving...', icon: LoaderCircle, className: 'text-muted-foreground' },
  clean: { text: 'All changes saved', icon: CheckCircle2, className: 'text-success' },
  failed: { text: 'Save failed. Retrying shortly; your text is kept here.', icon: CircleAlert, className: 'text-destructive' },
  refused: { text: 'Not saved. Your text is kept here.', icon: CircleAlert, className: 'text-destructive' },
};

/** From this length on, the card shows how much room is left. */
const COUNT_FROM = DAILY_PLAN_NOTES_MAX_LENGTH * 0.9;

/** Why nothing is saved: the length, or the server's own words. */
function refusedText(tooLong: boolean, refusal: string | null): string {
  if (tooLong) return 'Not saved: your notes are too long. Your text is kept here.';
  return refusal ? `Not saved: ${refusal}. Your text is kept here.` : STATUS_TEXT.refused.text;
}

/** 'Notes for today', 'Notes for yesterday', 'Notes for Friday, November 27, 2026'. */
function notesLabel(date: string, today: string): string {
  const name = relativeDayName(date, today);
  return `Notes for ${name ? name.toLowerCase() : longDate(date)}`;
}

/** Placeholders that fit the day: looking back, planning today, or writing ahead. */
function placeholderFor(date: string, today: string): string {
  if (date < today) return 'How did the day go? What is left to do?';
  if (date > today) return 'What should this day hold? Plan it ahead...';
  return 'What matters today? Priorities, reminders, how you want the day to go...';
}

interface NotesEditorProps {
  date: string;
  today: string;
  userId: number;
  onGo: GoToDay;
}

function NotesEditor({ date, today, userId, onGo }: NotesEditorProps) {
  const { state, day } = useDailyPlanNotes(date, userId);
  const [carrying, setCarrying] = useState(false);
  const lengthId = useId();
  if (!state || !day) return <Skeleton className="h-48" />;
  const length = state.text.length;
  const tooLong = length > DAILY_PLAN_NOTES_MAX_LENGTH;
  // Over the limit, no save can go through: the status says so at once, not after a try.
  const statusKey = tooLong ? 'refused' : state.status;
  const status = STATUS_TEXT[statusKey];
  const statusText = statusKey === 'refused' ? refusedText(tooLong, state.refusal) : status.text;
  const Icon = status.icon;
  const nextDay = neighbourDay(date, 1);
  return (
    <div className="grid gap-3">
      {state.otherVersion !== null && <OtherVersionNotice text={state.otherVersion} onDismiss={() => day.dismissOtherVersion()} />}
      <Textarea
        value={state.text}
        onChange={(event) => day.edit(event.target.value)}
        aria-label={notesLabel(date, today)}
        aria-invalid={tooLong || undefined}
        aria-describedby={length >= COUNT_FROM ? lengthId : undefined}
        placeholder={placeholderFor(date, today)}
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
        <div className="flex flex-wrap gap-2">
          {nextDay && (
            <Button variant="outline" size="sm" onClick={() => setCarrying(true)}>
              <Forward aria-hidden /> Carry over
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => day.saveNow()}>
            <Save aria-hidden /> Save Now
          </Button>
        </div>
      </div>
      {carrying && nextDay && (
        <CarryOverDialog date={date} nextDay={nextDay} notes={state.text} onClose={() => setCarrying(false)} goToNextDay={() => onGo(nextDay)} />
      )}
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

/**
 * The free-text plan of one day, today by default, with the way to the days before and after. Each day
 * gets an editor of its own (`key`), so nothing typed for one day is ever saved as another's.
 */
export function DailyNotesCard({ date, today, onGo }: { date: string; today: string; onGo: GoToDay }) {
  const { data: user } = useCurrentUser();
  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>Daily Planning</CardTitle>
        <DayNavigation date={date} today={today} onGo={onGo} />
      </CardHeader>
      <CardContent>{user && <NotesEditor key={date} date={date} today={today} userId={user.id} onGo={onGo} />}</CardContent>
    </Card>
  );
}
