import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { goalEmotionCreateSchema, goalEmotionListSchema, goalEmotionSchema } from '@shared/schemas/emotions';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { FROM_DATA } from '../../http/conditional-answers';
import { answerOnce } from '../../http/idempotency';
import { listGoalEmotions, logGoalEmotion } from './emotions.service';

export function emotionRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/goals/:id/emotions',
      { schema: { params: idParamSchema, response: { 200: goalEmotionListSchema } }, config: { conditional: FROM_DATA } },
      (request) => listGoalEmotions(db, currentUser(request).id, request.params.id),
    );

    app.post(
      '/goals/:id/emotions',
      { schema: { params: idParamSchema, body: goalEmotionCreateSchema, response: { 201: goalEmotionSchema } } },
      (request, reply) =>
        answerOnce(db, request, reply, async (db) => ({
          status: 201,
          body: await logGoalEmotion(db, currentUser(request).id, request.params.id, request.body),
        })),
    );
  };
}
