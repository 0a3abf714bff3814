import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { THEME_BOOT_SCRIPT } from '@shared/domain/theme';

/** The one inline script the pages have, allowed by its hash: any other inline script stays refused. */
export const THEME_BOOT_SCRIPT_SOURCE = `'sha256-${hash('sha256', THEME_BOOT_SCRIPT, 'base64')}'`;

/**
 * What an API answer needs (OWASP's REST security headers): JSON is never a page, so its policy
 * allows nothing at all and no site may frame it, browsers must not sniff it into something else,
 * and no other site may load it. The page-only headers (opener policy, DNS prefetching, the old XSS
 * filter…) would cost every API answer header bytes and time for nothing.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Whether a request is for the API: the route decides where there is one (`/%61pi/…` is an API route too), the URL where none matched. */
export const isApiRequest = (request: FastifyRequest) => (request.routeOptions.url ?? request.url).startsWith('/api/');

/** Helmet's headers for the web app's pages and files, and the API's own set for `/api/…` answers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: the Fastify plugin builds a new middleware, parsing the whole policy, for every request.
  const applyPageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_BOOT_SCRIPT_SOURCE],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest (decision 26), said outright rather than by fallback.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
    if (isApiRequest(request)) reply.headers(API_HEADERS);
    // Helmet only sets headers; it calls back at once and, since version 8.1, throws instead of passing errors.
    else applyPageHeaders(request.raw, reply.raw, () => {});
    done();
  });
}
