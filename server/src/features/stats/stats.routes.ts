import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema, statsQuerySchema } from '@shared/schemas/stats';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import type { ConditionalAnswer } from '../../http/conditional-answers';
import { dashboardStatsAnswer } from './stats.service';

const MINUTE_MS = 60_000;
const minuteOf = (now: Date) => Math.floor(now.getTime() / MINUTE_MS);

/**
 * The figures count days up to today and deadlines still ahead, so they are computed as of the start of
 * the current minute: one answer, and one entity tag, per minute.
 */
const AS_OF_THIS_MINUTE: ConditionalAnswer = { dependsOn: (_request, now) => String(minuteOf(now)) };

export function statsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stats',
      { schema: { querystring: statsQuerySchema, response: { 200: dashboardStatsSchema } }, config: { conditional: AS_OF_THIS_MINUTE } },
      (request) => dashboardStatsAnswer(db, currentUser(request).id, request.dataVersion, request.query.tz, new Date(minuteOf(new Date()) * MINUTE_MS)),
    );
  };
}
