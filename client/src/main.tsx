import { StrictMode, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { App } from './app/app';
import { MarkHydrated } from './app/mark-hydrated';
import { replayEarlyKeys, replayEarlyPress } from './app/replay-early-press';
import { pageAt } from '@shared/pages';
import { loadDrawnPage, startLoadingSignedInPage } from './app/routes';
import { followAccountTheme, keepDataForOffline, leaveWhenSessionEnds, startAsVisitor } from './features/auth';
import { afterQueuedReads } from './lib/api-client';
import { recoverFromChunkError } from './lib/chunk-reload';
import { answerFirstReadsFromPage, stopAnswering } from './lib/drawn-answers';
import { hydratingAsDrawn, readAtDrawing } from './lib/drawn-page';
import { queryClient } from './lib/query-client';
import { followThemeChanges } from './lib/theme';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

let renderer: Promise<typeof ReactDomClient> | undefined;
/**
 * React's renderer, in a file of its own (vite.config.ts), asked for once the reads asked for so far have gone
 * out: evaluating it is most of the app's start-up work (40–95 ms on a slow core), which with the rest of the
 * entry made one long task of 70–135 ms. Its own file is evaluated in a task of its own.
 */
const reactRenderer = () => (renderer ??= afterQueuedReads().then(() => import('react-dom/client')));

// Our error boundaries log what they catch (a download that failed after a deploy as a warning);
// React's own console.error would only say it twice.
const onCaughtError = () => {};

/** React takes over a page drawn before its code came, as it is drawn. */
async function hydrate(container: HTMLElement) {
  const { hydrateRoot } = await reactRenderer();
  // From here React sees every click and replays it on its target once live (replay-early-press.ts kept the earlier ones).
  container.dataset.prerendered = 'hydrating';
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it for the
  // whole page; a click meanwhile is replayed once its target is live.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App />
        <MarkHydrated root={container} />
      </StrictMode>,
      { onCaughtError },
    );
  });
}

async function drawAnew(container: HTMLElement) {
  const { createRoot } = await reactRenderer();
  // A page the server drew but the app draws anew is live once drawn.
  delete container.dataset.prerendered;
  createRoot(container, { onCaughtError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** What every load sets up before the app reads or draws anything. */
function startApp() {
  leaveWhenSessionEnds(queryClient);
  keepDataForOffline(queryClient);
  followThemeChanges();
  followAccountTheme(queryClient);
  // Vite's word for a code or style file that failed to download: a deploy replaced it, most likely.
  // The failure still reaches the page that asked for it, whose error boundary shows the spinner or the card.
  window.addEventListener('vite:preloadError', () => void recoverFromChunkError());
}

/** How far the device's clock may be from the server's for a page the server drew to be taken over as drawn. */
const SAME_CLOCK_MS = 30_000;

/**
 * A signed-in page the server drew with the person's data (decision 32): on screen already; once its data
 * (sent with it) and code are in, React takes it over as drawn, the browser's own values following after.
 */
function takeOverDrawnPage(container: HTMLElement) {
  const answers = answerFirstReadsFromPage();
  hydratingAsDrawn(Number(container.dataset.width));
  const page = pageAt(window.location.pathname);
  // A device whose clock is not the server's would draw other days, times and "overdue"s than the drawn page.
  const drawnAt = Number(container.dataset.drawnAt);
  const sameClock = Math.abs(Date.now() - drawnAt) <= SAME_CLOCK_MS;
  loadDrawnPage(page?.path ?? window.location.pathname, queryClient).then(
    () => {
      stopAnswering();
      // Reads the page did not answer were asked for other URLs than the drawing's (another day's tasks).
      if (sameClock && answers.missed() === 0) {
        readAtDrawing(queryClient, drawnAt);
        void hydrate(container);
      } else void drawAnew(container);
    },
    () => {
      // Its data or code could not be had as drawn: the app draws the page anew, as for any other load.
      stopAnswering();
      void drawAnew(container);
    },
  );
  // While the page's code is on its way.
  void reactRenderer();
}

if (root.dataset.prerendered === 'page') {
  replayEarlyPress(root, 'page');
  replayEarlyKeys(root);
  // The page is on screen: evaluating the entry is a task, setting up and asking for the page's data and code
  // the next (a task, not a timer, which the browser tests' paused clocks would hold back).
  void afterQueuedReads().then(() => {
    startApp();
    takeOverDrawnPage(root);
  });
} else {
  startApp();
  startLoadingSignedInPage(window.location.pathname, queryClient);
  if (root.dataset.prerendered === 'landing') {
    // The server sent the landing page drawn at build time, which it does only when no session cookie came
    // with the request (decision 30): nobody is signed in, and the app takes over the page as it is drawn.
    startAsVisitor(queryClient);
    void hydrate(root);
  } else {
    void drawAnew(root);
  }
}
