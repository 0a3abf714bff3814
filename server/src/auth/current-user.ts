import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@shared/schemas/auth';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { extendSession, findSessionUser, readSessionToken, setSessionCookie, clearSessionCookie } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`; null on public routes. */
    user: User | null;
    /** How many changes the signed-in user's data had taken when their session was looked up (decision 29). */
    dataVersion: number;
  }
}

export interface SessionSettings {
  ttlMs: number;
  secureCookies: boolean;
}

/**
 * An onRequest hook for every protected route: 401 without a live session. A session past
 * half its lifetime is extended, so that only people who stop using the app are signed out.
 */
export function requireUser(db: Database, settings: SessionSettings) {
  return async function requireUserHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request, settings.secureCookies);
    const sessionUser = token ? await findSessionUser(db, token) : null;
    if (!token || !sessionUser) {
      if (token) clearSessionCookie(reply);
      throw new HttpError(401, 'Please sign in to continue');
    }
    if (sessionUser.expiresAtMs - Date.now() < settings.ttlMs / 2) {
      const expiresAt = new Date(Date.now() + settings.ttlMs);
      await extendSession(db, token, expiresAt);
      setSessionCookie(request, reply, token, expiresAt, settings.secureCookies);
    }
    request.user = { id: sessionUser.id, username: sessionUser.username, theme: sessionUser.theme };
    request.dataVersion = sessionUser.dataVersion;
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'Please sign in to continue');
  return request.user;
}
