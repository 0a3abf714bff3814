import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

export function healthRoutes({ pingDatabase }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', async (_request, reply) => {
      const databaseUp = await pingDatabase();
      return reply
        .code(databaseUp ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: databaseUp ? 'ok' : 'unavailable', database: databaseUp ? 'up' : 'down' });
    });
  };
}
