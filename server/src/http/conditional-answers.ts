// Lists answer conditional requests: a strong ETag from the person's data version, 304 while it matches.
// docs/decisions/0029-conditional-requests.md.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { currentUser } from '../auth/current-user';
import { negotiateEncoding } from './compression';

/** How a route's answer may be revalidated. */
export interface ConditionalAnswer {
  /**
   * What the answer depends on besides the person, their data and the URL, such as the hour or today's
   * date where the server reads its clock: text without spaces or quotes. Read before the route's
   * handler runs, so the handler's own clock is never earlier than the tag's.
   */
  dependsOn?: (request: FastifyRequest, now: Date) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with an ETag and `304 Not Modified` while nothing the answer shows has changed. */
    conditional?: ConditionalAnswer;
  }
}

/** Answers from the person's data and the URL alone. */
export const FROM_DATA: ConditionalAnswer = {};

/**
 * Names the server's code in every tag: a release may shape its answers differently, so no tag of
 * another release may match. The built server is one file (dist/server/main.js), whose hash names it
 * alike on every process of a release; run from source (tsx, the tests) every start is a release.
 */
export function serverBuildId(): string {
  const ownFile = fileURLToPath(import.meta.url);
  const code = ownFile.endsWith('.ts') ? `${process.pid} ${Date.now()}` : readFileSync(ownFile);
  return hash('sha256', code, 'base64url').slice(0, 12);
}

/**
 * Whether an `If-None-Match` header holds `tag`: `*`, or any of its comma-separated tags by the weak
 * comparison RFC 9110 prescribes for it (a `W/` prefix doesn't count).
 */
export function noneMatchHolds(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  for (const entry of header.split(',')) {
    const candidate = entry.trim();
    if (candidate === tag || candidate === '*' || (candidate.startsWith('W/') && candidate.slice(2) === tag)) return true;
  }
  return false;
}

/**
 * Gives every route with `config.conditional` a hook that runs after its session and validation and
 * before its handler: it tags the answer and, when the request already holds that tag, answers 304
 * with no body, so nothing is read but the session. The tag names the person, their data version, the
 * release, the encoding the answer travels in (another encoding is other bytes) and what `dependsOn`
 * adds. `Cache-Control: private, no-cache` lets the browser keep the answer and ask every time.
 */
export function registerConditionalAnswers(app: FastifyInstance, buildId: string): void {
  function tagAnswer(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const { dependsOn } = request.routeOptions.config.conditional ?? FROM_DATA;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    let tag = `"${currentUser(request).id}.${request.dataVersion}.${buildId}.${encoding ?? 'identity'}`;
    if (dependsOn) tag += `.${dependsOn(request, new Date())}`;
    tag += '"';
    reply.headers({ etag: tag, 'cache-control': 'private, no-cache', vary: 'accept-encoding' });
    if (noneMatchHolds(request.headers['if-none-match'], tag)) {
      reply.code(304).send();
      return;
    }
    done();
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.conditional) return;
    const preHandlers = [route.preHandler ?? []].flat();
    // Fastify copies a GET route's options for its HEAD route.
    if (!preHandlers.includes(tagAnswer)) route.preHandler = [...preHandlers, tagAnswer];
  });
}
