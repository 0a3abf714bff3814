import type { User } from '@shared/schemas/auth';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { clearHits, countHit, type RateLimitState } from './rate-limit';

export interface AuthRateLimits {
  /** Sign-in and registration attempts from one address per window. */
  perIp: number;
  /** Password checks for one account per window, from anywhere; a success starts the count again. */
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

/** The account a sign-in counts against: the username as typed, in any letter case. */
export const accountByName = (username: string) => `name:${username.toLowerCase()}`;
/** The account a signed-in session's password checks count against. */
export const accountById = (userId: number) => `id:${userId}`;

const passwordCheckKey = (account: string) => `auth:account:${account}`;

/** Every password-check counter that can hold this user's name or id. */
export function passwordCheckKeysOf(user: User): string[] {
  return [passwordCheckKey(accountByName(user.username)), passwordCheckKey(accountById(user.id))];
}

/** Slows down password guessing, per address and per account, with counters kept in the database. */
export function createAuthThrottle(db: Database, limits: AuthRateLimits) {
  return {
    /** Counts an attempt from `ip`; throws 429 past the limit. */
    async countAttemptFrom(ip: string): Promise<void> {
      const state = await countHit(db, `auth:ip:${ip}`, limits.windowMs);
      if (state.hits > limits.perIp) throw tooManyAttempts(state);
    },
    /**
     * Counts a password check against `account` before it runs, so that concurrent guesses
     * can't all slip in under the limit; throws 429 past it.
     */
    async countPasswordCheck(account: string): Promise<void> {
      const state = await countHit(db, passwordCheckKey(account), limits.windowMs);
      if (state.hits > limits.failuresPerUsername) throw tooManyAttempts(state);
    },
    /** After a correct password: the account's count starts again. */
    async clearPasswordChecks(account: string): Promise<void> {
      await clearHits(db, passwordCheckKey(account));
    },
  };
}
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
