import { CheckCircle2, CloudOff, Copy, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge, badgeButtonClasses } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { dismissRefused, useOutboxStatus } from '@/lib/outbox/outbox';
import type { RefusedChange } from '@/lib/outbox/queued-change';
import { syncStatusText } from './sync-status-text';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'Your text is on the clipboard.', variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'destructive' });
  }
}

function RefusedItem({ change }: { change: RefusedChange }) {
  return (
    <li className="grid gap-2 rounded-md border border-border p-3" data-testid="refused-change">
      <p className="font-medium break-words">{change.label}</p>
      <p className="text-sm text-destructive-text break-words">{change.reason}</p>
      {change.text && (
        <textarea
          readOnly
          aria-label={`Your text of ${change.label}`}
          value={change.text}
          rows={Math.min(6, change.text.split('\n').length + 1)}
          className="w-full resize-y rounded-md border border-input bg-muted p-2 text-sm"
        />
      )}
      <div className="flex flex-wrap gap-2">
        {change.text && (
          <Button size="sm" variant="outline" onClick={() => void copyText(change.text ?? '')}>
            <Copy className="size-3.5" aria-hidden />
            Copy text
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => void dismissRefused(change.id)}>
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/** The changes the server refused when they were sent after being kept offline, each with the person's text. */
function RefusedChanges({ refused }: { refused: readonly RefusedChange[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open && refused.length > 0} onOpenChange={setOpen}>
      <DialogTrigger className={badgeButtonClasses('danger')}>
        <TriangleAlert className="size-3.5" aria-hidden />
        <span className="sm:hidden">{refused.length} not saved</span>
        <span className="hidden sm:inline">{refused.length === 1 ? 'Not saved: 1 change' : `Not saved: ${refused.length} changes`}</span>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Changes that were not saved</DialogTitle>
          <DialogDescription>
            These were made while offline, and Stepwise could not save them when the connection came back. Your text is
            kept here: copy it to use it again.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {refused.map((change) => (
            <RefusedItem key={change.id} change={change} />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

/** The header's word on this device's changes (decision 28). */
export function SyncStatus() {
  const status = useOutboxStatus();
  const words = syncStatusText(status);
  const Icon = status.replaying ? LoaderCircle : !status.online || status.waiting > 0 ? CloudOff : CheckCircle2;
  return (
    <div className="ml-auto flex min-w-0 items-center gap-2">
      {status.refused.length > 0 && <RefusedChanges refused={status.refused} />}
      <div role="status" className="min-w-0">
        {words && (
          <Badge tone={status.online && status.waiting === 0 ? 'success' : 'warning'} data-testid="sync-status">
            <Icon className={status.replaying ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden />
            <span className="sm:hidden">{words.short}</span>
            <span className="hidden sm:inline">{words.text}</span>
          </Badge>
        )}
      </div>
    </div>
  );
}
