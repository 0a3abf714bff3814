import { eq, lt, sql } from 'drizzle-orm';
import { countOf } from '@shared/domain/plural';
import type { Queryable } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/errors';

export interface RateLimitState {
  hits: number;
  resetAt: Date;
}

/** 429 for a window that is full: `what` says what there was too much of, then when to try again. */
export function tooManyRequests(state: RateLimitState, what: string): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `${what} Please try again in ${countOf(minutes, 'minute')}.`,
    { code: 'rate_limited' },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * Counts one hit against `key` in a fixed window of `windowMs` and returns the count so far.
 * One statement, so concurrent requests on any number of servers count correctly.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<RateLimitState> {
  const resetAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row as RateLimitState;
}

/** The current count for `key` without adding to it; zero once its window has passed. */
export async function peekHits(db: Queryable, key: string): Promise<RateLimitState> {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || row.resetAt.getTime() <= Date.now()) return { hits: 0, resetAt: new Date() };
  return row;
}

/** Sets `key` to one hit that lasts until `until`, whatever it held: a wait that ends at that moment. */
export async function holdUntil(db: Queryable, key: string, until: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, resetAt: until } });
}

export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteExpiredRateLimits(db: Queryable): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
}
