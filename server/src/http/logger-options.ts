import type { FastifyRequest } from 'fastify';

/** A calendar feed's path holds its token, which is the feed's only key (`/api/calendar/<token>.ics`). */
const FEED_TOKEN_IN_PATH = /(\/calendar\/)[^/?#]+/i;

/** A request's URL as the logs keep it: without the keys some paths carry. */
export const loggedUrl = (url: string) => url.replace(FEED_TOKEN_IN_PATH, '$1[token]');

/** The server's log settings: nothing that would let a reader of the logs act as someone. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      // Fastify's own request fields, with the URL's keys left out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
