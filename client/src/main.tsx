import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLoadingSignedInPage } from './app/routes';
import { followAccountTheme, keepDataForOffline, leaveWhenSessionEnds } from './features/auth';
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
createRoot(root, {
  // Our error boundaries log what they catch (a download that failed after a deploy as a warning);
  // React's own console.error would only say it twice.
  onCaughtError: () => {},
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
