import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '@shared/schemas/public-settings';
import type { AppContext } from '../../app-context';

export function systemRoutes({ pingDatabase, publicSettings }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/config', { schema: { response: { 200: publicSettingsSchema } } }, async () => publicSettings);

    app.get('/health', async (_request, reply) => {
      const databaseUp = await pingDatabase();
      return reply
        .code(databaseUp ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: databaseUp ? 'ok' : 'unavailable', database: databaseUp ? 'up' : 'down' });
    });
  };
}
