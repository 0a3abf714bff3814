import { useId, useState, type ReactNode } from 'react';
import { countOf } from '@shared/domain/plural';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCarryOver, useCarryOverChoices } from '../carry-over';
import { longDate } from './day-navigation';

interface CarryOverDialogProps {
  /** The day shown, whose unfinished work is carried. */
  date: string;
  nextDay: string;
  /** The day's notes as they are in the editor now, saved or not. */
  notes: string;
  onClose(): void;
  goToNextDay(): void;
}

/** 'Carry over': the day's unfinished lines and open tasks, each a choice, to the next day. */
export function CarryOverDialog(props: CarryOverDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <CarryOverChoices {...props} />
      </DialogContent>
    </Dialog>
  );
}

function CarryOverChoices({ date, nextDay, notes, onClose, goToNextDay }: CarryOverDialogProps) {
  const { lines, moving, comingBack, tasksLoading, tasksError } = useCarryOverChoices(date, notes);
  const carryOver = useCarryOver(nextDay, goToNextDay);
  // Unset: chosen when there is something to carry (the tasks arrive after the dialog opens).
  const [linesChosen, setLinesChosen] = useState<boolean | null>(null);
  const [tasksChosen, setTasksChosen] = useState<boolean | null>(null);
  const carryLines = lines.length > 0 && (linesChosen ?? true);
  const carryTasks = moving.length > 0 && (tasksChosen ?? true);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Carry over to {longDate(nextDay)}</DialogTitle>
        <DialogDescription>What this day left undone goes to the next day. Nothing here is removed.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <Choice
          label={`Unfinished lines (${lines.length})`}
          hint={lines.length === 0 ? 'Every line of these notes is done, or there are none.' : 'Added to the end of that day’s notes, unless they are there already.'}
          checked={carryLines}
          disabled={lines.length === 0}
          onChange={setLinesChosen}
        >
          <Preview label="Unfinished lines" items={lines} />
        </Choice>
        <Choice
          label={tasksLoading ? 'Unfinished tasks' : `Unfinished tasks (${moving.length})`}
          hint={
            tasksError
              ? 'The tasks could not be loaded. Close this and try again.'
              : tasksLoading
                ? 'Looking for open tasks…'
                : moving.length === 0
                  ? 'No open tasks on this day.'
                  : 'Moved to that day; completed, failed and skipped tasks stay.'
          }
          checked={carryTasks}
          disabled={moving.length === 0}
          onChange={setTasksChosen}
        >
          {tasksLoading && <Spinner />}
          <Preview label="Unfinished tasks" items={moving.map((task) => task.title)} />
          {comingBack.length > 0 && (
            <p className="text-xs text-muted-foreground">Not moved: {countOf(comingBack.length, 'repeating task')} that the next day has anyway.</p>
          )}
        </Choice>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!carryLines && !carryTasks}
          pending={carryOver.isPending}
          onClick={() =>
            carryOver.mutate(
              { lines: carryLines ? lines : [], taskIds: carryTasks ? moving.map((task) => task.id) : [] },
              { onSuccess: onClose },
            )
          }
        >
          Carry over
        </Button>
      </DialogFooter>
    </>
  );
}

function Choice(props: { label: string; hint: string; checked: boolean; disabled: boolean; onChange(checked: boolean): void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={(checked) => props.onChange(checked === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={id}>{props.label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
        {props.children}
      </div>
    </div>
  );
}

/** What a choice carries, line by line, in a box that scrolls when long. */
function Preview({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={label}
      // Scrolls when long, so it must be reachable by keyboard.
      tabIndex={0}
      className="grid max-h-32 gap-0.5 overflow-y-auto rounded-md border border-border bg-muted/40 px-2.5 py-1.5 text-sm [overflow-wrap:anywhere]"
    >
      {items.map((item, index) => (
        <li key={index} dir="auto" className="whitespace-pre-wrap">
          {item}
        </li>
      ))}
    </ul>
  );
}
