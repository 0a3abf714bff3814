import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reminderClaimResultSchema,
  reminderClaimSchema,
  reminderListQuerySchema,
  reminderListSchema,
  reminderSnoozeSchema,
} from '@shared/schemas/reminders';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { AS_OF_THIS_HOUR } from '../recurrence/occurrences';
import { claimReminder, listReminders, snoozeReminder } from './reminders.service';

export function reminderRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reminders',
      { schema: { querystring: reminderListQuerySchema, response: { 200: reminderListSchema } }, config: { conditional: AS_OF_THIS_HOUR } },
      (request) => listReminders(db, currentUser(request).id, request.query),
    );

    app.post(
      '/reminders/claim',
      { schema: { body: reminderClaimSchema, response: { 200: reminderClaimResultSchema } } },
      async (request) => ({ claimed: await claimReminder(db, currentUser(request).id, request.body) }),
    );

    app.post('/reminders/snooze', { schema: { body: reminderSnoozeSchema } }, async (request, reply) => {
      await snoozeReminder(db, currentUser(request).id, request.body);
      return reply.code(204).send();
    });
  };
}
