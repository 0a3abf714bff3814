import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLoadingSignedInPage } from './app/routes';
import { followAccountTheme, keepDataForOffline, leaveWhenSessionEnds, startAsVisitor } from './features/auth';
import { recoverFromChunkError } from './lib/chunk-reload';
import { queryClient } from './lib/query-client';
import { followThemeChanges } from './lib/theme';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

leaveWhenSessionEnds(queryClient);
keepDataForOffline(queryClient);
followThemeChanges();
followAccountTheme(queryClient);
// Vite's word for a code or style file that failed to download: a deploy replaced it, most likely.
// The failure still reaches the page that asked for it, whose error boundary shows the spinner or the card.
window.addEventListener('vite:preloadError', () => void recoverFromChunkError());
startLoadingSignedInPage(window.location.pathname, queryClient);

// Our error boundaries log what they catch (a download that failed after a deploy as a warning);
// React's own console.error would only say it twice.
const onCaughtError = () => {};

/** The landing page drawn in advance is live once hydrated (what the browser tests wait for). */
function MarkHydrated({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute('data-prerendered'), [root]);
  return null;
}

if (root.dataset.prerendered === 'landing') {
  // The server sent the landing page drawn at build time, which it does only when no session cookie came
  // with the request (decision 30): nobody is signed in, and the app takes over the page as it is drawn.
  startAsVisitor(queryClient);
  // From here React sees every click and replays it on its target once live; start-landing.ts kept the earlier ones.
  root.dataset.prerendered = 'hydrating';
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it for the
  // whole page; a click meanwhile is replayed once its target is live.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
        <MarkHydrated root={root} />
      </StrictMode>,
      { onCaughtError },
    );
  });
} else {
  createRoot(root, { onCaughtError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
