import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests sent by another site's page. Browsers always send
 * Origin on such requests, so a mismatch is a cross-site request; tools that send no Origin
 * (curl, tests) still need the session cookie. Requests bodies are JSON-only (the text/plain
 * parser is removed), which rules out the classic HTML-form CSRF as well.
 */
export function registerOriginGuard(app: FastifyInstance, extraAllowedOrigins: readonly string[]): void {
  const allowed = new Set(extraAllowedOrigins);
  // A callback hook: it runs on every request, and an async one would cost a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    // Every path, not just /api/…: the router decodes `/%61pi/…` into an API route.
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined) return done();
    const ownOrigin = `${request.protocol}://${request.host}`;
    done(origin === ownOrigin || allowed.has(origin) ? undefined : new HttpError(403, 'Requests from other sites are not allowed'));
  });
}
