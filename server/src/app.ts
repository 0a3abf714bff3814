import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { createAuthThrottle } from './auth/auth-throttle';
import { requireUser } from './auth/current-user';
import { deleteExpiredRateLimits } from './auth/rate-limit';
import { deleteExpiredSessions } from './auth/sessions';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { calendarFeedRoutes, calendarFileRoutes } from './features/calendar-feed/calendar-feed.routes';
import { dailyPlanRoutes } from './features/daily-plans/daily-plans.routes';
import { emotionRoutes } from './features/emotions/emotions.routes';
import { goalRoutes } from './features/goals/goals.routes';
import { habitRoutes } from './features/habits/habits.routes';
import { pomodoroRoutes } from './features/pomodoro/pomodoro.routes';
import { reminderRoutes } from './features/reminders/reminders.routes';
import { systemRoutes } from './features/system/system.routes';
import { suggestionProviderFor } from './features/suggestions/provider-from-config';
import { createSuggestionCache } from './features/suggestions/suggestion-cache';
import type { SuggestionProvider } from './features/suggestions/suggestion-provider';
import { statsRoutes } from './features/stats/stats.routes';
import { suggestionRoutes } from './features/suggestions/suggestions.routes';
import { todoRoutes } from './features/todos/todos.routes';
import { searchRoutes } from './features/search/search.routes';
import { undoRoutes } from './features/undo/undo.routes';
import { deleteExpiredDeletedRecords } from './features/undo/undo.service';
import { registerClientApp } from './http/client-app';
import { registerErrorHandling } from './http/errors';
import { deleteExpiredIdempotencyKeys } from './http/idempotency';
import { registerOriginGuard } from './http/origin-guard';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerCompression } from './http/compression';
import { registerConditionalAnswers, serverBuildId } from './http/conditional-answers';
import { registerSecurityHeaders } from './http/security-headers';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  suggestions?: SuggestionProvider;
  /** Validate every answer against its zod schema before writing it (the tests do). */
  checkResponses?: boolean;
  /** Names this release in entity tags; by default the hash of the server's code. */
  buildId?: string;
}

export async function buildApp({
  config,
  database,
  logger = false,
  suggestions,
  checkResponses = false,
  buildId = serverBuildId(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Ids and paths are case-sensitive and exact; `/api/goals/` is the same route as `/api/goals`.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses }));
  // JSON is the only body the API reads: a cross-site HTML form can't produce it.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('user', null);
  app.decorateRequest('dataVersion', 0);
  app.decorateRequest('pendingSession', null);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerCompression(app);
  registerConditionalAnswers(app, buildId);
  registerOriginGuard(app, config.allowedOrigins);

  const { db } = database;
  database.onConnectionError((error) => app.log.warn({ reason: error.message }, 'database connection lost'));
  const sessions = { ttlMs: config.sessionTtlMs, secureCookies: config.secureCookies };
  const context: AppContext = {
    db,
    pingDatabase: () => database.ping(),
    sessions,
    authThrottle: createAuthThrottle(db, config.authRateLimit),
    requireUser: requireUser(db, sessions),
    suggestions: suggestions ?? suggestionProviderFor(config.suggestions, app.log),
    suggestionCache: createSuggestionCache(),
    suggestionRateLimit: config.suggestions.rateLimit,
    publicSettings: config.publicSettings,
    publicUrl: config.publicUrl,
    calendarFeedRateLimit: config.calendarFeedRateLimit,
  };

  await app.register(
    async (api) => {
      await api.register(systemRoutes(context));
      await api.register(authRoutes(context));
      // Calendar apps fetch a feed with its token alone, never a session.
      await api.register(calendarFileRoutes(context));
      await api.register(async (signedIn) => {
        signedIn.addHook('onRequest', context.requireUser);
        await signedIn.register(goalRoutes(context));
        await signedIn.register(suggestionRoutes(context));
        await signedIn.register(emotionRoutes(context));
        await signedIn.register(todoRoutes(context));
        await signedIn.register(habitRoutes(context));
        await signedIn.register(dailyPlanRoutes(context));
        await signedIn.register(statsRoutes(context));
        await signedIn.register(pomodoroRoutes(context));
        await signedIn.register(accountRoutes(context));
        await signedIn.register(undoRoutes(context));
        await signedIn.register(searchRoutes(context));
        await signedIn.register(reminderRoutes(context));
        await signedIn.register(calendarFeedRoutes(context));
      });
    },
    { prefix: '/api' },
  );

  await registerClientApp(app, config.clientDistDir, { drawnPages: config.drawnPages });

  const cleanup = setInterval(() => {
    Promise.all([deleteExpiredSessions(db), deleteExpiredRateLimits(db), deleteExpiredDeletedRecords(db), deleteExpiredIdempotencyKeys(db)]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'expired session cleanup failed'),
    );
  }, HOUR_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  return app;
}
