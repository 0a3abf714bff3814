import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  goalCreateSchema,
  goalListQuerySchema,
  goalListSchema,
  goalSchema,
  goalSubtreeCountsSchema,
  goalUpdateSchema,
} from '@shared/schemas/goals';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { FROM_DATA } from '../../http/conditional-answers';
import { answerOnce } from '../../http/idempotency';
import { deleteGoalKeepingCopy } from '../undo/undo.service';
import { createGoal, goalSubtreeCounts, listGoals, updateGoal } from './goals.service';

export function goalRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/goals',
      { schema: { querystring: goalListQuerySchema, response: { 200: goalListSchema } }, config: { conditional: FROM_DATA } },
      (request) => listGoals(db, currentUser(request).id, request.dataVersion, request.query),
    );

    app.post(
      '/goals',
      { schema: { body: goalCreateSchema, response: { 201: goalSchema } } },
      (request, reply) =>
        answerOnce(db, request, reply, async (db) => ({ status: 201, body: await createGoal(db, currentUser(request).id, request.body) })),
    );

    app.patch(
      '/goals/:id',
      { schema: { params: idParamSchema, body: goalUpdateSchema, response: { 200: goalSchema } } },
      (request) => updateGoal(db, currentUser(request).id, request.params.id, request.body),
    );

    app.get(
      '/goals/:id/subtree-counts',
      { schema: { params: idParamSchema, response: { 200: goalSubtreeCountsSchema } }, config: { conditional: FROM_DATA } },
      (request) => goalSubtreeCounts(db, currentUser(request).id, request.params.id),
    );

    // Undo (POST /goals/:id/restore) can bring it back for a while.
    app.delete('/goals/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
      await deleteGoalKeepingCopy(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    });
  };
}
