import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, API and web app alike. The middleware is built once
 * here: the Fastify plugin builds a new one, parsing the whole policy, for every request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-HTTP deployments (a LAN address) must keep loading their own assets.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet only sets headers; it calls back at once and, since version 8.1, throws instead of passing errors.
    applySecurityHeaders(request.raw, reply.raw, () => {});
    done();
  });
}
