// Recurring tasks: making a series, changing it 'this and following', ending it. docs/decisions/0020.
import { and, eq, gte, gt, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  dayBefore,
  nextOccurrence,
  occurrenceDates,
  parseRRuleText,
  repeatRuleIssues,
  toRRuleText,
} from '@shared/domain/recurrence';
import { resolveTodoStatusChange } from '@shared/domain/todo-status';
import { addDaysToKey, zonedDateKey } from '@shared/domain/zoned-days';
import type { RepeatInput, Todo, TodoCreateInput, TodoUpdateInput } from '@shared/schemas/todos';
import type { Database, Transaction } from '../../db/client';
import { taskSeries, todos } from '../../db/schema';
import { HttpError, notFound, staleChange } from '../../http/errors';
import { lockGoalRules, reopenGoalsWithOpenWork } from '../goals/goal-reopening';
import { refreshHabitProgress } from '../goals/goal-progress';
import { findOwnedGoal } from '../goals/goals.service';
import { todoColumns, toTodoDto } from '../todos/todo-dto';
import { descriptionAndPomodoros } from '../todos/todo-fields';
import { forgetOccurrenceCheck, isOpenTask, makeOccurrences, seriesColumns, windowEnd, type SeriesRow } from './occurrences';

/**
 * The rule text, once it is known to suit the first day: field messages (as the form shows them,
 * under `repeat.<field>`) for an interval of 0, an end before the start, February 31st.
 */
function checkedRule(repeat: RepeatInput, startDate: string): string {
  const rule = parseRRuleText(repeat.rule, startDate);
  const issues = rule ? repeatRuleIssues(rule, startDate) : [{ field: 'rule', message: 'Choose how the task repeats' }];
  if (issues.length > 0) {
    const fieldErrors = Object.fromEntries(issues.map((issue) => [`repeat.${issue.field}`, [issue.message]]));
    throw new HttpError(400, issues[0]!.message, { fieldErrors });
  }
  return toRRuleText(rule!);
}

function firstDayOf(rule: string, startDate: string): string {
  const first = nextOccurrence(rule, startDate, startDate);
  if (first === null) {
    const message = 'This rule falls on no day: let it end later';
    throw new HttpError(400, message, { fieldErrors: { 'repeat.end': [message] } });
  }
  return first;
}

/** What a change sets on a series and on the tasks it makes: the fields every occurrence starts with. */
function templateChanges(input: TodoUpdateInput) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...descriptionAndPomodoros(input.description, input.pomodoros),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.plannedTime !== undefined && { plannedTime: input.plannedTime }),
    ...(input.reminderMinutesBefore !== undefined && { reminderMinutesBefore: input.reminderMinutesBefore }),
    ...(input.goalId !== undefined && { goalId: input.goalId }),
  };
}

const bumpTodoVersion = { version: sql`${todos.version} + 1` };

async function lockSeries(tx: Transaction, userId: number, seriesId: number): Promise<SeriesRow> {
  const [series] = await tx
    .select(seriesColumns)
    .from(taskSeries)
    .where(and(eq(taskSeries.id, seriesId), eq(taskSeries.userId, userId)))
    .for('update');
  if (!series) throw new Error('a task names a series that is missing');
  return series;
}

/** Ends the series after `lastDay` (never later than it already ended): it makes no task after it. */
async function endSeries(tx: Transaction, series: SeriesRow, lastDay: string): Promise<void> {
  const floor = dayBefore(series.startDate);
  let endDate = lastDay < floor ? floor : lastDay;
  if (series.endDate !== null && series.endDate < endDate) endDate = series.endDate;
  await tx
    .update(taskSeries)
    .set({ endDate, version: sql`${taskSeries.version} + 1` })
    .where(and(eq(taskSeries.id, series.id), eq(taskSeries.userId, series.userId)));
  series.endDate = endDate;
}

interface SeriesStart {
  userId: number;
  rule: string;
  startDate: string;
  timeZone: string;
  previousId: number | null;
  template: Pick<SeriesRow, 'title' | 'description' | 'priority' | 'plannedTime' | 'goalId' | 'pomodoros' | 'reminderMinutesBefore'>;
}

async function insertSeries(tx: Transaction, start: SeriesStart): Promise<SeriesRow> {
  const [series] = await tx
    .insert(taskSeries)
    .values({
      userId: start.userId,
      rule: start.rule,
      startDate: start.startDate,
      timeZone: start.timeZone,
      previousId: start.previousId,
      generatedThrough: dayBefore(start.startDate),
      ...start.template,
    })
    .returning(seriesColumns);
  forgetOccurrenceCheck(start.userId);
  return series!;
}

async function readTask(tx: Transaction, userId: number, todoId: number): Promise<Todo> {
  const [row] = await tx
    .select(todoColumns)
    .from(todos)
    .where(and(eq(todos.id, todoId), eq(todos.userId, userId)));
  if (!row) throw notFound('Task');
  return toTodoDto(row);
}

/** An open task under a goal may be open work under a complete one, which then reopens. */
async function reopenForOpenTask(tx: Transaction, userId: number, task: Todo): Promise<void> {
  if (task.goalId !== null && !task.completed && !task.failed && !task.skipped) await reopenGoalsWithOpenWork(tx, userId, task.goalId);
}

/**
 * Gives the series' open tasks from `day` on the changed fields; a new planned time moves each to
 * that time on its own day, in the series' time zone (a task moved to another day goes back to its own).
 */
async function applyToOpenTasksFrom(tx: Transaction, series: SeriesRow, day: string, template: ReturnType<typeof templateChanges>) {
  if (Object.keys(template).length === 0) return;
  const plannedTime = template.plannedTime;
  await tx
    .update(todos)
    .set({
      ...template,
      ...(plannedTime !== undefined && {
        dueDate: sql`(${todos.occurrenceDate} + ${plannedTime ?? '12:00'}::time) at time zone ${series.timeZone}`,
      }),
      ...bumpTodoVersion,
    })
    .where(and(eq(todos.seriesId, series.id), gte(todos.occurrenceDate, day), isOpenTask));
}

/**
 * Creates a recurring task: a series from the due day in the person's time zone, and its tasks for
 * the window ahead. Answers with the series' first task, which is on a later day when the rule
 * doesn't fall on the due day (weekly on Mondays, made on a Sunday).
 */
export async function createRecurringTodo(db: Database, userId: number, input: TodoCreateInput, repeat: RepeatInput): Promise<Todo> {
  const startDate = zonedDateKey(input.dueDate, repeat.timeZone);
  const rule = checkedRule(repeat, startDate);
  const firstDay = firstDayOf(rule, startDate);
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockGoalRules(tx, userId, { habitRates: true });
    if (input.goalId != null) await findOwnedGoal(tx, userId, input.goalId);
    const extracted = descriptionAndPomodoros(input.description, input.pomodoros);
    const series = await insertSeries(tx, {
      userId,
      rule,
      startDate: firstDay,
      timeZone: repeat.timeZone,
      previousId: null,
      template: {
        title: input.title,
        description: extracted.description ?? null,
        priority: input.priority,
        plannedTime: input.plannedTime ?? null,
        goalId: input.goalId ?? null,
        pomodoros: extracted.pomodoros ?? 1,
        reminderMinutesBefore: input.reminderMinutesBefore ?? null,
      },
    });
    const through = windowEnd(series, now);
    await makeOccurrences(tx, series, firstDay, through > firstDay ? through : firstDay);
    const [first] = await tx
      .select({ id: todos.id })
      .from(todos)
      .where(and(eq(todos.seriesId, series.id), eq(todos.occurrenceDate, firstDay)));
    const status = resolveTodoStatusChange(input);
    if (status.completed || status.failed) {
      await tx
        .update(todos)
        .set({ ...status, completedAt: status.completed ? now : null })
        .where(eq(todos.id, first!.id));
    }
    if (series.goalId !== null) await refreshHabitProgress(tx, userId, series.goalId);
    const task = await readTask(tx, userId, first!.id);
    await reopenForOpenTask(tx, userId, task);
    return task;
  });
}

/**
 * Changes a task of a series for this one and the following ones, or changes how a task repeats:
 * - a rule for a task that has none (or whose series has ended) starts a series from its day;
 * - a rule of null ends the series before this task, which stays as a one-off;
 * - a new rule ends the series the day before this task and starts one that continues it from this
 *   task's day: the later tasks move to the new series where they fall on its days or are settled
 *   already, other open ones go, and the edited task stays whatever day it is on;
 * - other fields change the series, this task and its later open tasks (past ones are never rewritten).
 * The status, the due date and `delayed` are this task's own.
 */
export async function changeRecurringTodo(db: Database, userId: number, todoId: number, input: TodoUpdateInput): Promise<Todo> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockGoalRules(tx, userId, { habitRates: true });
    if (input.goalId != null) await findOwnedGoal(tx, userId, input.goalId);
    const [task] = await tx
      .select(todoColumns)
      .from(todos)
      .where(and(eq(todos.id, todoId), eq(todos.userId, userId)))
      .for('update');
    if (!task) throw notFound('Task');
    if (input.version !== undefined && input.version !== task.version) throw staleChange('task', toTodoDto(task));

    const template = templateChanges(input);
    const status = resolveTodoStatusChange(input);
    const own = {
      ...template,
      ...status,
      ...(status.completed !== undefined && { completedAt: status.completed ? (task.completedAt ?? now) : null }),
      ...(input.dueDate !== undefined && { dueDate: input.dueDate }),
      ...(input.delayed !== undefined && { delayed: input.delayed }),
    };
    const series = task.seriesId === null ? null : await lockSeries(tx, userId, task.seriesId);
    const day = task.occurrenceDate;
    const live = series !== null && day !== null && (series.endDate === null || series.endDate >= day) ? series : null;
    let ownSeries: { seriesId: number | null; occurrenceDate: string | null } | undefined;

    if (input.repeat && !live) {
      // A rule for a one-off task (or one left behind by an ended series): a series starts from its day.
      const repeat = input.repeat;
      const startDate = zonedDateKey(input.dueDate ?? task.dueDate, repeat.timeZone);
      const rule = checkedRule(repeat, startDate);
      const created = await insertSeries(tx, {
        userId,
        rule,
        startDate,
        timeZone: repeat.timeZone,
        previousId: null,
        template: {
          title: task.title,
          description: task.description,
          priority: task.priority,
          plannedTime: task.plannedTime,
          goalId: task.goalId,
          pomodoros: task.pomodoros,
          reminderMinutesBefore: task.reminderMinutesBefore,
          ...template,
        },
      });
      created.generatedThrough = startDate;
      ownSeries = { seriesId: created.id, occurrenceDate: startDate };
      await tx.update(todos).set({ ...own, ...ownSeries, ...bumpTodoVersion }).where(eq(todos.id, todoId));
      await makeOccurrences(tx, created, addDaysToKey(startDate, 1), windowEnd(created, now));
    } else if (input.repeat === null && live) {
      // Stop repeating from this task on: it stays, as a one-off; the later open ones go.
      await endSeries(tx, live, dayBefore(day!));
      await tx.delete(todos).where(and(eq(todos.seriesId, live.id), gt(todos.occurrenceDate, day!), isOpenTask));
      await tx
        .update(todos)
        .set({ ...own, seriesId: null, occurrenceDate: null, ...bumpTodoVersion })
        .where(eq(todos.id, todoId));
    } else if (input.repeat && live) {
      const rule = checkedRule(input.repeat, day!);
      await endSeries(tx, live, dayBefore(day!));
      const next = await insertSeries(tx, {
        userId,
        rule,
        startDate: day!,
        timeZone: input.repeat.timeZone,
        previousId: live.startDate < day! ? live.id : live.previousId,
        template: {
          title: live.title,
          description: live.description,
          priority: live.priority,
          plannedTime: live.plannedTime,
          goalId: live.goalId,
          pomodoros: live.pomodoros,
          reminderMinutesBefore: live.reminderMinutesBefore,
          ...template,
        },
      });
      const through = windowEnd(next, now);
      const newDays = occurrenceDates(rule, day!, day!, through > day! ? through : day!);
      const later = and(eq(todos.seriesId, live.id), gte(todos.occurrenceDate, day!));
      await tx
        .delete(todos)
        .where(and(later, isOpenTask, ne(todos.id, todoId), newDays.length > 0 ? notInArray(todos.occurrenceDate, newDays) : undefined));
      await applyToOpenTasksFrom(tx, live, day!, template);
      await tx.update(todos).set({ seriesId: next.id }).where(later);
      await tx.update(todos).set({ ...own, ...bumpTodoVersion }).where(eq(todos.id, todoId));
      await makeOccurrences(tx, next, day!, through);
    } else if (input.scope === 'following' && live) {
      if (Object.keys(template).length > 0) {
        await tx
          .update(taskSeries)
          .set({ ...template, version: sql`${taskSeries.version} + 1` })
          .where(eq(taskSeries.id, live.id));
        await applyToOpenTasksFrom(tx, live, day!, template);
      }
      await tx.update(todos).set({ ...own, ...bumpTodoVersion }).where(eq(todos.id, todoId));
    } else {
      await tx.update(todos).set({ ...own, ...bumpTodoVersion }).where(eq(todos.id, todoId));
    }

    // The days or tasks of a goal's habits may have changed, and with them its rate; each goal is looked at once.
    for (const goalId of new Set([task.goalId, series?.goalId, input.goalId])) {
      if (goalId != null) await refreshHabitProgress(tx, userId, goalId);
    }
    const changed = await readTask(tx, userId, todoId);
    await reopenForOpenTask(tx, userId, changed);
    return changed;
  });
}

/**
 * Deletes a task of a series and the series' later open tasks, and ends the series the day before:
 * what was done stays. A task of no series (or of one that has ended) is deleted alone.
 */
export async function deleteThisAndFollowing(db: Database, userId: number, todoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGoalRules(tx, userId, { habitRates: true });
    const [task] = await tx
      .select({ id: todos.id, seriesId: todos.seriesId, occurrenceDate: todos.occurrenceDate })
      .from(todos)
      .where(and(eq(todos.id, todoId), eq(todos.userId, userId)))
      .for('update');
    if (!task) throw notFound('Task');
    if (task.seriesId !== null && task.occurrenceDate !== null) {
      const series = await lockSeries(tx, userId, task.seriesId);
      await endSeries(tx, series, dayBefore(task.occurrenceDate));
      await tx
        .delete(todos)
        .where(
          or(
            eq(todos.id, todoId),
            and(eq(todos.userId, userId), eq(todos.seriesId, series.id), gte(todos.occurrenceDate, task.occurrenceDate), isOpenTask),
          ),
        );
      if (series.goalId !== null) await refreshHabitProgress(tx, userId, series.goalId);
    } else {
      await tx.delete(todos).where(eq(todos.id, todoId));
    }
  });
}
