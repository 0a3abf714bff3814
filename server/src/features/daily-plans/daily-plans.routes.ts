import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyPlanQuerySchema, dailyPlanSchema, dailyPlanUpsertSchema } from '@shared/schemas/daily-plans';
import { currentUser, pendingSession } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { FROM_DATA } from '../../http/conditional-answers';
import { answerOnce } from '../../http/idempotency';
import { getDailyPlan, saveDailyPlan } from './daily-plans.service';

export function dailyPlanRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/daily-plans',
      { schema: { querystring: dailyPlanQuerySchema, response: { 200: dailyPlanSchema } }, config: { conditional: FROM_DATA } },
      (request) => getDailyPlan(db, currentUser(request).id, request.query.date),
    );

    app.post(
      '/daily-plans',
      { schema: { body: dailyPlanUpsertSchema, response: { 200: dailyPlanSchema } }, config: { sessionInStatement: true } },
      (request, reply) =>
        answerOnce(db, request, reply, async (db) => ({ status: 200, body: await saveDailyPlan(db, pendingSession(request), request.body) })),
    );
  };
}
