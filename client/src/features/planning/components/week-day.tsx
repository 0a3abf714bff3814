import { Draggable, Droppable } from '@hello-pangea/dnd';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { dayEntries, type DaySlot, type WeekDay } from '@shared/domain/week-plan';
import type { Todo } from '@shared/schemas/todos';
import { cn } from '@/lib/cn';
import { WeekTaskCard } from './week-task-card';

interface WeekDayProps {
  day: WeekDay<Todo>;
  isToday: boolean;
  rootGoalTitleOf(task: Todo): string | null;
  onMove(task: Todo): void;
}

const headingIdOf = (day: WeekDay<Todo>) => `week-day-${day.key}`;
const slotLabel = (slot: DaySlot) => (slot === 'any' ? 'Any time' : `${String(slot).padStart(2, '0')}:00`);

/** A day's section: its heading (today marked) and its tasks, which a drag drops onto (`droppableId` is the day's key). */
function DaySection({ day, isToday, compact, children }: { day: WeekDay<Todo>; isToday: boolean; compact: boolean; children: ReactNode }) {
  const headingId = headingIdOf(day);
  return (
    <section
      aria-labelledby={headingId}
      data-day={day.key}
      className={cn('flex min-w-0 flex-col rounded-lg border bg-surface', isToday ? 'border-primary ring-1 ring-primary' : 'border-border')}
    >
      <h3 id={headingId} className={cn('flex items-center gap-1.5 border-b border-border px-2 py-1.5 text-sm', isToday && 'bg-primary-soft text-primary-soft-foreground')}>
        <span className="sr-only">
          {format(day.date, 'EEEE, MMMM d')}
          {isToday && ', today'}
        </span>
        <span aria-hidden className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="font-semibold">{format(day.date, 'EEE')}</span>
          <span className="text-muted-foreground tabular-nums">{format(day.date, compact ? 'MMM d' : 'd')}</span>
          {isToday && <span className="text-xs font-semibold uppercase tracking-wide">Today</span>}
        </span>
      </h3>
      {children}
    </section>
  );
}

/**
 * A day as a column of the week, drawn by the hour: 'Any time', then each hour of `hours` with the tasks
 * planned in it. The slot headings are rows of the day's list that can't be picked up, so a drop lands
 * under the heading nearest above it (`slotAtDrop`) and the keyboard moves a task past them one by one.
 */
export function WeekDayColumn({ day, hours, isToday, rootGoalTitleOf, onMove }: WeekDayProps & { hours: readonly number[] }) {
  return (
    <DaySection day={day} isToday={isToday} compact={false}>
      <Droppable droppableId={day.key}>
        {(droppable, snapshot) => (
          <ol
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            aria-labelledby={headingIdOf(day)}
            className={cn('flex flex-1 flex-col rounded-b-lg px-1.5 pb-1.5 transition-colors', snapshot.isDraggingOver && 'bg-primary-soft/50')}
          >
            {dayEntries(day.tasks, hours).map((entry, index) =>
              entry.kind === 'task' ? (
                <WeekTaskCard
                  key={entry.task.id}
                  task={entry.task}
                  index={index}
                  rootGoalTitle={rootGoalTitleOf(entry.task)}
                  namesAnyTime={false}
                  keyboardDraggable
                  onMove={onMove}
                />
              ) : (
                <Draggable key={`slot-${entry.slot}`} draggableId={`${day.key}-slot-${entry.slot}`} index={index} isDragDisabled>
                  {(provided) => (
                    <li
                      ref={provided.innerRef}
                      {...provided.draggableProps}
                      aria-hidden
                      data-slot={entry.slot}
                      className="flex h-6 items-center gap-1.5 text-[11px] font-medium text-muted-foreground"
                    >
                      <span className="tabular-nums">{slotLabel(entry.slot)}</span>
                      <span className="h-px flex-1 bg-border" />
                    </li>
                  )}
                </Draggable>
              ),
            )}
            {droppable.placeholder}
          </ol>
        )}
      </Droppable>
    </DaySection>
  );
}

/** A day of the week stacked as an agenda (narrow screens): its tasks by time; a drop moves a task to the day and keeps its time. */
export function WeekDayAgenda({ day, isToday, rootGoalTitleOf, onMove }: WeekDayProps) {
  return (
    <DaySection day={day} isToday={isToday} compact>
      <Droppable droppableId={day.key}>
        {(droppable, snapshot) => (
          <div className={cn('relative rounded-b-lg p-1.5 transition-colors', snapshot.isDraggingOver && 'bg-primary-soft/50')}>
            <ul ref={droppable.innerRef} {...droppable.droppableProps} aria-labelledby={headingIdOf(day)} className="flex min-h-10 flex-col">
              {day.tasks.map((task, index) => (
                <WeekTaskCard
                  key={task.id}
                  task={task}
                  index={index}
                  rootGoalTitle={rootGoalTitleOf(task)}
                  namesAnyTime
                  keyboardDraggable={false}
                  onMove={onMove}
                />
              ))}
              {droppable.placeholder}
            </ul>
            {day.tasks.length === 0 && !snapshot.isDraggingOver && (
              <p className="pointer-events-none absolute inset-0 grid place-items-center text-xs text-muted-foreground">Nothing planned</p>
            )}
          </div>
        )}
      </Droppable>
    </DaySection>
  );
}
