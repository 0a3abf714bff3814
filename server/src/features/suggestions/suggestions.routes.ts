import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { SUGGESTIONS_MODEL_HEADER, SUGGESTIONS_NOTE_HEADER, SUGGESTIONS_SOURCE_HEADER, suggestionListSchema } from '@shared/schemas/goals';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { suggestTasksForGoal } from './suggestions.service';

export function suggestionRoutes({ db, suggestions, suggestionCache, suggestionRateLimit }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/goals/:id/suggestions',
      { schema: { params: idParamSchema, response: { 200: suggestionListSchema } } },
      async (request, reply) => {
        const answer = await suggestTasksForGoal(db, suggestions, suggestionCache, suggestionRateLimit, currentUser(request).id, request.params.id);
        // One person's data, stale as soon as the goal changes: no shared caches, and ask again each time.
        reply.header('cache-control', 'private, no-cache');
        // The answer stays the spec's list of titles; who wrote it travels beside it, so the dialog can say.
        reply.header(SUGGESTIONS_SOURCE_HEADER, answer.source.kind);
        if (answer.source.kind === 'model') reply.header(SUGGESTIONS_MODEL_HEADER, encodeURIComponent(answer.source.model));
        if (answer.unsupportedLanguage) reply.header(SUGGESTIONS_NOTE_HEADER, 'language-not-supported');
        return answer.titles;
      },
    );
  };
}
