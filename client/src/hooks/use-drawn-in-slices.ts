import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Rows a long list draws at once: enough to fill a laptop's screen. A Daily Tasks row is about 114 px high and
 * a Pomodoro row 122, so five show below the page's heading, tabs and quick add at 800 px, and a row or two
 * more on a taller screen; the next slice follows in the next frame. Ten made the first drawing of a heavy
 * day a long task.
 */
export const FIRST_SLICE = 6;
/**
 * Rows added in the first slice after the screenful, before the machine's speed is known. Rows still cost
 * their first-use code then (2–4 ms each here): twenty made that slice a long task.
 */
export const NEXT_SLICE = 10;
/**
 * What drawing one slice may take in script (React's render and commit, as timed here). The rows' effects
 * and the garbage collections their new objects bring come on top (10–25 ms a slice of a heavy day), then the
 * browser's style and layout of the new rows; a task of 50 ms or more counts as long. At 30 ms, slices of
 * the Pomodoro list took 45–65 ms, and one with a full collection over 100.
 */
export const SLICE_BUDGET_MS = 20;
const FEWEST_PER_SLICE = 2;
const MOST_PER_SLICE = 60;

/** How many rows to draw after `drawn`, of `total`: one more slice, never past the end. */
export const nextDrawn = (drawn: number, total: number, slice = NEXT_SLICE) => Math.min(total, drawn + slice);

/**
 * The size of the next slice, from the last one's: as many rows as fit in the budget at the speed the
 * last slice was drawn, within bounds, so that a slow machine draws fewer rows a frame and a fast one more.
 */
export function nextSliceSize(lastSize: number, lastMs: number, budgetMs = SLICE_BUDGET_MS): number {
  if (!(lastMs > 0) || lastSize <= 0) return NEXT_SLICE;
  const fitting = Math.floor((lastSize * budgetMs) / lastMs);
  return Math.min(MOST_PER_SLICE, Math.max(FEWEST_PER_SLICE, fitting));
}

/**
 * How many of a list's `total` rows to draw now. A row with its controls costs a millisecond or more:
 * a day of two hundred tasks drawn at once holds the page for a long task. The first slice is drawn at
 * once, the rest a slice per frame after the page has painted, each slice sized by how long the last
 * one took, so the list shows at once and fills in while the page answers. `all` draws the whole list at once.
 */
export function useDrawnInSlices(total: number, { all = false }: { all?: boolean } = {}): number {
  const [drawn, setDrawn] = useState(FIRST_SLICE);
  // The slice being drawn: its size and when its render began.
  const slice = useRef({ size: FIRST_SLICE, startedAt: 0 });
  const nextSize = useRef(NEXT_SLICE);
  // Once drawn whole for a row to scroll to, the list stays whole.
  if (all && drawn < total) setDrawn(total);
  // At the end of the commit that drew a slice, its time in script (from its task's start).
  useLayoutEffect(() => {
    const { size, startedAt } = slice.current;
    if (startedAt > 0) nextSize.current = nextSliceSize(size, performance.now() - startedAt);
    slice.current = { size: 0, startedAt: 0 };
  }, [drawn]);
  useEffect(() => {
    if (drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that paints this slice: a task of its own for the next one.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const size = nextSize.current;
        slice.current = { size, startedAt: performance.now() };
        setDrawn((count) => nextDrawn(count, total, size));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total]);
  // A row about to be scrolled to (a search result) must be there in this very render.
  return all ? total : Math.min(drawn, total);
}
