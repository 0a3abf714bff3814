import { Command } from 'cmdk';
import { CalendarClock, Keyboard, Pause, Play, Plus, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { NAVIGATION } from '@/lib/navigation';
import { KeyChips } from './shortcuts-dialog';
import { keysFor } from './shortcuts';

/** The actions the palette offers beside the pages; each closes the palette first. */
export interface PaletteActions {
  newTask(): void;
  newGoal(): void;
  toggleTimer(): void;
  timerRunning: boolean;
  /** Present when there are unfinished tasks from earlier days to move. */
  moveExpiredToToday?: { count: number; run(): void };
  showShortcuts(): void;
}

const itemClasses =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none data-[selected=true]:bg-primary-soft data-[selected=true]:text-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';
const groupClasses = '[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';

function Item({ icon, label, keys, keywords, onSelect }: { icon: ReactNode; label: string; keys?: readonly string[]; keywords?: string[]; onSelect(): void }) {
  return (
    <Command.Item value={label} keywords={keywords} onSelect={onSelect} className={itemClasses}>
      {icon}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {keys && <KeyChips keys={keys} />}
    </Command.Item>
  );
}

/** Ctrl/⌘K: go to any page or run an action, by typing part of its name. */
export function CommandPalette({ open, onOpenChange, actions }: { open: boolean; onOpenChange(open: boolean): void; actions: PaletteActions }) {
  const [, navigate] = useLocation();
  const run = (action: () => void) => () => {
    onOpenChange(false);
    action();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:p-0" aria-describedby={undefined}>
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <Command label="Command palette" loop className="flex max-h-[min(28rem,70dvh)] flex-col">
          <Command.Input
            autoFocus
            placeholder="Type a command or a page…"
            className="h-12 w-full border-b border-border bg-transparent pl-4 pr-12 text-base outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="overflow-y-auto p-1.5">
            <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">Nothing matches.</Command.Empty>
            <Command.Group heading="Actions" className={groupClasses}>
              <Item icon={<Plus />} label="New task" keys={keysFor('New task')} keywords={['add', 'todo']} onSelect={run(actions.newTask)} />
              <Item icon={<Target />} label="New goal" keywords={['add', 'create']} onSelect={run(actions.newGoal)} />
              <Item
                icon={actions.timerRunning ? <Pause /> : <Play />}
                label={actions.timerRunning ? 'Pause the timer' : 'Start the timer'}
                keywords={['pomodoro', 'focus']}
                onSelect={run(actions.toggleTimer)}
              />
              {actions.moveExpiredToToday && (
                <Item
                  icon={<CalendarClock />}
                  label={`Move all expired tasks to today (${actions.moveExpiredToToday.count})`}
                  keywords={['reschedule', 'overdue']}
                  onSelect={run(actions.moveExpiredToToday.run)}
                />
              )}
              <Item icon={<Keyboard />} label="Keyboard shortcuts" keys={['?']} keywords={['help', 'keys']} onSelect={run(actions.showShortcuts)} />
            </Command.Group>
            <Command.Group heading="Go to" className={groupClasses}>
              {NAVIGATION.map((link) => (
                <Item
                  key={link.href}
                  icon={<link.icon aria-hidden />}
                  label={link.label}
                  keys={keysFor(link.label === 'Pomodoro' ? 'Pomodoro (focus)' : link.label)}
                  keywords={['go', 'page']}
                  onSelect={run(() => navigate(link.href))}
                />
              ))}
            </Command.Group>
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
