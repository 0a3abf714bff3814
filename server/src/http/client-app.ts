import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageAt } from '@shared/pages';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/sessions';
import { compress, negotiateEncoding } from './compression';
import { pageDrawer } from './drawn-pages';

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stepwise</title></head>
<body><main><h1>Stepwise</h1><p>The API is running. Build the web app with <code>npm run build</code>.</p></main></body></html>`;

/** The path as the router sees it: without the query, percent-decoded. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
/** `/assets/app.js` is a file request; `/goals` and `/auth?tab=login` are client routes. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * A page drawn with one person's data: never kept by any cache, never answered to another browser, and compressed
 * (the heavy user's Daily Tasks is 640 KB of HTML and JSON, 48 KB in Brotli, compressed in about 4 ms).
 */
async function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page);
  const compressed = await compress(Buffer.from(page), encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Serves the built client and answers every other GET with index.html so that the client's
 * router can show the page: with 200 for the app's pages, and with 404 for any other path, where
 * the router shows its not-found page (so search engines and link checkers see a missing page as
 * missing). Unknown API paths and missing files get a JSON 404 instead.
 */
export async function registerClientApp(app: FastifyInstance, clientDistDir: string, { drawnPages = false } = {}): Promise<void> {
  const root = path.resolve(clientDistDir);
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      // The build writes .br and .gz copies (scripts/compress-client.mjs); no compressing per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // `/` to a browser with no session cookie: the landing page drawn at build time (scripts/prerender-landing.mjs),
    // on screen before the app's code arrives. With one, the app's shell, which asks who is signed in (decision 30).
    const landingPage = existsSync(path.join(root, 'landing.html')) ? 'landing.html' : 'index.html';
    app.get('/', (request, reply) => {
      const mayBeSignedIn = Boolean(request.cookies[SESSION_COOKIE] || request.cookies[SECURE_SESSION_COOKIE]);
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
      return reply.sendFile(mayBeSignedIn ? 'index.html' : landingPage);
    });
  }

  const drawPage = hasClient && drawnPages ? pageDrawer(app, root) : null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodedPath(request.url);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (!isPageRequest || looksLikeFile(path)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const drawn = request.method === 'GET' && drawPage ? await drawPage(request) : null;
    if (drawn) return sendDrawnPage(request, reply, drawn);
    reply.header('cache-control', 'no-cache').code(pageAt(path) ? 200 : 404);
    return hasClient ? reply.sendFile('index.html') : reply.type('text/html').send(PLACEHOLDER_PAGE);
  });
}
