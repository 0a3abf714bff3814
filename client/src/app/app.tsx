import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { DocumentTitle } from './document-title';
import { AppErrorBoundary } from './error-boundary';
import { ReconnectingBanner } from './reconnecting-banner';
import { AppRoutes } from './routes';
import { Toasts } from './toasts';
import { UpdatePrompt } from './update-prompt';

/**
 * A new page starts at the top, as after a full page load (hash links like #demo excepted). Not the
 * first page: a visitor may have scrolled the landing page drawn in advance before the app took it over.
 */
function ScrollToTopOnNavigation() {
  const [location] = useLocation();
  const shownPage = useRef(location);
  useEffect(() => {
    if (location === shownPage.current) return;
    shownPage.current = location;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * The first Tab stop of every page: past the sidebar or the header, straight into the page's own
 * content (every layout's <main id="main">). Hidden until focused.
 */
function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        // Focus, not a jump to #main: the address stays as it is and Tab goes on from the content.
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2.5 focus:text-sm focus:font-medium focus:text-primary focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}

/** `queryClient`: the browser's one, or a page's own while the server draws it (app/draw-page.tsx). */
export function App({ queryClient = browserQueryClient }: { queryClient?: QueryClient }) {
  return (
    <AppErrorBoundary>
      <SkipLink />
      <QueryClientProvider client={queryClient}>
        <ScrollToTopOnNavigation />
        <DocumentTitle />
        <AppRoutes />
        <ReconnectingBanner />
        <UpdatePrompt />
        <Toasts />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
