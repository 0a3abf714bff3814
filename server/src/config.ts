import { z } from 'zod';
import type { PublicSettings } from '@shared/schemas/public-settings';

/** A switch: `true`/`1` or `false`/`0`; unset or empty, `byDefault`. */
const flag = (byDefault: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? byDefault : value === 'true' || value === '1'));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const PUBLIC_URL_MESSAGE = 'PUBLIC_URL must be the address people open Stepwise at, such as https://stepwise.example.com (no path)';
/** An http(s) origin, written with or without a final slash. */
const publicUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    } catch {
      return false;
    }
  }, PUBLIC_URL_MESSAGE)
  .transform((value) => new URL(value).origin);

/** Every environment variable the server reads; the README documents each one. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: positiveInt(10),
  CLIENT_DIST_DIR: z.string().min(1).default('./dist/client'),
  /**
   * Behind a reverse proxy: its addresses / CIDR ranges, or how many proxy hops to trust.
   * "true" is refused: trusting every hop would let any client choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .refine((value) => value.trim().toLowerCase() !== 'true', {
      message: 'give the proxy addresses (e.g. 127.0.0.1,10.0.0.0/8) or a hop count, not "true"',
    })
    .optional(),
  /**
   * Where people open Stepwise (https://stepwise.example.com), for links the server hands out that are
   * opened elsewhere (a calendar feed's). Without it, such links are made from the request's own address.
   */
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), publicUrl.optional()),
  /** Comma-separated extra origins allowed to send mutating requests (the app's own is always allowed). */
  ALLOWED_ORIGINS: z.string().default(''),
  SESSION_TTL_DAYS: positiveInt(30),
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  AUTH_RATE_LIMIT_FAILURES_PER_USERNAME: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  SUGGESTIONS_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SUGGESTIONS_API_KEY: z.string().optional(),
  SUGGESTIONS_MODEL: z.string().default('gpt-4o-mini'),
  SUGGESTIONS_TIMEOUT_MS: positiveInt(8000),
  /** Suggestion answers a person may have worked out per 10 minutes (answers from memory are free). */
  SUGGESTIONS_RATE_LIMIT: positiveInt(40),
  DONATION_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SUPPORT_EMAIL: z.string().email().default('support@stepwise.example'),
  PRIVACY_EMAIL: z.string().email().default('privacy@stepwise.example'),
  /** Calendar feed fetches per hour from one address, all feeds together (a calendar service fetches many from one). */
  CALENDAR_FEED_RATE_LIMIT_PER_IP: positiveInt(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECURE_COOKIES: flag(false),
  /** Signed-in pages sent drawn with the person's data (decision 32). */
  DRAWN_PAGES: flag(true),
});

/** How often calendar feeds may be fetched: per address over all feeds, and per feed from anywhere. */
export interface CalendarFeedRateLimit {
  perIp: number;
  perFeed: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  database: { databaseUrl: string; poolSize: number } | { dataDir: string };
  clientDistDir: string;
  /** Passed to Fastify's trustProxy: false, the proxies' addresses / CIDR ranges, or a hop test. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  allowedOrigins: string[];
  sessionTtlMs: number;
  /** Always mark the session cookie Secure, even when the request looks like plain HTTP. */
  secureCookies: boolean;
  /** Draw the signed-in pages that show the most data on the server (decision 32). */
  drawnPages: boolean;
  authRateLimit: { perIp: number; failuresPerUsername: number; windowMs: number };
  suggestions: { apiUrl?: string; apiKey?: string; model: string; timeoutMs: number; rateLimit: { max: number; windowMs: number } };
  /** The origin links opened outside the app are made with; null to use the request's own. */
  publicUrl: string | null;
  calendarFeedRateLimit: CalendarFeedRateLimit;
  /** What the client shows: the sidebar's donation link and the legal pages' contact addresses. */
  publicSettings: PublicSettings;
  logLevel: string;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return trimmed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { databaseUrl: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { dataDir: e.DATA_DIR },
    clientDistDir: e.CLIENT_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    secureCookies: e.SECURE_COOKIES,
    drawnPages: e.DRAWN_PAGES,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      failuresPerUsername: e.AUTH_RATE_LIMIT_FAILURES_PER_USERNAME,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
    },
    suggestions: {
      ...(e.SUGGESTIONS_API_URL ? { apiUrl: e.SUGGESTIONS_API_URL } : {}),
      ...(e.SUGGESTIONS_API_KEY ? { apiKey: e.SUGGESTIONS_API_KEY } : {}),
      model: e.SUGGESTIONS_MODEL,
      timeoutMs: e.SUGGESTIONS_TIMEOUT_MS,
      rateLimit: { max: e.SUGGESTIONS_RATE_LIMIT, windowMs: 10 * 60_000 },
    },
    publicUrl: e.PUBLIC_URL ?? null,
    // A calendar app fetches a feed every few minutes at most; a feed read on every device stays well within.
    calendarFeedRateLimit: { perIp: e.CALENDAR_FEED_RATE_LIMIT_PER_IP, perFeed: 60, windowMs: 60 * 60_000 },
    publicSettings: {
      donationUrl: e.DONATION_URL ?? null,
      supportEmail: e.SUPPORT_EMAIL,
      privacyEmail: e.PRIVACY_EMAIL,
    },
    logLevel: e.LOG_LEVEL,
  };
}
