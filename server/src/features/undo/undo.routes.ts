import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { goalSchema } from '@shared/schemas/goals';
import { todoSchema } from '@shared/schemas/todos';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { answerOnce } from '../../http/idempotency';
import { restoreGoal, restoreTodo } from './undo.service';

/** Undo of a deletion: the goal or task the person just deleted comes back as it was. */
export function undoRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/goals/:id/restore', { schema: { params: idParamSchema, response: { 200: goalSchema } } }, (request, reply) =>
      answerOnce(db, request, reply, async (db) => ({ status: 200, body: await restoreGoal(db, currentUser(request).id, request.params.id) })),
    );

    app.post('/todos/:id/restore', { schema: { params: idParamSchema, response: { 200: todoSchema } } }, (request, reply) =>
      answerOnce(db, request, reply, async (db) => ({ status: 200, body: await restoreTodo(db, currentUser(request).id, request.params.id) })),
    );
  };
}
