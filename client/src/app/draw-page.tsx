import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { DRAWN_PAGE_PATHS, pageAt } from '@shared/pages';
import { currentUserQuery } from '@/features/auth';
import { sendThrough } from '@/lib/api-client';
import { drawingFor, readAtDrawing, type DeviceAsDrawn } from '@/lib/drawn-page';
import { startPageReads } from '@/lib/page-reads';
import { publicSettingsQuery } from '@/lib/public-settings';
import { createQueryClient } from '@/lib/query-client';
import { askZoneEveryTime } from '@/lib/time-zone';
import { App } from './app';
import { MarkHydrated } from './mark-hydrated';
import { loadSignedInPage } from './routes';

/**
 * The server's side of a page that arrives drawn (decision 32): the app's own code draws a signed-in page's
 * first screen with the person's data, read from the server's own routes, and names the answers it read so
 * that the browser hydrates the page from the same data. Built into dist/draw by scripts/build-page-drawing.mjs.
 */

/** An API answer as the server's routes gave it. */
export interface ApiAnswer {
  status: number;
  body: string;
}

export interface DrawRequest extends DeviceAsDrawn {
  /** One of DRAWN_PAGE_PATHS, as written there. */
  path: string;
  /** An IANA zone the server has checked. */
  timeZone: string;
  /** When the server began to draw the page (epoch ms), which the browser is told too. */
  drawnAt: number;
  /** A GET of the API as the requesting browser (its cookies), answered by the server's own routes. */
  read: (url: string) => Promise<ApiAnswer>;
}

export interface DrawnPage {
  html: string;
  title: string;
  /** The answers the drawing read, by URL: the browser's first reads of the same URLs are answered with them. */
  answers: Record<string, string>;
}

const readerOfThisDrawing = new AsyncLocalStorage<(url: string) => Promise<ApiAnswer>>();

askZoneEveryTime();
// Every read the app makes while drawing goes to the server's routes, as the drawing's browser.
sendThrough(async (url, init) => {
  const read = readerOfThisDrawing.getStore();
  if (!read || (init.method ?? 'GET') !== 'GET') throw new Error(`A page being drawn only reads (${init.method ?? 'GET'} ${url})`);
  const { status, body } = await read(url);
  return new Response(status === 204 || status === 304 ? null : body, { status, headers: { 'content-type': 'application/json' } });
});

/**
 * Runs `work` with the process's clock in `timeZone`: a synchronous stretch, so no other request's code runs
 * meanwhile. The day bounds the reads ask for and every date the page shows are the person's, as in their browser.
 */
function inZone<T>(timeZone: string, work: () => T): T {
  const { env } = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process;
  const before = env.TZ;
  env.TZ = timeZone;
  try {
    return work();
  } finally {
    if (before === undefined) delete env.TZ;
    else env.TZ = before;
  }
}

/** Draws the page at `request.path` for the requesting browser's person; null when nobody is signed in or a read failed. */
export async function drawSignedInPage(request: DrawRequest): Promise<DrawnPage | null> {
  const page = pageAt(request.path);
  if (!page || page.path !== request.path || !DRAWN_PAGE_PATHS.includes(page.path)) return null;
  const queryClient = createQueryClient();
  const answers: Record<string, string> = {};
  const read = async (url: string) => {
    const answer = await request.read(url);
    if (answer.status === 200) answers[url] = answer.body;
    return answer;
  };
  return readerOfThisDrawing.run(read, async () => {
    const user = await queryClient.fetchQuery({ ...currentUserQuery, retry: false });
    if (!user) return null;
    await Promise.all([
      queryClient.prefetchQuery(publicSettingsQuery),
      ...inZone(request.timeZone, () => startPageReads(page.path, queryClient)),
      loadSignedInPage(page.path),
    ]);
    // A read that failed would draw its error, which the browser's own read might not repeat.
    if (queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
    readAtDrawing(queryClient, request.drawnAt);
    const device: DeviceAsDrawn = { width: request.width, cookies: request.cookies };
    const html = inZone(request.timeZone, () =>
      drawingFor(device, () =>
        renderToString(
          <Router ssrPath={page.path}>
            <App queryClient={queryClient} />
            <MarkHydrated />
          </Router>,
        ),
      ),
    );
    queryClient.clear();
    return { html, title: page.title, answers };
  });
}
