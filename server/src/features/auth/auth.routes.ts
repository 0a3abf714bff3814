import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, registrationSchema, signInSchema, userSchema, type User } from '@shared/schemas/auth';
import { preferencesSchema } from '@shared/schemas/preferences';
import { accountById, accountByName } from '../../auth/auth-throttle';
import { currentUser } from '../../auth/current-user';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  readSessionToken,
  setSessionCookie,
} from '../../auth/sessions';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http/errors';
import { authenticate, changePassword, registerUser, savePreferences } from './auth.service';

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db, sessions, authThrottle } = context;

  /** A fresh token on every sign-in; any session the browser already had is ended. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
    const previousToken = readSessionToken(request, sessions.secureCookies);
    if (previousToken) await deleteSession(db, previousToken);
    const { token, expiresAt } = await createSession(db, user.id, sessions.ttlMs);
    setSessionCookie(request, reply, token, expiresAt, sessions.secureCookies);
  }

  return async (app) => {
    app.post(
      '/register',
      { schema: { body: registrationSchema, response: { 201: userSchema } } },
      async (request, reply) => {
        await authThrottle.countAttemptFrom(request.ip);
        const user = await registerUser(db, request.body);
        await startSession(request, reply, user);
        return reply.code(201).send(user);
      },
    );

    app.post('/login', { schema: { body: signInSchema, response: { 200: userSchema } } }, async (request, reply) => {
      const account = accountByName(request.body.username);
      await authThrottle.countAttemptFrom(request.ip);
      await authThrottle.beforePasswordCheck(account, request.ip);
      const user = await authenticate(db, request.body);
      if (!user) {
        await authThrottle.afterFailedCheck(account, request.ip);
        throw new HttpError(401, 'Invalid username or password', { code: 'invalid_credentials' });
      }
      await authThrottle.afterSuccessfulCheck(account, request.ip);
      await startSession(request, reply, user);
      return user;
    });

    app.post('/logout', async (request, reply) => {
      const token = readSessionToken(request, sessions.secureCookies);
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply);
      return reply.code(204).send();
    });

    app.get(
      '/user',
      {
        onRequest: context.requireUser,
        schema: { response: { 200: userSchema } },
        // The answer is the session's user; a username never changes, a theme may.
        config: { conditional: { dependsOn: (request) => currentUser(request).theme } },
      },
      async (request) => currentUser(request),
    );

    app.put(
      '/user/preferences',
      { onRequest: context.requireUser, schema: { body: preferencesSchema, response: { 200: userSchema } } },
      async (request) => savePreferences(db, currentUser(request), request.body),
    );

    app.post(
      '/user/change-password',
      { onRequest: context.requireUser, schema: { body: changePasswordSchema } },
      async (request) => {
        const user = currentUser(request);
        await authThrottle.guardSessionPasswordCheck(accountById(user.id), request.ip, () =>
          changePassword(db, user.id, readSessionToken(request, sessions.secureCookies) as string, request.body),
        );
        return { message: 'Your password has been changed successfully.' };
      },
    );
  };
}
