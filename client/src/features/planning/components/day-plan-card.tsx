import { format } from 'date-fns';
import type { Priority, Todo } from '@shared/schemas/todos';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useDrawnInSlices } from '@/hooks/use-drawn-in-slices';
import { PlannedTaskItem } from './planned-task-item';

interface DayPlanCardProps {
  title: string;
  day: Date;
  tasks: Todo[];
  emptyText: string;
  footer: string;
  rootGoalTitleOf(task: Todo): string | null;
  priorities?: readonly Priority[];
  onEditTask(task: Todo): void;
}

/** Today's Plan or Tomorrow's Plan: the day's tasks in a 400 px scrolling list. */
export function DayPlanCard({ title, day, tasks, emptyText, footer, rootGoalTitleOf, priorities, onEditTask }: DayPlanCardProps) {
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  const drawn = useDrawnInSlices(tasks.length);
  return (
    <Card aria-labelledby={headingId} className="flex flex-col">
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
        <CardDescription>{format(day, 'EEEE, MMMM d, yyyy')}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <div className="h-[400px] overflow-y-auto rounded-lg border border-border bg-muted/30 p-2" tabIndex={0} aria-label={`${title} tasks`}>
          {tasks.length === 0 ? (
            <p className="px-2 py-8 text-center text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            <ul className="grid gap-1.5">
              {tasks.slice(0, drawn).map((task) => (
                <PlannedTaskItem key={task.id} task={task} rootGoalTitle={rootGoalTitleOf(task)} priorities={priorities} onEdit={onEditTask} />
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <CardFooter className="text-sm text-muted-foreground">{footer}</CardFooter>
    </Card>
  );
}
