import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { suggestionListSchema } from '@shared/schemas/goals';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { suggestTasksForGoal } from './suggestions.service';

export function suggestionRoutes({ db, suggestions, suggestionCache }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/goals/:id/suggestions',
      { schema: { params: idParamSchema, response: { 200: suggestionListSchema } } },
      async (request, reply) => {
        const titles = await suggestTasksForGoal(db, suggestions, suggestionCache, currentUser(request).id, request.params.id);
        // One person's data, stale as soon as the goal changes: no shared caches, and ask again each time.
        reply.header('cache-control', 'private, no-cache');
        return titles;
      },
    );
  };
}
