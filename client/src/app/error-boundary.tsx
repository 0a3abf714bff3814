import { LayoutDashboard, RefreshCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Component, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { isChunkLoadError, recoverFromChunkError } from '@/lib/chunk-reload';

/** 'app': the whole screen is the card; 'page': the card takes the page's place inside the shell. */
type Layout = 'app' | 'page';

interface ErrorBoundaryProps {
  layout: Layout;
  /** The boundary starts afresh when this changes (the route). */
  resetKey?: unknown;
  children: ReactNode;
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) console.warn('A part of Stepwise could not be downloaded', error);
    else console.error('Stepwise could not show this page', error, info.componentStack);
  }

  override componentDidUpdate(previousProps: ErrorBoundaryProps, previousState: ErrorBoundaryState): void {
    // Only an error that was already shown is cleared: one raised by this very change of route must stay.
    if (previousState.failed && this.state.failed && previousProps.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { layout } = this.props;
    return isChunkLoadError(this.state.error) ? <ChunkFailure layout={layout} /> : <CrashCard layout={layout} />;
  }
}

/** Around everything: the last line, for an error the page boundary can't catch (the shell's own). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary layout="app">{children}</ErrorBoundary>;
}

/** Around a page's content inside the shell, so the sidebar stays; moving to another page clears it. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary layout="page" resetKey={location}>
      {children}
    </ErrorBoundary>
  );
}

const reload = () => window.location.reload();

/** A download failed, most likely because a deploy replaced it: reload once, then say so. */
function ChunkFailure({ layout }: { layout: Layout }) {
  const [recovery, setRecovery] = useState<'deciding' | 'reloading' | 'show-update-card'>('deciding');
  useEffect(() => setRecovery(recoverFromChunkError()), []);
  if (recovery !== 'show-update-card') {
    return layout === 'app' ? (
      <FullPageSpinner />
    ) : (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return (
    <FallbackCard
      layout={layout}
      icon={RefreshCw}
      title="Stepwise was updated"
      description="A newer version of Stepwise is ready. Reload to use it; everything you saved is kept."
    >
      <Button onClick={reload}>
        <RefreshCw aria-hidden />
        Reload
      </Button>
    </FallbackCard>
  );
}

function CrashCard({ layout }: { layout: Layout }) {
  return (
    <FallbackCard
      layout={layout}
      icon={TriangleAlert}
      title="Something went wrong on this page"
      description="Reloading usually fixes it. Everything you saved is kept."
    >
      <Button onClick={reload}>
        <RefreshCw aria-hidden />
        Reload
      </Button>
      {/* A full load, not a route change: the broken page's state goes with it. */}
      <Button asChild variant="outline">
        <a href="/dashboard">
          <LayoutDashboard aria-hidden />
          Go to dashboard
        </a>
      </Button>
    </FallbackCard>
  );
}

interface FallbackCardProps {
  layout: Layout;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

function FallbackCard({ layout, icon: Icon, title, description, children }: FallbackCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page someone was using changed under them: move them (and their screen reader) to the reason.
  useEffect(() => heading.current?.focus(), []);
  const card = (
    <Card className="w-full max-w-md" aria-labelledby="error-card-title">
      <CardHeader>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1.5">
            <h1 id="error-card-title" ref={heading} tabIndex={-1} className="text-xl font-semibold leading-tight tracking-tight outline-none">
              {title}
            </h1>
            <CardDescription>{description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2 pt-2 sm:pt-2">{children}</CardContent>
    </Card>
  );
  if (layout === 'page') return <div className="flex justify-center py-10 sm:py-16">{card}</div>;
  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-dvh items-center justify-center bg-background px-4 py-10">
      {card}
    </main>
  );
}
