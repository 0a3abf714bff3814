import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_DRAWN_WIDTH as DEFAULT_WIDTH } from '@shared/pages';

/**
 * A signed-in page the server sent drawn (decision 32): what the server knew of the device when it drew it.
 * While the server draws, and while the browser hydrates what it drew, every outside value the first drawing
 * reads (the window's width, the cookies) comes from here, so that both draw the same page; the browser's own
 * values take over once the page is live, as `useSyncExternalStore` does with a server snapshot.
 */

export interface DeviceAsDrawn {
  /** The window's width in CSS pixels, from the `viewport_width` cookie. */
  width: number;
  /** The request's `Cookie` header. */
  cookies: string;
}

export { DEFAULT_DRAWN_WIDTH as DEFAULT_WIDTH, WIDTH_COOKIE, ZONE_COOKIE } from '@shared/pages';

let drawnFor: DeviceAsDrawn | null = null;

/** Runs `draw` (a synchronous drawing) with `device`'s values as the outside world's. */
export function drawingFor<T>(device: DeviceAsDrawn, draw: () => T): T {
  drawnFor = device;
  try {
    return draw();
  } finally {
    drawnFor = null;
  }
}

/** Hydration draws what the server drew: the width it drew for (`#root`'s `data-width`) until the page is live. */
export function hydratingAsDrawn(width: number): void {
  drawnFor = { width: width > 0 ? width : DEFAULT_WIDTH, cookies: '' };
}

/** The device the page is being drawn for on a server, or was drawn for while it is hydrated. */
export const deviceAsDrawn = (): DeviceAsDrawn => drawnFor ?? { width: DEFAULT_WIDTH, cookies: '' };

/**
 * Every answer a drawn page was drawn from counts as read at `drawnAt`, on the server that draws the page and in the
 * browser that takes it over: what the page shows of when its data came ("Last updated 2:29 PM") is the same on
 * both, though their reads happened a minute apart (React redraws a whole page whose text differs).
 */
export function readAtDrawing(queryClient: QueryClient, drawnAt: number): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success') queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: drawnAt });
  }
}

/** Whether a `(max-width: Npx)` or `(min-width: Npx)` query holds at `width`; any other query is taken as false. */
export function widthQueryHolds(query: string, width: number): boolean {
  const match = /^\((max|min)-width:\s*(\d+)px\)$/.exec(query.trim());
  if (!match) return false;
  const limit = Number(match[2]);
  return match[1] === 'max' ? width <= limit : width >= limit;
}

/** A cookie's value in a `Cookie` header. */
export function cookieIn(header: string, name: string): string | undefined {
  const prefix = `${name}=`;
  const found = header.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return undefined;
  }
}
