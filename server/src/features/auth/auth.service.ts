import { eq, inArray, sql } from 'drizzle-orm';
import type { ChangePasswordInput, Credentials, User } from '@shared/schemas/auth';
import type { Preferences } from '@shared/schemas/preferences';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../auth/passwords';
import { deleteOtherSessions } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';

export async function registerUser(db: Database, credentials: Credentials): Promise<User> {
  const passwordHash = await hashPassword(credentials.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ username: credentials.username, password: passwordHash })
      .returning({ id: users.id, username: users.username, theme: users.theme });
    return user as User;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, 'Username already exists', { code: 'username_taken' });
    throw error;
  }
}

/**
 * The user whose username (any letter case) and password match, or null. The name is looked up as typed
 * and in its composed form (NFC), which is how names are stored since registration normalises them.
 */
export async function authenticate(db: Database, credentials: Credentials): Promise<User | null> {
  const typed = credentials.username;
  const composed = typed.normalize('NFC');
  const [row] = await db
    .select({ id: users.id, username: users.username, theme: users.theme, password: users.password })
    .from(users)
    .where(
      composed === typed
        ? eq(sql`lower(${users.username})`, sql`lower(${typed})`)
        : inArray(sql`lower(${users.username})`, [sql`lower(${typed})`, sql`lower(${composed})`]),
    )
    .orderBy(sql`${users.username} = ${typed} desc`)
    .limit(1);
  if (!row) return verifyDecoyPassword(credentials.password).then(() => null);
  const matches = await verifyPassword(row.password, credentials.password);
  return matches ? { id: row.id, username: row.username, theme: row.theme } : null;
}

/** Changes the password and ends every other session, so a stolen session dies with the old password. */
export async function changePassword(
  db: Database,
  userId: number,
  currentToken: string,
  input: ChangePasswordInput,
): Promise<void> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.password, input.currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect', {
      code: 'wrong_password',
      fieldErrors: { currentPassword: ['Current password is incorrect'] },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
    await deleteOtherSessions(tx, userId, currentToken);
  });
}

/** Keeps the person's settings on the server, so that each of their devices draws the app the same way. */
export async function savePreferences(db: Database, user: User, preferences: Preferences): Promise<User> {
  await db.update(users).set({ theme: preferences.theme }).where(eq(users.id, user.id));
  return { ...user, ...preferences };
}
