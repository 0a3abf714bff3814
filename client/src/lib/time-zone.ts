/** Constructing a DateTimeFormat costs about half a millisecond, and a page of goal cards asks for the zone once per card. */
const REMEMBER_MS = 60_000;
let remembered: { zone: string; until: number } | null = null;

/**
 * The person's own time zone (IANA, e.g. "Europe/Berlin"), which decides where their days begin.
 * Looked up again after a minute, so a laptop that travelled picks up its new zone.
 */
export function browserTimeZone(): string {
  const now = Date.now();
  if (!remembered || now >= remembered.until) {
    remembered = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, until: now + REMEMBER_MS };
  }
  return remembered.zone;
}
