import { useSyncExternalStore } from 'react';
import { deviceAsDrawn, widthQueryHolds } from '@/lib/drawn-page';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // A page drawn on the server, and its hydration: the width the server knew of.
    () => widthQueryHolds(query, deviceAsDrawn().width),
  );
}

/** Spec section 9: below 768 px the sidebar becomes a sheet. */
export const useIsMobile = () => useMediaQuery('(max-width: 767px)');
