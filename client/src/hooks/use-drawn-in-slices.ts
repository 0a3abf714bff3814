import { useEffect, useState } from 'react';

/**
 * Rows a long list draws at once: enough to fill a laptop's screen (ten rows of about 64 px under the
 * page's heading, tabs and quick add). Twenty made the first drawing of a heavy day a long task on slower machines.
 */
export const FIRST_SLICE = 10;
/** Rows added after each frame until the list is whole. */
export const NEXT_SLICE = 20;

/** How many rows to draw after `drawn`, of `total`: one more slice, never past the end. */
export const nextDrawn = (drawn: number, total: number, slice = NEXT_SLICE) => Math.min(total, drawn + slice);

/**
 * How many of a list's `total` rows to draw now. A row with its menus and tooltips costs a few
 * milliseconds: a day of two hundred tasks drawn at once holds the page for a long task. The first
 * slice is drawn at once, the rest a slice per frame after the page has painted, so the list shows at
 * once and fills in while the page answers. `all` draws the whole list at once.
 */
export function useDrawnInSlices(total: number, { all = false }: { all?: boolean } = {}): number {
  const first = FIRST_SLICE;
  const [drawn, setDrawn] = useState(first);
  // Once drawn whole for a row to scroll to, the list stays whole.
  if (all && drawn < total) setDrawn(total);
  useEffect(() => {
    if (drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that paints this slice: a task of its own for the next one.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn((count) => nextDrawn(count, total)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total]);
  // A row about to be scrolled to (a search result) must be there in this very render.
  return all ? total : Math.min(drawn, total);
}
