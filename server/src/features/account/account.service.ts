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
import { dailyPlans, deletedRecords, focusSessions, goalEmotions, goals, pomodoroTimers, rateLimits, sessions, todos, users } from '../../db/schema';
import { HttpError } from '../../http/errors';

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
    const todoRows = await tx.select().from(todos).where(eq(todos.userId, user.id)).orderBy(asc(todos.id));
    const planRows = await tx.select().from(dailyPlans).where(eq(dailyPlans.userId, user.id)).orderBy(asc(dailyPlans.date));
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

/** True when the user has any goal, task, daily plan or feeling. */
async function hasPlannerData(tx: Queryable, userId: number): Promise<boolean> {
  const owned = (table: typeof goals | typeof todos | typeof dailyPlans | typeof goalEmotions) =>
    sql`exists (select 1 from ${table} where ${table.userId} = ${userId})`;
  const [row] = await tx
    .select({ found: sql<boolean>`${owned(goals)} or ${owned(todos)} or ${owned(dailyPlans)} or ${owned(goalEmotions)}` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.found === true;
}

/** Takes `count` ids from the goals' identity sequence, so subgoals can name their parents before insertion. */
async function reserveGoalIds(tx: Queryable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('goals', 'id'))`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

/**
 * Recreates an exported account in this one, which must have no planner data yet: goals get
 * new ids and every link (subgoal, task, feeling) follows them. All or nothing.
 */
export async function importAccount(db: Database, userId: number, file: AccountImport): Promise<AccountImportResult> {
  // The schema has checked that every parent is in the file and that there are no loops.
  const orderedGoals = parentsFirst(file.goals.map((goal) => ({ ...goal, parentId: goal.parentId ?? null }))) ?? [];
  return db.transaction(async (tx) => {
    // Locking the user's row makes a second import that starts meanwhile wait, then find the data.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await hasPlannerData(tx, userId)) {
      throw new HttpError(
        409,
        'Import works only into an empty account. This account already has goals, tasks, plans or feelings.',
        { code: 'account_not_empty' },
      );
    }

    const newIds = await reserveGoalIds(tx, orderedGoals.length);
    const newIdOf = new Map(orderedGoals.map((goal, index) => [goal.id, newIds[index] as number]));
    const goalIdIn = (fileId: number | null | undefined) => (fileId == null ? null : (newIdOf.get(fileId) ?? null));

    await insertInChunks(orderedGoals, (chunk) =>
      tx
        .insert(goals)
        .overridingSystemValue()
        .values(
          chunk.map((goal) => ({
            id: newIdOf.get(goal.id) as number,
            title: goal.title,
            description: goal.description ?? null,
            deadline: goal.deadline,
            progress: goal.progress,
            parentId: goalIdIn(goal.parentId),
            userId,
            createdAt: goal.createdAt,
          })),
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
            goalId: goalIdIn(todo.goalId),
            pomodoros: todo.pomodoros,
            userId,
            createdAt: todo.createdAt,
            completedAt: todo.completedAt ?? null,
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
          goalId: newIdOf.get(feeling.goalId) as number,
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
    };
  });
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
    await tx.delete(goals).where(eq(goals.userId, user.id));
    await tx.delete(dailyPlans).where(eq(dailyPlans.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(focusSessions).where(eq(focusSessions.userId, user.id));
    await tx.delete(pomodoroTimers).where(eq(pomodoroTimers.userId, user.id));
    // What they deleted recently, kept for Undo.
    await tx.delete(deletedRecords).where(eq(deletedRecords.userId, user.id));
    for (const prefix of passwordCheckKeyPrefixesOf(user)) {
      await tx.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    }
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
