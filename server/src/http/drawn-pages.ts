import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isKnownTimeZone } from '@shared/domain/zoned-days';
import { DEFAULT_DRAWN_WIDTH, DRAWN_PAGE_PATHS, WIDTH_COOKIE, ZONE_COOKIE } from '@shared/pages';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/sessions';

/**
 * A signed-in page sent drawn, with the person's data (decision 32): the app's own code (dist/draw, built by
 * scripts/build-page-drawing.mjs) draws its first screen here, and the browser hydrates it from the same answers,
 * sent with it. Anything the drawing can't settle (nobody signed in, no known time zone, a read that failed)
 * sends the plain shell instead, which draws the page in the browser as before.
 */

interface DrawModule {
  drawSignedInPage(request: {
    path: string;
    timeZone: string;
    drawnAt: number;
    width: number;
    cookies: string;
    read: (url: string) => Promise<{ status: number; body: string }>;
  }): Promise<{ html: string; title: string; answers: Record<string, string> } | null>;
}

const EMPTY_ROOT = '<div id="root"></div>';
const PLAIN_TITLE = '<title>Stepwise</title>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** An API answer's JSON inside a script element: no `<` (only ever inside a string) can end the element. */
const jsonInScript = (json: string) => json.replace(/</g, '\\u003c');

function widthFrom(cookie: string | undefined): number | null {
  const width = Number(cookie);
  return Number.isInteger(width) && width > 0 && width < 100_000 ? width : null;
}

/** The page drawn for a request, or null where the shell answers instead. */
export type PageDrawer = (request: FastifyRequest) => Promise<string | null>;

/**
 * Draws the pages the app can draw, for a browser with a session cookie and a known time zone; null when there
 * is nothing to draw with. `clientDistDir` holds the built index.html; the drawing code is in dist/draw beside it.
 */
export function pageDrawer(app: FastifyInstance, clientDistDir: string): PageDrawer | null {
  const drawModulePath = path.resolve(clientDistDir, '..', 'draw', 'draw-page.js');
  const shellPath = path.join(clientDistDir, 'index.html');
  if (!existsSync(drawModulePath) || !existsSync(shellPath)) return null;
  const shell = readFileSync(shellPath, 'utf8');
  if (!shell.includes(EMPTY_ROOT) || !shell.includes(PLAIN_TITLE)) throw new Error(`${shellPath} has no empty #root or plain title`);
  // Loaded with the first page to draw: a server that only answers the API never holds it in memory.
  let drawModule: Promise<DrawModule> | undefined;
  const loadDrawModule = () => (drawModule ??= import(pathToFileURL(drawModulePath).href) as Promise<DrawModule>);

  async function drawnPage(request: FastifyRequest): Promise<string | null> {
    const cookies = request.cookies;
    if (!cookies[SESSION_COOKIE] && !cookies[SECURE_SESSION_COOKIE]) return null;
    const timeZone = cookies[ZONE_COOKIE];
    if (!timeZone || !isKnownTimeZone(timeZone)) return null;
    // Only a page's own address, with no query: the router's location is drawn into the page (the sidebar's
    // current link, a tab named in the query).
    const path = request.url;
    if (!DRAWN_PAGE_PATHS.includes(path)) return null;
    const { drawSignedInPage } = await loadDrawModule();
    const cookieHeader = request.headers.cookie ?? '';
    const width = widthFrom(cookies[WIDTH_COOKIE]) ?? DEFAULT_DRAWN_WIDTH;
    const drawnAt = Date.now();
    const drawn = await drawSignedInPage({
      path,
      timeZone,
      drawnAt,
      width,
      cookies: cookieHeader,
      read: async (url) => {
        const answer = await app.inject({ method: 'GET', url, headers: { cookie: cookieHeader } });
        return { status: answer.statusCode, body: answer.body };
      },
    });
    if (!drawn) return null;
    return shell
      .replace(PLAIN_TITLE, () => `<title>${escapeHtml(drawn.title)}</title>`)
      .replace(
        EMPTY_ROOT,
        () =>
          `<div id="root" data-prerendered="page" data-width="${width}" data-drawn-at="${drawnAt}">${drawn.html}</div>` +
          Object.entries(drawn.answers)
            .map(([url, body]) => `<script type="application/json" data-answer-for="${escapeHtml(url)}">${jsonInScript(body)}</script>`)
            .join(''),
      );
  }

  return async (request) => {
    try {
      return await drawnPage(request);
    } catch (error) {
      request.log.warn({ err: error }, 'drawing the page failed; sending the shell');
      return null;
    }
  };
}
