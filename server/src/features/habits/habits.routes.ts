import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { habitListSchema, habitsQuerySchema } from '@shared/schemas/habits';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { listHabits } from './habits.service';

export function habitRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/habits', { schema: { querystring: habitsQuerySchema, response: { 200: habitListSchema } } }, (request) =>
      listHabits(db, currentUser(request).id, request.query),
    );
  };
}
