import { whenIdle } from './when-idle';

/**
 * The person's own time zone (IANA, e.g. "Europe/Berlin"), which decides where their days begin.
 *
 * Asking the browser (`Intl.DateTimeFormat().resolvedOptions()`) sets up its locale data the first time in a
 * page: 40–70 ms of a slow machine's main thread, in the middle of the page's load, where nothing else the app
 * draws first uses Intl (shared/src/domain/plural.ts). So the answer is kept on the device, with the offsets from
 * UTC its clock had in January and July, which plain dates give for nothing. While the clock still has those
 * offsets, the kept zone is the answer:
 * - a device that moved to a zone with other hours asks again at once;
 * - one whose zone changed but kept the same hours (the same offsets, another day for the clocks to change)
 *   asks again once a day, when the browser is idle, and from then on the new answer is used.
 * A zone is the device's, not the person's: like the theme, it stays when they sign out.
 */

const KEPT_ZONE_KEY = 'stepwise.timeZone';
/** How long a kept zone is trusted before the browser is asked again (when idle; the kept one meanwhile). */
const ZONE_RECHECK_MS = 24 * 60 * 60 * 1000;
/** A page of goal cards asks for the zone once per card: the answer holds for a minute. */
const REMEMBER_MS = 60_000;

interface KeptZone {
  zone: string;
  /** `offsetsOf` when the zone was asked for. */
  offsets: string;
  askedAt: number;
}

let remembered: { zone: string; until: number } | null = null;
let recheckPlanned = false;

/** The clock's offsets from UTC on 1 January and 1 July of `now`'s year: they tell most zones apart. */
function offsetsOf(now: Date): string {
  const year = now.getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

function readKeptZone(): KeptZone | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_ZONE_KEY) ?? 'null') as Partial<KeptZone> | null;
    if (typeof kept?.zone !== 'string' || typeof kept.offsets !== 'string' || typeof kept.askedAt !== 'number') return null;
    return kept as KeptZone;
  } catch {
    // Storage blocked, or something else's text under the key: ask.
    return null;
  }
}

function askBrowser(now: number): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    localStorage.setItem(KEPT_ZONE_KEY, JSON.stringify({ zone, offsets: offsetsOf(new Date(now)), askedAt: now } satisfies KeptZone));
  } catch {
    // A browser that keeps nothing asks once a minute, as before.
  }
  return zone;
}

function zoneAt(now: number): string {
  const kept = readKeptZone();
  if (!kept || kept.offsets !== offsetsOf(new Date(now))) return askBrowser(now);
  if (now - kept.askedAt >= ZONE_RECHECK_MS && !recheckPlanned) {
    recheckPlanned = true;
    whenIdle(() => {
      recheckPlanned = false;
      const askedAt = Date.now();
      remembered = { zone: askBrowser(askedAt), until: askedAt + REMEMBER_MS };
    });
  }
  return kept.zone;
}

let askEveryTime = false;

/** On a server drawing pages (app/draw-page.tsx): the zone is the clock's, set for each drawing, and never kept. */
export function askZoneEveryTime(): void {
  askEveryTime = true;
}

export function browserTimeZone(): string {
  if (askEveryTime) return Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = Date.now();
  if (!remembered || now >= remembered.until) remembered = { zone: zoneAt(now), until: now + REMEMBER_MS };
  return remembered.zone;
}
