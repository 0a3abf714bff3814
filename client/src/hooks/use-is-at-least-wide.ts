import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is at least `minWidth` pixels wide: measured before the first paint and again
 * whenever it changes size (a window resized, the sidebar folded). For layouts that differ in more
 * than styles, where a CSS container query can't choose.
 */
export function useIsAtLeastWide(ref: RefObject<Element | null>, minWidth: number): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWide(element.getBoundingClientRect().width >= minWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return wide;
}
