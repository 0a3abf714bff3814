import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@shared/schemas/auth';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import {
  clearSessionCookie,
  extendSession,
  findSessionUser,
  hashToken,
  knownSessionOwner,
  readSessionToken,
  setSessionCookie,
  type NamedOwner,
  type SessionUser,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`; null on public routes and on routes whose statements check the session. */
    user: User | null;
    /** How many changes the signed-in user's data had taken when their session was looked up (decision 29). */
    dataVersion: number;
    /** On a route with `config.sessionInStatement`: the session its write checks, set by `requireUser`. */
    pendingSession: PendingSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's statement finds the session itself, so `requireUser` only reads the cookie: a write that
     * arrives with many others costs one round trip to the database instead of two (decision 13).
     */
    sessionInStatement?: boolean;
  }
}

export interface SessionSettings {
  ttlMs: number;
  secureCookies: boolean;
}

/**
 * A request's session as its own statement checks it: that statement changes only the rows of the user
 * whose live session has `tokenHash`, and tells when that session ends. Whatever it doesn't settle (a
 * change that found nothing, a path that needs the user first) asks `user()`, the lookup `requireUser`
 * would have made: 401 for a session that ended.
 */
export interface PendingSession {
  tokenHash: string;
  /** The signed-in user, looked up once (and then `request.user`); a 401 (and the cookie cleared) once the session has ended. */
  user(): Promise<User>;
  /**
   * Whose rows a batched write that must know its user beforehand is for: the user this process knows the
   * token belongs to, with the token for its statement to check; for a token new to the process, the user
   * looked up now.
   */
  owner(): Promise<NamedOwner>;
  /**
   * A statement found the session live, ending at `endsAtMs`: extends it as `requireUser` would; null (the
   * statement checked no session) does nothing. The write is kept whatever happens here, so a failed
   * extension is logged, not answered: a later request extends it.
   */
  confirm(endsAtMs: number | null): Promise<void>;
}

/**
 * An onRequest hook for every protected route: 401 without a live session. A session past
 * half its lifetime is extended, so that only people who stop using the app are signed out.
 * A route with `config.sessionInStatement` gets a `pendingSession` instead, looked up by its statement.
 */
export function requireUser(db: Database, settings: SessionSettings) {
  async function extendPastHalfLife(request: FastifyRequest, reply: FastifyReply, token: string, endsAtMs: number): Promise<void> {
    if (endsAtMs - Date.now() >= settings.ttlMs / 2) return;
    const expiresAt = new Date(Date.now() + settings.ttlMs);
    await extendSession(db, token, expiresAt);
    setSessionCookie(request, reply, token, expiresAt, settings.secureCookies);
  }

  async function liveSession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<SessionUser> {
    const sessionUser = await findSessionUser(db, token);
    if (!sessionUser) {
      clearSessionCookie(reply);
      throw new HttpError(401, 'Please sign in to continue');
    }
    await extendPastHalfLife(request, reply, token, sessionUser.expiresAtMs);
    return sessionUser;
  }

  const userOf = ({ id, username, theme }: SessionUser): User => ({ id, username, theme });

  function pendingSessionOf(request: FastifyRequest, reply: FastifyReply, token: string): PendingSession {
    const tokenHash = hashToken(token);
    let lookup: Promise<User> | undefined;
    const user = () =>
      (lookup ??= liveSession(request, reply, token).then((sessionUser) => {
        request.user = userOf(sessionUser);
        request.dataVersion = sessionUser.dataVersion;
        return request.user;
      }));
    return {
      tokenHash,
      user,
      async owner() {
        const userId = knownSessionOwner(db, tokenHash);
        return userId === undefined ? { userId: (await user()).id } : { userId, sessionTokenHash: tokenHash };
      },
      async confirm(endsAtMs) {
        if (endsAtMs === null) return;
        await extendPastHalfLife(request, reply, token, endsAtMs).catch((error: unknown) =>
          request.log.warn({ err: error }, 'session extension failed'),
        );
      },
    };
  }

  return async function requireUserHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request, settings.secureCookies);
    if (!token) throw new HttpError(401, 'Please sign in to continue');
    if (request.routeOptions.config.sessionInStatement) {
      request.pendingSession = pendingSessionOf(request, reply, token);
      return;
    }
    const sessionUser = await liveSession(request, reply, token);
    request.user = userOf(sessionUser);
    request.dataVersion = sessionUser.dataVersion;
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'Please sign in to continue');
  return request.user;
}

/** The signed-in user of a request that passed `requireUser`, looked up now on a route whose statement checks the session. */
export async function signedInUser(request: FastifyRequest): Promise<User> {
  return request.user ?? (await pendingSession(request).user());
}

/** The session of a request to a route with `config.sessionInStatement`, for its statement to check. */
export function pendingSession(request: FastifyRequest): PendingSession {
  if (!request.pendingSession) throw new HttpError(401, 'Please sign in to continue');
  return request.pendingSession;
}
