import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TaskQuickAdd } from '@/features/quick-add';

/** Q on any page: one line to capture a task, read as quick add reads it ('Call the physio tomorrow 9am !high #marathon 2p'). */
export function QuickAddDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[12vh] max-w-2xl translate-y-0 @container">
        <DialogHeader>
          <DialogTitle>Quick add a task</DialogTitle>
          <DialogDescription>
            Type a date or time, <span className="font-medium text-foreground">!high</span>,{' '}
            <span className="font-medium text-foreground">#goal</span> and{' '}
            <span className="font-medium text-foreground">2p</span> for two pomodoros; due today otherwise.
          </DialogDescription>
        </DialogHeader>
        <TaskQuickAdd dayOffset={0} placeholder="Add a task…" autoFocus onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
