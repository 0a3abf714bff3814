import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import { ReconnectingBanner } from './reconnecting-banner';
import { AppRoutes } from './routes';

/** A new page starts at the top, as after a full page load (hash links like #demo excepted). */
function ScrollToTopOnNavigation() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ScrollToTopOnNavigation />
        <AppRoutes />
        <ReconnectingBanner />
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
