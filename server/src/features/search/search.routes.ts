import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultListSchema } from '@shared/schemas/search';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { FROM_DATA } from '../../http/conditional-answers';
import { search } from './search.service';

export function searchRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search',
      { schema: { querystring: searchQuerySchema, response: { 200: searchResultListSchema } }, config: { conditional: FROM_DATA } },
      (request) => search(db, currentUser(request).id, request.query.q),
    );
  };
}
