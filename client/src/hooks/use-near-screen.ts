import { useEffect, useState, type RefObject } from 'react';

/** How far outside the screen an element counts as near: about a screen's height of scrolling. */
const NEAR_MARGIN = '600px 0px';

type Listener = (near: boolean) => void;
let observer: IntersectionObserver | null = null;
const listeners = new WeakMap<Element, Listener>();

/** One observer for every element that asks: a page may hold hundreds of them. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: NEAR_MARGIN },
  );
  return observer;
}

/**
 * True once the element has come within about a screen of the visible part of the page, and from then on.
 * Lets a page of many cards draw each one's costly details only when the person can reach them.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  // Where nothing can tell (no IntersectionObserver, as when rendered to HTML), everything is near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observing = sharedObserver();
    listeners.set(element, (isNear) => {
      if (!isNear) return;
      setNear(true);
      observing.unobserve(element);
    });
    observing.observe(element);
    return () => {
      observing.unobserve(element);
      listeners.delete(element);
    };
  }, [ref, near]);
  return near;
}
