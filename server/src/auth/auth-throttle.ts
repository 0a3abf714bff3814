import type { User } from '@shared/schemas/auth';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { countHit, holdUntil, peekHits, clearHits, tooManyRequests, type RateLimitState } from './rate-limit';

export interface AuthRateLimits {
  /** Sign-in and registration attempts from one address per window. */
  perIp: number;
  /** Failed password checks of one account from one address before each further one waits longer. */
  failuresPerUsername: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long one address's failures against an account are remembered: longer than the longest wait. */
const PAIR_FAILURE_WINDOW_MS = 24 * HOUR;
/** The wait after the first failure past the free ones; each further failure doubles it, up to the cap. */
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * MINUTE;
/** An address the account signed in from is known for this long, and exempt from the account-wide ceiling. */
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR;
/** Checks of one account per hour from unknown addresses, all together, before the slow lane: this many times the free failures. */
const ACCOUNT_CEILING_FACTOR = 10;
/** Past the ceiling, one check of the account from an unknown address per this long. */
const ACCOUNT_SLOT_MS = 30_000;

const tooManyAttempts = (state: RateLimitState) => tooManyRequests(state, 'Too many attempts.');

/** The account a sign-in counts against: the username as typed, in any letter case and either Unicode form. */
export const accountByName = (username: string) => `name:${username.normalize('NFC').toLowerCase()}`;
/** The account a signed-in session's password checks count against. */
export const accountById = (userId: number) => `id:${userId}`;

/** Every counter of an account starts with this, so that deleting the account deletes them all. */
const accountKeyPrefix = (account: string) => `auth:account:${account}:`;
const keysOf = (account: string, ip: string) => {
  const prefix = accountKeyPrefix(account);
  return {
    failuresFromAddress: `${prefix}failures:${ip}`,
    waitFromAddress: `${prefix}wait:${ip}`,
    knownAddress: `${prefix}known:${ip}`,
    checksFromUnknownAddresses: `${prefix}unknown-checks`,
    slowLane: `${prefix}slow-lane`,
  };
};

/** The prefixes of every counter that can hold this user's name or id. */
export function passwordCheckKeyPrefixesOf(user: User): string[] {
  return [accountKeyPrefix(accountByName(user.username)), accountKeyPrefix(accountById(user.id))];
}

/**
 * Slows down password guessing without letting anyone lock an account's owner out (docs/decisions/0001).
 * Failures (not attempts) count, per account and address: past the free ones, each failure from that
 * address makes the next check from it wait twice as long. All unknown addresses together get a ceiling
 * per account, past which they share one check per 30 s; addresses the account signed in from before
 * are exempt, so a guesser spread over many addresses slows only strangers, never the owner's own devices.
 */
export function createAuthThrottle(db: Database, limits: AuthRateLimits) {
  return {
    /** Counts an attempt from `ip`; throws 429 past the limit. */
    async countAttemptFrom(ip: string): Promise<void> {
      const state = await countHit(db, `auth:ip:${ip}`, limits.windowMs);
      if (state.hits > limits.perIp) throw tooManyAttempts(state);
    },

    /** Before a password check of `account` from `ip`: throws 429 while that check must wait. */
    async beforePasswordCheck(account: string, ip: string): Promise<void> {
      const keys = keysOf(account, ip);
      const wait = await peekHits(db, keys.waitFromAddress);
      if (wait.hits > 0) throw tooManyAttempts(wait);
      if ((await peekHits(db, keys.knownAddress)).hits > 0) return;
      // Counted before the check, so that a burst from many addresses can't all slip in under the ceiling.
      const checks = await countHit(db, keys.checksFromUnknownAddresses, HOUR);
      if (checks.hits <= limits.failuresPerUsername * ACCOUNT_CEILING_FACTOR) return;
      const slot = await countHit(db, keys.slowLane, ACCOUNT_SLOT_MS);
      if (slot.hits > 1) throw tooManyAttempts(slot);
    },

    /** After a wrong password: past the free failures, the next check from this address waits, twice as long each time. */
    async afterFailedCheck(account: string, ip: string): Promise<void> {
      const keys = keysOf(account, ip);
      const failures = await countHit(db, keys.failuresFromAddress, PAIR_FAILURE_WINDOW_MS);
      const beyondFree = failures.hits - limits.failuresPerUsername;
      if (beyondFree < 0) return;
      const waitMs = Math.min(FIRST_WAIT_MS * 2 ** Math.min(beyondFree, 20), MAX_WAIT_MS);
      await holdUntil(db, keys.waitFromAddress, new Date(Date.now() + waitMs));
    },

    /**
     * Runs a password check of a signed-in session's account (a password change, the account's deletion),
     * which fails with code `wrong_password`: a stolen session must not become a way to guess the password.
     */
    async guardSessionPasswordCheck<T>(account: string, ip: string, check: () => Promise<T>, { forgetsAccount = false } = {}): Promise<T> {
      await this.beforePasswordCheck(account, ip);
      let result: T;
      try {
        result = await check();
      } catch (error) {
        if (error instanceof HttpError && error.details.code === 'wrong_password') await this.afterFailedCheck(account, ip);
        throw error;
      }
      // A deleted account's counters went with it.
      if (!forgetsAccount) await this.afterSuccessfulCheck(account, ip);
      return result;
    },

    /** After a correct password: this address starts afresh and is known to the account. */
    async afterSuccessfulCheck(account: string, ip: string): Promise<void> {
      const keys = keysOf(account, ip);
      await clearHits(db, keys.failuresFromAddress);
      await clearHits(db, keys.waitFromAddress);
      await clearHits(db, keys.knownAddress);
      await countHit(db, keys.knownAddress, KNOWN_ADDRESS_MS);
    },
  };
}
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
