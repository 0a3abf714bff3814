import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/** `?show=<id>` on /goals or /todos: the page scrolls to that goal or task and highlights it (the command palette's results). */
export const REVEAL_PARAM = 'show';

/** How long a revealed row stays highlighted. */
export const REVEAL_HIGHLIGHT_MS = 2500;

/**
 * The id the address asks the page to show, taken once: the parameter leaves the address at once,
 * so that asking for the same row again (or going back) shows it again rather than nothing.
 */
export function useRevealRequest(): { id: number; at: number } | null {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [request, setRequest] = useState<{ id: number; at: number } | null>(null);
  const asked = Number(new URLSearchParams(search).get(REVEAL_PARAM));
  useEffect(() => {
    if (!Number.isInteger(asked) || asked <= 0) return;
    setRequest({ id: asked, at: Date.now() });
    navigate(location, { replace: true });
  }, [asked, location, navigate]);
  return request;
}

/** Scrolls the element into the middle of the screen, focuses it (or `focusTarget` in it) and marks it highlighted for a moment. */
export function revealElement(element: HTMLElement, focusTarget: HTMLElement = element): void {
  element.scrollIntoView({ block: 'center' });
  focusTarget.focus({ preventScroll: true });
  element.setAttribute('data-revealed', '');
  window.setTimeout(() => element.removeAttribute('data-revealed'), REVEAL_HIGHLIGHT_MS);
}
