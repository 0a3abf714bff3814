import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { suggestionListSchema } from '@shared/schemas/goals';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { suggestTasksForGoal } from './suggestions.service';

export function suggestionRoutes({ db, suggestions }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/goals/:id/suggestions',
      { schema: { params: idParamSchema, response: { 200: suggestionListSchema } } },
      (request) => suggestTasksForGoal(db, suggestions, currentUser(request).id, request.params.id),
    );
  };
}
