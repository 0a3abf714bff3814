import { useEffect } from 'react';

/**
 * Beside the app in every tree that is hydrated: a page drawn in advance (the landing page, decision 30) or on
 * the server (decision 32) is live once hydrated, when its mark is removed (what the browser tests wait for).
 * The server draws it too, so that both trees have the same shape and React's generated ids agree.
 */
export function MarkHydrated({ root }: { root?: HTMLElement }) {
  useEffect(() => root?.removeAttribute('data-prerendered'), [root]);
  return null;
}
