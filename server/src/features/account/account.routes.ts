import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_IMPORT_MAX_BYTES,
  accountExportSchema,
  accountImportResultSchema,
  deleteAccountSchema,
  exportFileName,
} from '@shared/schemas/account-export';
import { accountById } from '../../auth/auth-throttle';
import { currentUser } from '../../auth/current-user';
import { clearSessionCookie } from '../../auth/sessions';
import type { AppContext } from '../../app-context';
import { deleteAccount, exportAccount, importAccount } from './account.service';

/** The person's own data: take all of it away, bring it back, or erase the account. */
export function accountRoutes({ db, authThrottle }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/account/export', async (request, reply) => {
      const now = new Date();
      const file = await exportAccount(db, currentUser(request), now);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(now.toISOString().slice(0, 10))}"`)
        .header('cache-control', 'no-store')
        .send(file);
    });

    app.post(
      '/account/import',
      {
        // An export is far larger than anything else the API takes; only this route accepts that much.
        bodyLimit: ACCOUNT_IMPORT_MAX_BYTES,
        schema: { body: accountExportSchema, response: { 201: accountImportResultSchema } },
      },
      async (request, reply) => reply.code(201).send(await importAccount(db, currentUser(request).id, request.body)),
    );

    app.delete('/account', { schema: { body: deleteAccountSchema } }, async (request, reply) => {
      const user = currentUser(request);
      await authThrottle.guardSessionPasswordCheck(accountById(user.id), request.ip, () => deleteAccount(db, user, request.body.password), {
        forgetsAccount: true,
      });
      clearSessionCookie(reply);
      return reply.code(204).send();
    });
  };
}
