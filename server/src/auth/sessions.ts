import { hash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@shared/schemas/auth';
import type { Database, Queryable } from '../db/client';
import { perDatabase } from '../db/per-database';
import { rawQueryOf, type RawStatement } from '../db/raw-query';
import { createStatementBatcher } from '../db/statement-batcher';
import { sessions } from '../db/schema';
import { BATCHES_IN_FLIGHT } from '../db/batch-limits';

export const SESSION_COOKIE = 'stepwise_session';
/**
 * The name a Secure session cookie takes: with the `__Host-` prefix the browser accepts it only from
 * this host over HTTPS, for path `/` and without a domain, so a neighbouring subdomain can't plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Whether this request's session cookie is Secure (and so named with the `__Host-` prefix). */
const cookieIsSecure = (request: FastifyRequest, alwaysSecure: boolean) => alwaysSecure || request.protocol === 'https';

/** 256 random bits, URL-safe. Only its hash is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export async function createSession(db: Queryable, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface SessionUser extends User {
  /** When the session ends, ms since the epoch. */
  expiresAtMs: number;
  /** How many changes the person's data has taken, as of this lookup (decision 29). */
  dataVersion: number;
}

interface SessionRow extends SessionUser {
  tokenHash: string;
}

/**
 * Which user each session token this process has looked up belongs to. That never changes for a token, so
 * this is no cache of the session (whether it is live, each statement reads): it lets a write that must know
 * its user beforehand (to keep two saves of one person's day apart) check its session in its own statement.
 */
const sessionOwners = perDatabase(() => new Map<string, number>());
const SESSION_OWNERS_KEPT = 20_000;

function rememberSessionOwner(db: Database, tokenHash: string, userId: number): void {
  const owners = sessionOwners(db);
  if (owners.has(tokenHash)) return;
  if (owners.size >= SESSION_OWNERS_KEPT) owners.delete(owners.keys().next().value!);
  owners.set(tokenHash, userId);
}

/** The user a session token hash belongs to, when this process has looked that session up before. */
export const knownSessionOwner = (db: Database, tokenHash: string): number | undefined => sessionOwners(db).get(tokenHash);

/**
 * Every signed-in request looks its session up, so the lookups that arrive together share one
 * statement (`createStatementBatcher`); each still reads the sessions table after its request came in,
 * so a sign-out on any server is seen by the next request everywhere, and the person's data version
 * with it, read before anything the request then reads: an answer is never older than its version.
 */
const sessionLookups = perDatabase((db) => {
  const query = rawQueryOf(db);
  return createStatementBatcher<string, SessionUser | null>({
    maxInFlight: BATCHES_IN_FLIGHT.sessionLookups,
    maxBatchSize: 500,
    async run(tokenHashes) {
      // Requests of one browser often come together: each session is read once.
      const distinct = [...new Set(tokenHashes)];
      const rows = await query<SessionRow>(FIND_SESSION_USERS, [distinct, new Date().toISOString()]);
      for (const { tokenHash, id } of rows) rememberSessionOwner(db, tokenHash, id);
      const byHash = new Map(rows.map(({ tokenHash, ...user }) => [tokenHash, user]));
      return tokenHashes.map((tokenHash) => byHash.get(tokenHash) ?? null);
    },
  });
});

/**
 * Each token is looked up by its key, in a subquery PostgreSQL can't fold into a join (its `limit`): planned once
 * for any batch (decision 13) and with a few hundred sessions in the table, a join chose to read every live
 * session by expiry, or the whole users table, and keep the few it was asked for.
 */
export const FIND_SESSION_USERS: RawStatement = {
  name: 'find_session_users',
  text: `select h.token_hash as "tokenHash", x.id, x.username, x.theme, x."expiresAtMs",
      coalesce((select sum(v.version) from person_versions v where v.user_id = x.id), 0)::float8 as "dataVersion"
    from unnest($1::text[]) h(token_hash)
    cross join lateral (
      select u.id, u.username, u.theme, (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAtMs"
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = h.token_hash and s.expires_at > $2::timestamptz
      limit 1
    ) x`,
};

/**
 * Whose rows a batched write changes: a user known by id; or, on a route with `config.sessionInStatement`,
 * the user of the live session with this token hash, as the write's own statement finds it (and when the
 * user is named too, only while that session is theirs).
 */
export type RowOwner = NamedOwner | { sessionTokenHash: string };

/** A batched write's owner named by user id, with the session its statement checks when one is given. */
export interface NamedOwner {
  userId: number;
  sessionTokenHash?: string;
}

/** The two columns a batched write's `unnest` takes for its items' owners. */
export const ownerColumns = (owners: readonly RowOwner[]): [(number | null)[], (string | null)[]] => [
  owners.map((owner) => ('userId' in owner ? owner.userId : null)),
  owners.map((owner) => owner.sessionTokenHash ?? null),
];

/**
 * For a batched write over `unnest(…) c` whose columns `user_id` and `token_hash` come from `ownerColumns`:
 * the join that finds each item's session by its key (a subquery PostgreSQL can't fold into a join, for its
 * `limit`: folded, it read every live session by expiry), live at `now` (a parameter); the item's user, which is
 * null when the item came with a session that has ended (or that is not the named user's), so that it
 * changes nothing; and when the session ends.
 */
export const ITEM_SESSION = {
  join: (now: string) =>
    `left join lateral (select s.user_id, s.expires_at from sessions s
      where s.token_hash = c.token_hash and s.expires_at > ${now} and (c.user_id is null or s.user_id = c.user_id) limit 1) s on true`,
  owner: 'case when c.token_hash is null then c.user_id else s.user_id end',
  endsAtMs: '(extract(epoch from s.expires_at) * 1000)::float8',
};

/** The user a live session belongs to, or null for an unknown or expired token. */
export function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  return sessionLookups(db)(hashToken(token));
}

/** Pushes the expiry forward, so that people who keep using the app stay signed in. */
export async function extendSession(db: Queryable, token: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user except the one with `keepToken`. */
export async function deleteOtherSessions(db: Queryable, userId: number, keepToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** The session token of the cookie this request's kind of connection uses; no other is trusted. */
export function readSessionToken(request: FastifyRequest, alwaysSecure: boolean): string | undefined {
  const token = request.cookies[cookieIsSecure(request, alwaysSecure) ? SECURE_SESSION_COOKIE : SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  alwaysSecure: boolean,
): void {
  const secure = cookieIsSecure(request, alwaysSecure);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(SECURE_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: true });
}
