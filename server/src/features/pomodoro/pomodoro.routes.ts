import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  focusSessionCreateSchema,
  focusSessionSchema,
  focusSummaryQuerySchema,
  focusSummarySchema,
  storedTimerSchema,
  timerUpdateSchema,
} from '@shared/schemas/pomodoro';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { FROM_DATA } from '../../http/conditional-answers';
import { answerOnce } from '../../http/idempotency';
import { focusSummary, recordFocusSession } from './focus-sessions.service';
import { getTimer, saveTimer } from './pomodoro-timer.service';

/** The person's one timer, shared by their tabs and devices, and the focus periods it records. */
export function pomodoroRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/pomodoro/timer', { schema: { response: { 200: storedTimerSchema } } }, (request) => getTimer(db, currentUser(request).id));

    app.put('/pomodoro/timer', { schema: { body: timerUpdateSchema, response: { 200: storedTimerSchema } } }, (request) =>
      saveTimer(db, currentUser(request).id, request.body),
    );

    app.post(
      '/focus-sessions',
      { schema: { body: focusSessionCreateSchema, response: { 200: focusSessionSchema, 201: focusSessionSchema } } },
      (request, reply) =>
        answerOnce(db, request, reply, async (db) => {
          const { session, created } = await recordFocusSession(db, currentUser(request).id, request.body);
          return { status: created ? 201 : 200, body: session };
        }),
    );

    app.get(
      '/focus-sessions/summary',
      { schema: { querystring: focusSummaryQuerySchema, response: { 200: focusSummarySchema } }, config: { conditional: FROM_DATA } },
      (request) => focusSummary(db, currentUser(request).id, request.query.from, request.query.to, request.query.tz),
    );
  };
}
