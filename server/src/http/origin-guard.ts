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
  app.addHook('onRequest', async (request) => {
    // Every path, not just /api/…: the router decodes `/%61pi/…` into an API route.
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && !allowed.has(origin)) {
      throw new HttpError(403, 'Requests from other sites are not allowed');
    }
  });
}
