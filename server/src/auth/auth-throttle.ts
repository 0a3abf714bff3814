import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { clearHits, countHit, peekHits, type RateLimitState } from './rate-limit';

export interface AuthRateLimits {
  /** Sign-in and registration attempts from one address per window. */
  perIp: number;
  /** Failed sign-ins for one username per window, from anywhere. */
  failuresPerUsername: number;
  windowMs: number;
}

function tooManyAttempts(state: RateLimitState): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { code: 'rate_limited' },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Slows down password guessing, per address and per account, with counters kept in the database. */
export function createAuthThrottle(db: Database, limits: AuthRateLimits) {
  const usernameKey = (username: string) => `auth:user:${username.toLowerCase()}`;
  return {
    /** Counts an attempt from `ip`; throws 429 past the limit. */
    async countAttemptFrom(ip: string): Promise<void> {
      const state = await countHit(db, `auth:ip:${ip}`, limits.windowMs);
      if (state.hits > limits.perIp) throw tooManyAttempts(state);
    },
    /** Throws 429 while `username` has had too many failed sign-ins. */
    async ensureUsernameNotLocked(username: string): Promise<void> {
      const state = await peekHits(db, usernameKey(username));
      if (state.hits >= limits.failuresPerUsername) throw tooManyAttempts(state);
    },
    async recordFailedLogin(username: string): Promise<void> {
      await countHit(db, usernameKey(username), limits.windowMs);
    },
    async clearFailedLogins(username: string): Promise<void> {
      await clearHits(db, usernameKey(username));
    },
  };
}
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
