import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { PAGES } from '@shared/pages';
import { App } from './app';
import { MarkHydrated } from './mark-hydrated';
import { startAsVisitor } from '@/features/auth';
import { queryClient } from '@/lib/query-client';

/** The drawn page's title, which the app would set once running. */
export const LANDING_TITLE = PAGES.home.title;

/**
 * The app at `/` as a visitor first sees it (the landing page), drawn at build time by
 * scripts/prerender-landing.mjs. The server sends it to a browser with no session cookie, so the page
 * shows before its code arrives; main.tsx then hydrates it with the same tree (decision 30).
 */
export function renderLandingPage(): string {
  startAsVisitor(queryClient);
  return renderToString(
    <Router ssrPath="/">
      <App />
      <MarkHydrated />
    </Router>,
  );
}
