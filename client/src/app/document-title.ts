import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { NOT_FOUND_TITLE, PAGES, pageAt, REGISTER_TITLE } from '@shared/pages';
import { currentUserQuery } from '@/features/auth';
import { setPageTitle } from '@/lib/document-title';

/**
 * Names the browser tab after the page on show, so that tabs, history, bookmarks and screen readers
 * tell the pages apart. `/` is the landing page for a visitor and the dashboard for a signed-in person.
 */
export function DocumentTitle(): null {
  const [pathname] = useLocation();
  const search = useSearch();
  const page = pageAt(pathname);
  // Asked only on `/`, where the answer is needed anyway: other public pages never ask who is signed in.
  const { data: user } = useQuery({ ...currentUserQuery, enabled: page === PAGES.home });
  let title: string = page?.title ?? NOT_FOUND_TITLE;
  if (page === PAGES.home && user) title = PAGES.dashboard.title;
  if (page === PAGES.auth && new URLSearchParams(search).get('tab') === 'register') title = REGISTER_TITLE;
  useEffect(() => setPageTitle(title), [title]);
  return null;
}
