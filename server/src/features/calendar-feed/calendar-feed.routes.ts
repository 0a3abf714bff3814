import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedCreatedSchema, calendarFeedCreateSchema, calendarFeedStatusSchema } from '@shared/schemas/calendar-feed';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { createFeed, createFeedThrottle, feedCalendarOf, feedOfToken, feedPath, feedStatus, revokeFeed, tokenOfFeedFile } from './calendar-feed.service';

/** The signed-in person's calendar link: whether there is one, a new one, none. */
export function calendarFeedRoutes({ db, publicUrl }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/calendar-feed', { schema: { response: { 200: calendarFeedStatusSchema } } }, (request) => feedStatus(db, currentUser(request).id));

    app.post('/calendar-feed', { schema: { body: calendarFeedCreateSchema, response: { 201: calendarFeedCreatedSchema } } }, async (request, reply) => {
      const feed = await createFeed(db, currentUser(request).id, request.body.timeZone);
      // Calendar apps open the link from elsewhere, so it names the app's address in full.
      const origin = publicUrl ?? `${request.protocol}://${request.host}`;
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ url: `${origin}${feedPath(feed.token)}`, createdAt: feed.createdAt.toISOString(), timeZone: feed.timeZone });
    });

    app.delete('/calendar-feed', async (request, reply) => {
      await revokeFeed(db, currentUser(request).id);
      return reply.code(204).send();
    });
  };
}

/**
 * The calendar file a calendar app subscribes to. No session: the token in the path is the only key,
 * and any path that opens no feed answers the same 404.
 */
export function calendarFileRoutes({ db, calendarFeedRateLimit }: AppContext): FastifyPluginAsyncZod {
  const throttle = createFeedThrottle(db, calendarFeedRateLimit);
  return async (app) => {
    app.get('/calendar/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
      await throttle.countFetchFrom(request.ip);
      const token = tokenOfFeedFile(request.params.file);
      const feed = token === null ? null : await feedOfToken(db, token);
      if (!feed) throw notFound('Calendar feed');
      await throttle.countFetchOf(feed.userId);
      const calendar = await feedCalendarOf(db, feed, new Date());
      return reply
        .type('text/calendar; charset=utf-8')
        // The person's own data: only their own calendar app may keep a copy, and not for long.
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(calendar);
    });
  };
}
