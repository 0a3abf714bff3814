import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { applyUpdate, isUpdateReady, subscribeToUpdate } from '@/lib/service-worker';

/**
 * Decision 26: a new version of the app waits until the person reloads. A region of its own rather
 * than a toast, so it stays until they choose (toasts close themselves), and it never takes focus
 * from what they are typing.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
  if (!ready) return null;
  return (
    <section
      aria-label="Update available"
      className="fixed inset-x-3 bottom-3 z-[90] flex items-center gap-3 rounded-card border border-border bg-surface p-3 pl-4 text-sm text-foreground shadow-lg sm:inset-x-auto sm:left-4 sm:max-w-sm"
    >
      <RefreshCw className="size-4 shrink-0 text-primary" aria-hidden />
      <p role="status" className="min-w-0 flex-1">
        Update available
      </p>
      <Button size="sm" onClick={applyUpdate}>
        Reload
      </Button>
    </section>
  );
}
