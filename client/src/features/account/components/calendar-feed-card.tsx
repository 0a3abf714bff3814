import { CalendarOff, CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { format } from 'date-fns';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { messageOf } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { useCalendarFeed, useCreateCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed';

/**
 * The private calendar link: made here, shown once, replaced or turned off. Calendar apps subscribe to
 * it and show the person's tasks and goal deadlines.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  /** The link just made: the server keeps only its hash, so this page is the one place it is shown. */
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);

  const createLink = (onDone?: () => void) =>
    create.mutate(undefined, {
      onSuccess: ({ url }) => {
        setCreatedUrl(url);
        onDone?.();
      },
    });
  const createAction: LinkAction = {
    run: createLink,
    pending: create.isPending,
    error: create.error,
    reset: create.reset,
    failureTitle: 'Could not create the calendar link',
  };
  const turnOffAction: LinkAction = {
    run: (onDone) =>
      turnOff.mutate(undefined, {
        onSuccess: () => {
          setCreatedUrl(null);
          onDone();
          toast({ title: 'Calendar feed turned off', description: 'The link no longer works.', variant: 'success' });
        },
      }),
    pending: turnOff.isPending,
    error: turnOff.error,
    reset: turnOff.reset,
    failureTitle: 'Could not turn off the calendar feed',
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          See your tasks and goal deadlines in Google Calendar, Apple Calendar or Thunderbird. Your calendar app subscribes to
          a private link and keeps them up to date.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {feed.isPending ? (
          <div className="grid gap-2" aria-busy>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-48" />
          </div>
        ) : feed.isError ? (
          <div className="grid gap-3">
            <ErrorAlert title="Could not load your calendar link">{messageOf(feed.error, 'Please try again.')}</ErrorAlert>
            <div>
              <Button variant="outline" onClick={() => void feed.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-4">
            {createdUrl && <NewLink url={createdUrl} />}
            {feed.data?.active ? (
              <ActiveLink createdAt={feed.data.createdAt} timeZone={feed.data.timeZone} replace={createAction} turnOff={turnOffAction} />
            ) : (
              <div className="grid gap-3">
                {create.isError && <ErrorAlert title={createAction.failureTitle}>{messageOf(create.error, 'Please try again.')}</ErrorAlert>}
                <div>
                  <Button onClick={() => createLink()} pending={create.isPending}>
                    <CalendarPlus aria-hidden /> {create.isPending ? 'Creating...' : 'Create calendar link'}
                  </Button>
                </div>
              </div>
            )}
          </div>
        )}
        <HowToSubscribe />
      </CardContent>
    </Card>
  );
}

/** The link just made, to copy now or never. */
function NewLink({ url }: { url: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  // Whoever just made the link wants it next: focus goes to it, the whole link selected.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app.', variant: 'success' });
    } catch {
      field.current?.select();
      toast({ title: 'Could not copy the link', description: 'It is selected: copy it with your keyboard or menu.', variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border border-primary bg-primary-soft p-3 sm:p-4">
      <Label htmlFor={id}>Your calendar link</Label>
      <Textarea
        ref={field}
        id={id}
        readOnly
        rows={3}
        value={url}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
        // A link has no spaces to wrap at: it breaks anywhere inside its field, whatever the screen's width.
        className="min-h-0 resize-none break-all font-mono text-xs"
      />
      <p id={`${id}-hint`} className="text-sm text-primary-soft-foreground">
        Copy this link now: for your privacy Stepwise keeps only a fingerprint of it. Anyone with the link can see your tasks.
      </p>
      <div>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy link
        </Button>
      </div>
    </div>
  );
}

/** Something done to the link after a question, and how it went. */
interface LinkAction {
  /** Calls `onDone` once it succeeded. */
  run(onDone: () => void): void;
  pending: boolean;
  error: Error | null;
  /** Forgets a failure. */
  reset(): void;
  failureTitle: string;
}

interface ActiveLinkProps {
  createdAt: string | null;
  timeZone: string | null;
  replace: LinkAction;
  turnOff: LinkAction;
}

/** A link is active: since when, in which zone, and the two things to do with it. */
function ActiveLink({ createdAt, timeZone, replace, turnOff }: ActiveLinkProps) {
  const here = browserTimeZone();
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Your calendar link is active{createdAt && ` since ${format(new Date(createdAt), 'MMM d, yyyy')}`}. Days and planned
        times are read in <span className="font-medium">{timeZone}</span>
        {timeZone !== here && <>; this device is in {here} now, which a new link would use</>}.
      </p>
      <div className="flex flex-wrap gap-2">
        <ConfirmAction
          trigger={
            <>
              <RefreshCw aria-hidden /> Create a new link
            </>
          }
          title="Create a new calendar link?"
          description="The link you use now stops working at once. Calendars subscribed to it stop updating until you subscribe them to the new link."
          confirm={replace.pending ? 'Creating...' : 'Create new link'}
          action={replace}
        />
        <ConfirmAction
          trigger={
            <>
              <CalendarOff aria-hidden /> Turn off
            </>
          }
          title="Turn off the calendar feed?"
          description="The link stops working at once, and calendars subscribed to it stop updating. Remove the subscription in your calendar app to clear the events it shows."
          confirm={turnOff.pending ? 'Turning off...' : 'Turn off'}
          action={turnOff}
          destructive
        />
      </div>
    </div>
  );
}

interface ConfirmActionProps {
  trigger: ReactNode;
  title: string;
  description: string;
  confirm: string;
  action: LinkAction;
  destructive?: boolean;
}

/** A button that asks first, and stays open with the reason when the action fails. */
function ConfirmAction({ trigger, title, description, confirm, action, destructive = false }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (!isOpen) action.reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant={destructive ? 'outline' : 'secondary'}>{trigger}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {action.error && <ErrorAlert title={action.failureTitle}>{messageOf(action.error, 'Please try again.')}</ErrorAlert>}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant={destructive ? 'destructive' : 'primary'} pending={action.pending} onClick={() => action.run(() => setOpen(false))}>
            {confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const APPS = [
  { name: 'Google Calendar', steps: 'On a computer, open Other calendars › + › From URL, paste the link and choose Add calendar.' },
  { name: 'Apple Calendar', steps: 'Choose File › New Calendar Subscription, paste the link and choose Subscribe.' },
  { name: 'Thunderbird', steps: 'Choose New Calendar › On the Network, paste the link as the location and choose Find Calendars.' },
];

function HowToSubscribe() {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Add it to your calendar</h3>
      <dl className="grid gap-2 text-sm">
        {APPS.map(({ name, steps }) => (
          <div key={name}>
            <dt className="font-medium">{name}</dt>
            <dd className="text-muted-foreground">{steps}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        Calendar apps check the link for changes on their own schedule: Google Calendar can take several hours.
      </p>
    </div>
  );
}
