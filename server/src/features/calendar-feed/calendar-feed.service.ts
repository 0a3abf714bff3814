import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { feedWindow } from '@shared/domain/calendar-feed';
import { zonedDateKey } from '@shared/domain/zoned-days';
import type { CalendarFeedStatus } from '@shared/schemas/calendar-feed';
import { countHit, tooManyRequests } from '../../auth/rate-limit';
import { hashToken } from '../../auth/sessions';
import type { CalendarFeedRateLimit } from '../../config';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { feedCalendar } from './feed-calendar';
import { readFeedData } from './feed-data';

/** A feed token as the server hands them out: 256 random bits, base64url without padding. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The path of a feed's calendar file. */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/** The token in a feed file name (`<token>.ics`), or null for a name no feed ever had. */
export function tokenOfFeedFile(fileName: string): string | null {
  const token = fileName.endsWith('.ics') ? fileName.slice(0, -'.ics'.length) : '';
  return FEED_TOKEN.test(token) ? token : null;
}

export async function feedStatus(db: Database, userId: number): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt, timeZone: calendarFeeds.timeZone })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed ? { active: true, createdAt: feed.createdAt.toISOString(), timeZone: feed.timeZone } : { active: false, createdAt: null, timeZone: null };
}

/**
 * Makes the person's feed token, in place of any earlier one: the old link stops working in the same
 * statement. Only the token's hash is kept, so this is the one time the token exists in full.
 */
export async function createFeed(db: Database, userId: number, timeZone: string): Promise<{ token: string; createdAt: Date; timeZone: string }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  const values = { tokenHash: hashToken(token), timeZone, createdAt };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return { token, createdAt, timeZone };
}

export async function revokeFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Whose feed a token opens, and in which time zone; null for a token that opens none (never made, replaced or revoked). */
export async function feedOfToken(db: Database, token: string): Promise<{ userId: number; timeZone: string } | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, timeZone: calendarFeeds.timeZone })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return feed ?? null;
}

/** The feed's calendar file as of `now`. */
export async function feedCalendarOf(db: Database, feed: { userId: number; timeZone: string }, now: Date): Promise<string> {
  const window = feedWindow(zonedDateKey(now, feed.timeZone));
  const data = await readFeedData(db, feed.userId, window, feed.timeZone);
  return feedCalendar(data, feed.timeZone, window, now);
}

/**
 * Fetches per address, whatever the token (a calendar service fetches many people's feeds from one
 * address, so that limit is generous), and per feed from anywhere.
 */
export function createFeedThrottle(db: Database, limits: CalendarFeedRateLimit) {
  return {
    async countFetchFrom(ip: string): Promise<void> {
      const state = await countHit(db, `calendar-feed:ip:${ip}`, limits.windowMs);
      if (state.hits > limits.perIp) throw tooManyRequests(state, 'Too many calendar requests from this address.');
    },
    async countFetchOf(userId: number): Promise<void> {
      const state = await countHit(db, `calendar-feed:user:${userId}`, limits.windowMs);
      if (state.hits > limits.perFeed) throw tooManyRequests(state, 'This calendar feed was fetched too often.');
    },
  };
}
