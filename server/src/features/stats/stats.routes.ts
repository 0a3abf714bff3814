import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema, statsQuerySchema } from '@shared/schemas/stats';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { dashboardStats } from './stats.service';

export function statsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/stats', { schema: { querystring: statsQuerySchema, response: { 200: dashboardStatsSchema } } }, (request) =>
      dashboardStats(db, currentUser(request).id, request.query.tz, new Date()),
    );
  };
}
