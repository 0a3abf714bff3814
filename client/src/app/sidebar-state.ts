import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useIsMobile } from '@/hooks/use-media-query';
import { readCookie, writeCookie } from '@/lib/cookies';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface SidebarState {
  /** Desktop: full width (true) or icons only (false). */
  expanded: boolean;
  /** Phones: the sheet is showing. */
  mobileOpen: boolean;
  isMobile: boolean;
  setMobileOpen(open: boolean): void;
  /** Collapses or expands on desktop, opens or closes the sheet on phones. */
  toggle(): void;
}

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside the app shell');
  return state;
}

/** The sidebar's state, its 7-day cookie and the Ctrl/Cmd+B shortcut. */
export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((wasExpanded) => {
      writeCookie(SIDEBAR_COOKIE, String(!wasExpanded), SIDEBAR_COOKIE_MAX_AGE_SECONDS);
      return !wasExpanded;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'b') return;
      // A dialog owns the keyboard; the sidebar must not open on top of it (the phone sheet itself excepted).
      const openDialog = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
      if (openDialog && !openDialog.hasAttribute('data-sidebar-sheet')) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { expanded, mobileOpen, isMobile, setMobileOpen, toggle };
}
