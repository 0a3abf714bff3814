// Days in the person's own time zone, in a module of their own: the first download uses them to ask
// for a page's data early (client/src/lib/page-reads.ts), and carries nothing else of task-buckets.ts.

/** Local midnights around "now": where today, tomorrow and the day after begin. */
export interface DayBounds {
  startOfToday: Date;
  startOfTomorrow: Date;
  startOfDayAfter: Date;
}

/** The start of the local day `offset` days from `now`'s day; correct across daylight-saving changes. */
export function startOfLocalDay(now: Date, offset = 0): Date {
  // The Date constructor carries the day over month and year ends, and gives local midnight (or the
  // first hour after it, where a clock change skips midnight) without date-fns.
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
}

export function dayBounds(now: Date): DayBounds {
  return {
    startOfToday: startOfLocalDay(now),
    startOfTomorrow: startOfLocalDay(now, 1),
    startOfDayAfter: startOfLocalDay(now, 2),
  };
}
