import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SHORTCUT_HELP, type ShortcutHelp } from './shortcuts';

const GROUPS: ShortcutHelp['group'][] = ['General', 'Go to', 'Task rows'];

export function KeyChips({ keys }: { keys: readonly string[] }) {
  return (
    <span className="flex shrink-0 items-center gap-1">
      {keys.map((key) => (
        <kbd key={key} className="min-w-6 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-sans text-xs font-medium text-foreground">
          {key}
        </kbd>
      ))}
    </span>
  );
}

/** `?`: every shortcut, by group. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="shortcuts-description">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription id="shortcuts-description">None of them acts while you type in a field.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {GROUPS.map((group) => (
            <section key={group} aria-labelledby={`shortcuts-${group}`}>
              <h3 id={`shortcuts-${group}`} className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {group}
              </h3>
              <dl className="grid gap-1.5">
                {SHORTCUT_HELP.filter((shortcut) => shortcut.group === group).map((shortcut) => (
                  <div key={shortcut.description} className="flex items-center justify-between gap-3 text-sm">
                    <dt className="min-w-0">{shortcut.description}</dt>
                    <dd>
                      <KeyChips keys={shortcut.keys} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
