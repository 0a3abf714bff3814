import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  completedTodoPageSchema,
  completedTodoQuerySchema,
  expiredMoveSchema,
  expiredTodoPageSchema,
  expiredTodoQuerySchema,
  todoCreateSchema,
  todoDeleteQuerySchema,
  todoListQuerySchema,
  todoListSchema,
  todoRescheduleResultSchema,
  todoRescheduleSchema,
  todoSchema,
  todoUpdateSchema,
} from '@shared/schemas/todos';
import { currentUser, pendingSession } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { FROM_DATA } from '../../http/conditional-answers';
import { answerOnce } from '../../http/idempotency';
import { AS_OF_THIS_HOUR } from '../recurrence/occurrences';
import { deleteThisAndFollowing } from '../recurrence/series.service';
import { deleteTodoKeepingCopy } from '../undo/undo.service';
import { listExpiredTodos, moveExpiredTodos } from './expired-todos';
import { createTodo, createTodoOnce, listCompletedTodos, listTodos, rescheduleTodos, updateTodo } from './todos.service';

export function todoRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/todos',
      { schema: { querystring: todoListQuerySchema, response: { 200: todoListSchema } }, config: { conditional: AS_OF_THIS_HOUR } },
      (request) => listTodos(db, currentUser(request).id, request.dataVersion, request.query),
    );

    app.get(
      '/todos/completed',
      { schema: { querystring: completedTodoQuerySchema, response: { 200: completedTodoPageSchema } }, config: { conditional: FROM_DATA } },
      (request) => listCompletedTodos(db, currentUser(request).id, request.query),
    );

    app.get(
      '/todos/expired',
      { schema: { querystring: expiredTodoQuerySchema, response: { 200: expiredTodoPageSchema } }, config: { conditional: AS_OF_THIS_HOUR } },
      (request) => listExpiredTodos(db, currentUser(request).id, request.dataVersion, request.query),
    );

    app.post(
      '/todos/expired/move',
      { schema: { body: expiredMoveSchema, response: { 200: todoRescheduleResultSchema } } },
      (request, reply) =>
        answerOnce(db, request, reply, async (db) => ({
          status: 200,
          body: { moved: await moveExpiredTodos(db, currentUser(request).id, request.body) },
        })),
    );

    app.post(
      '/todos',
      { schema: { body: todoCreateSchema, response: { 201: todoSchema } }, config: { sessionInStatement: true } },
      (request, reply) => {
        const session = pendingSession(request);
        return answerOnce(
          db,
          request,
          reply,
          async (db) => ({ status: 201, body: await createTodo(db, (await session.user()).id, request.body) }),
          createTodoOnce(session, request.body),
        );
      },
    );

    app.post(
      '/todos/reschedule',
      { schema: { body: todoRescheduleSchema, response: { 200: todoRescheduleResultSchema } } },
      (request, reply) =>
        answerOnce(db, request, reply, async (db) => ({
          status: 200,
          body: { moved: await rescheduleTodos(db, currentUser(request).id, request.body) },
        })),
    );

    app.patch(
      '/todos/:id',
      { schema: { params: idParamSchema, body: todoUpdateSchema, response: { 200: todoSchema } }, config: { sessionInStatement: true } },
      (request) => updateTodo(db, pendingSession(request), request.params.id, request.body),
    );

    // Undo (POST /todos/:id/restore) can bring one task back for a while; this and the following ones of a series are asked about first.
    app.delete('/todos/:id', { schema: { params: idParamSchema, querystring: todoDeleteQuerySchema } }, async (request, reply) => {
      const userId = currentUser(request).id;
      if (request.query.scope === 'following') await deleteThisAndFollowing(db, userId, request.params.id);
      else await deleteTodoKeepingCopy(db, userId, request.params.id);
      return reply.code(204).send();
    });
  };
}
