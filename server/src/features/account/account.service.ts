import { asc, eq, sql } from 'drizzle-orm';
import { parentsFirst } from '@shared/domain/goal-rules';
import { extractPomodoroMarker } from '@shared/domain/pomodoro-marker';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  type AccountImport,
  type AccountImportResult,
} from '@shared/schemas/account-export';
import type { User } from '@shared/schemas/auth';
import { passwordCheckKeyPrefixesOf } from '../../auth/auth-throttle';
import { verifyPassword } from '../../auth/passwords';
import type { Database, Queryable } from '../../db/client';
import {
  dailyPlans,
  deletedRecords,
  focusSessions,
  goalEmotions,
  goals,
  idempotencyKeys,
  pomodoroTimers,
  rateLimits,
  sessions,
  taskSeries,
  todos,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { forgetOccurrenceCheck } from '../recurrence/occurrences';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the user keeps, in the export file's shape, read from one snapshot so that every link holds.
 * What they deleted is not theirs to keep any more, even while Undo could still bring it back.
 */
export async function exportAccount(db: Database, user: User, now: Date): Promise<AccountExport> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
    // One after another: a transaction is one connection, which runs one query at a time.
    const goalRows = await tx.select().from(goals).where(eq(goals.userId, user.id)).orderBy(asc(goals.id));
    const seriesRows = await tx.select().from(taskSeries).where(eq(taskSeries.userId, user.id)).orderBy(asc(taskSeries.id));
    const todoRows = await tx.select().from(todos).where(eq(todos.userId, user.id)).orderBy(asc(todos.id));
    // The exported fields only: not the notes' parsed words kept for search.
    const { date, notes, createdAt, updatedAt, editedAt } = dailyPlans;
    const planRows = await tx
      .select({ date, notes, createdAt, updatedAt, editedAt })
      .from(dailyPlans)
      .where(eq(dailyPlans.userId, user.id))
      .orderBy(asc(dailyPlans.date));
    const feelingRows = await tx
      .select()
      .from(goalEmotions)
      .where(eq(goalEmotions.userId, user.id))
      .orderBy(asc(goalEmotions.id));
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      version: ACCOUNT_EXPORT_VERSION,
      exportedAt: iso(now),
      account: { username: user.username, createdAt: iso(account?.createdAt ?? now) },
      goals: goalRows.map((goal) => ({
        id: goal.id,
        title: goal.title,
        description: goal.description,
        deadline: iso(goal.deadline),
        progress: goal.progress,
        parentId: goal.parentId,
        progressFromHabits: goal.progressFromHabits,
        reminderDaysBefore: goal.reminderDaysBefore,
        createdAt: iso(goal.createdAt),
      })),
      todos: todoRows.map((todo) => ({
        title: todo.title,
        description: todo.description,
        dueDate: iso(todo.dueDate),
        completed: todo.completed,
        failed: todo.failed,
        delayed: todo.delayed,
        priority: todo.priority,
        plannedTime: todo.plannedTime,
        goalId: todo.goalId,
        pomodoros: todo.pomodoros,
        createdAt: iso(todo.createdAt),
        completedAt: isoOrNull(todo.completedAt),
        skipped: todo.skipped,
        seriesId: todo.seriesId,
        occurrenceDate: todo.occurrenceDate,
        reminderMinutesBefore: todo.reminderMinutesBefore,
      })),
      dailyPlans: planRows.map((plan) => ({
        date: plan.date,
        notes: plan.notes,
        createdAt: iso(plan.createdAt),
        updatedAt: iso(plan.updatedAt),
        editedAt: isoOrNull(plan.editedAt),
      })),
      goalEmotions: feelingRows.map((feeling) => ({
        goalId: feeling.goalId,
        emotion: feeling.emotion,
        intensity: feeling.intensity,
        notes: feeling.notes,
        createdAt: iso(feeling.createdAt),
      })),
      taskSeries: seriesRows.map((series) => ({
        id: series.id,
        previousId: series.previousId,
        goalId: series.goalId,
        rule: series.rule,
        startDate: series.startDate,
        endDate: series.endDate,
        timeZone: series.timeZone,
        generatedThrough: series.generatedThrough,
        title: series.title,
        description: series.description,
        priority: series.priority,
        plannedTime: series.plannedTime,
        pomodoros: series.pomodoros,
        reminderMinutesBefore: series.reminderMinutesBefore,
        createdAt: iso(series.createdAt),
      })),
    };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_INSERT = 1000;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** True when the user has any goal, task, repeating series (even one without tasks left), daily plan or feeling. */
async function hasPlannerData(tx: Queryable, userId: number): Promise<boolean> {
  const owned = (table: typeof goals | typeof todos | typeof taskSeries | typeof dailyPlans | typeof goalEmotions) =>
    sql`exists (select 1 from ${table} where ${table.userId} = ${userId})`;
  const [row] = await tx
    .select({
      found: sql<boolean>`${owned(goals)} or ${owned(todos)} or ${owned(taskSeries)} or ${owned(dailyPlans)} or ${owned(goalEmotions)}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.found === true;
}

/**
 * Takes `count` ids from a table's identity sequence, so that records can name each other (a subgoal
 * its parent, a series the one it continues) before they are inserted.
 */
async function reserveIds(tx: Queryable, table: 'goals' | 'task_series', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

/** The new id of each file id, and a lookup that answers null for none. */
function idMapping(fileIds: readonly number[], newIds: readonly number[]) {
  const newIdOf = new Map(fileIds.map((id, index) => [id, newIds[index] as number]));
  return (fileId: number | null | undefined) => (fileId == null ? null : (newIdOf.get(fileId) ?? null));
}

/**
 * Recreates an exported account in this one, which must have no planner data yet: goals and series
 * get new ids and every link (subgoal, series, task, feeling) follows them. All or nothing.
 */
export async function importAccount(db: Database, userId: number, file: AccountImport): Promise<AccountImportResult> {
  // The schema has checked that every parent is in the file and that there are no loops.
  const orderedGoals = parentsFirst(file.goals.map((goal) => ({ ...goal, parentId: goal.parentId ?? null }))) ?? [];
  const counts = await db.transaction(async (tx) => {
    // Locking the user's row makes a second import that starts meanwhile wait, then find the data.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await hasPlannerData(tx, userId)) {
      throw new HttpError(
        409,
        'Import works only into an empty account. This account already has goals, tasks, plans or feelings.',
        { code: 'account_not_empty' },
      );
    }

    const goalIdIn = idMapping(
      orderedGoals.map((goal) => goal.id),
      await reserveIds(tx, 'goals', orderedGoals.length),
    );
    // Ids in the file are the file's own: they never name anyone's stored series, and each gets a new one.
    const seriesIdIn = idMapping(
      file.taskSeries.map((series) => series.id),
      await reserveIds(tx, 'task_series', file.taskSeries.length),
    );

    await insertInChunks(orderedGoals, (chunk) =>
      tx
        .insert(goals)
        .overridingSystemValue()
        .values(
          chunk.map((goal) => ({
            id: goalIdIn(goal.id) as number,
            title: goal.title,
            description: goal.description ?? null,
            deadline: goal.deadline,
            progress: goal.progress,
            parentId: goalIdIn(goal.parentId),
            progressFromHabits: goal.progressFromHabits,
            reminderDaysBefore: goal.reminderDaysBefore ?? null,
            userId,
            createdAt: goal.createdAt,
          })),
        ),
    );
    // Each series names the one it continues by its new id: that link has no foreign key, so any order goes.
    await insertInChunks(file.taskSeries, (chunk) =>
      tx
        .insert(taskSeries)
        .overridingSystemValue()
        .values(
          chunk.map((series) => {
            const { description } = extractPomodoroMarker(series.description);
            return {
              id: seriesIdIn(series.id) as number,
              userId,
              goalId: goalIdIn(series.goalId),
              rule: series.rule,
              startDate: series.startDate,
              endDate: series.endDate ?? null,
              timeZone: series.timeZone,
              generatedThrough: series.generatedThrough,
              previousId: seriesIdIn(series.previousId),
              title: series.title,
              description,
              priority: series.priority,
              plannedTime: series.plannedTime ?? null,
              pomodoros: series.pomodoros,
              reminderMinutesBefore: series.reminderMinutesBefore ?? null,
              createdAt: series.createdAt,
            };
          }),
        ),
    );
    await insertInChunks(file.todos, (chunk) =>
      tx.insert(todos).values(
        chunk.map((todo) => {
          // A hand-edited file may carry the old `[pomodoro:N]` marker; the field wins, as on every save.
          const { description } = extractPomodoroMarker(todo.description);
          return {
            title: todo.title,
            description,
            dueDate: todo.dueDate,
            completed: todo.completed,
            failed: todo.failed,
            delayed: todo.delayed,
            priority: todo.priority,
            plannedTime: todo.plannedTime ?? null,
            reminderMinutesBefore: todo.reminderMinutesBefore ?? null,
            goalId: goalIdIn(todo.goalId),
            pomodoros: todo.pomodoros,
            userId,
            createdAt: todo.createdAt,
            completedAt: todo.completedAt ?? null,
            skipped: todo.skipped,
            seriesId: seriesIdIn(todo.seriesId),
            occurrenceDate: todo.occurrenceDate ?? null,
          };
        }),
      ),
    );
    await insertInChunks(file.dailyPlans, (chunk) =>
      tx.insert(dailyPlans).values(
        chunk.map((plan) => ({
          date: plan.date,
          notes: plan.notes,
          userId,
          createdAt: plan.createdAt,
          updatedAt: plan.updatedAt,
          editedAt: plan.editedAt ?? null,
        })),
      ),
    );
    await insertInChunks(file.goalEmotions, (chunk) =>
      tx.insert(goalEmotions).values(
        chunk.map((feeling) => ({
          goalId: goalIdIn(feeling.goalId) as number,
          userId,
          emotion: feeling.emotion,
          intensity: feeling.intensity,
          notes: feeling.notes ?? null,
          createdAt: feeling.createdAt,
        })),
      ),
    );
    return {
      goals: orderedGoals.length,
      todos: file.todos.length,
      dailyPlans: file.dailyPlans.length,
      goalEmotions: file.goalEmotions.length,
      taskSeries: file.taskSeries.length,
    };
  });
  // A read earlier this hour found no series to make tasks for; the imported ones make theirs on the next.
  if (counts.taskSeries > 0) forgetOccurrenceCheck(userId);
  return counts;
}

/**
 * Deletes the user and every row that is theirs, in one transaction, once the password
 * proves that the person at the keyboard owns the account.
 */
export async function deleteAccount(db: Database, user: User, password: string): Promise<void> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.password, password))) {
    throw new HttpError(400, 'Password is incorrect', {
      code: 'wrong_password',
      fieldErrors: { password: ['Password is incorrect'] },
    });
  }
  await db.transaction(async (tx) => {
    // Explicit, child tables first, rather than trusting every foreign key to cascade.
    await tx.delete(goalEmotions).where(eq(goalEmotions.userId, user.id));
    await tx.delete(todos).where(eq(todos.userId, user.id));
    await tx.delete(taskSeries).where(eq(taskSeries.userId, user.id));
    await tx.delete(goals).where(eq(goals.userId, user.id));
    await tx.delete(dailyPlans).where(eq(dailyPlans.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(focusSessions).where(eq(focusSessions.userId, user.id));
    await tx.delete(pomodoroTimers).where(eq(pomodoroTimers.userId, user.id));
    // What they deleted recently, kept for Undo.
    await tx.delete(deletedRecords).where(eq(deletedRecords.userId, user.id));
    // The answers kept for repeated calls (decision 27).
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    for (const prefix of passwordCheckKeyPrefixesOf(user)) {
      await tx.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    }
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
