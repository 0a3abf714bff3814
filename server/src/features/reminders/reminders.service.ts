import { and, between, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { ReminderClaimInput, ReminderList, ReminderListQuery, ReminderSnoozeInput } from '@shared/schemas/reminders';
import type { Database } from '../../db/client';
import { goals, todos } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ensureOccurrences, isOpenTask } from '../recurrence/occurrences';

const DAY_MS = 86_400_000;
/** A task's reminder falls within a day of its due moment; a goal's up to a year before its deadline. */
const TASK_SLACK_MS = DAY_MS;
const GOAL_REACH_MS = 366 * DAY_MS;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The person's open tasks with a reminder and a planned time due around the window, and their open goals
 * with a reminder whose deadline is near enough for it to fall in the window. The device works out the
 * moments in the person's own time zone (decision 25).
 */
export async function listReminders(db: Database, userId: number, { from, to }: ReminderListQuery): Promise<ReminderList> {
  await ensureOccurrences(db, userId);
  const [taskRows, goalRows] = await Promise.all([
    db
      .select({
        id: todos.id,
        title: todos.title,
        dueDate: todos.dueDate,
        plannedTime: todos.plannedTime,
        reminderMinutesBefore: todos.reminderMinutesBefore,
        goalId: todos.goalId,
        shownFor: todos.reminderShownFor,
        snoozedUntil: todos.reminderSnoozedUntil,
      })
      .from(todos)
      .where(
        and(
          eq(todos.userId, userId),
          between(todos.dueDate, new Date(from.getTime() - TASK_SLACK_MS), new Date(to.getTime() + TASK_SLACK_MS)),
          isNotNull(todos.reminderMinutesBefore),
          isNotNull(todos.plannedTime),
          isOpenTask,
        ),
      )
      .orderBy(todos.dueDate, todos.id),
    db
      .select({
        id: goals.id,
        title: goals.title,
        deadline: goals.deadline,
        reminderDaysBefore: goals.reminderDaysBefore,
        shownFor: goals.reminderShownFor,
        snoozedUntil: goals.reminderSnoozedUntil,
      })
      .from(goals)
      .where(
        and(
          eq(goals.userId, userId),
          between(goals.deadline, new Date(from.getTime() - DAY_MS), new Date(to.getTime() + GOAL_REACH_MS)),
          isNotNull(goals.reminderDaysBefore),
          lt(goals.progress, 100),
        ),
      )
      .orderBy(goals.deadline, goals.id),
  ]);
  return {
    tasks: taskRows.map((row) => ({
      ...row,
      dueDate: row.dueDate.toISOString(),
      plannedTime: row.plannedTime!,
      reminderMinutesBefore: row.reminderMinutesBefore!,
      shownFor: iso(row.shownFor),
      snoozedUntil: iso(row.snoozedUntil),
    })),
    goals: goalRows.map((row) => ({
      ...row,
      deadline: row.deadline.toISOString(),
      reminderDaysBefore: row.reminderDaysBefore!,
      shownFor: iso(row.shownFor),
      snoozedUntil: iso(row.snoozedUntil),
    })),
  };
}

const tableOf = (kind: ReminderClaimInput['kind']) => (kind === 'task' ? todos : goals);

/**
 * Marks the moment shown, for the first device that asks: one conditional update, so two tabs or
 * devices asking at once can't both win. Neither this nor a snooze is an edit of the task or goal, so
 * neither raises its version (an open form stays current).
 */
export async function claimReminder(db: Database, userId: number, { kind, id, moment }: ReminderClaimInput): Promise<boolean> {
  const table = tableOf(kind);
  const claimed = await db
    .update(table)
    .set({ reminderShownFor: moment })
    .where(and(eq(table.id, id), eq(table.userId, userId), sql`${table.reminderShownFor} is distinct from ${moment.toISOString()}::timestamptz`))
    .returning({ id: table.id });
  if (claimed.length > 0) return true;
  const [exists] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.userId, userId)));
  if (!exists) throw notFound(kind === 'task' ? 'Task' : 'Goal');
  return false;
}

/** Shows the reminder again at `until`, on whichever device claims that moment first. */
export async function snoozeReminder(db: Database, userId: number, { kind, id, until }: ReminderSnoozeInput): Promise<void> {
  const table = tableOf(kind);
  const snoozed = await db
    .update(table)
    .set({ reminderSnoozedUntil: until })
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (snoozed.length === 0) throw notFound(kind === 'task' ? 'Task' : 'Goal');
}
