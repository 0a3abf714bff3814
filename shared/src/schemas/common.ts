import { z } from 'zod';

/** The largest id an integer column holds. */
export const MAX_ID = 2_147_483_647;

/** A database id read from a URL path or query string, where every value arrives as text. */
export const positiveIdFromTextSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** The `:id` of a record's URL (`/api/goals/12`). */
export const idParamSchema = z.object({
  id: positiveIdFromTextSchema('Id must be a positive whole number'),
});
export type IdParam = z.infer<typeof idParamSchema>;

/** A database id in a JSON body: a positive whole number an integer column holds, `message` for anything else. */
export const positiveIdSchema = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A reference to another record in a JSON body: a positive integer, or null for "none". */
export const optionalReferenceSchema = (label: string) => positiveIdSchema(`${label} must be a number or null`).nullish();

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 9999;

/**
 * A point in time sent as an ISO string (or a Date when a schema is used in the browser),
 * coerced to a Date. Years outside 1900–9999 are refused so that every stored value
 * survives a round trip through JavaScript and PostgreSQL.
 */
export const dateTimeSchema = (message: string) =>
  z.union([z.string(), z.date()], { error: message }).transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(value);
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < EARLIEST_YEAR || year > LATEST_YEAR) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });

/** Half of a surrogate pair without its other half: JSON can carry it, UTF-8 (and so the database) can't. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text a person typed. PostgreSQL can't store the NUL character, and a lone surrogate would be
 * stored as U+FFFD: both are refused here with a message instead of failing, or changing the
 * text, later in the database.
 */
export const typedTextSchema = (typeMessage: string) =>
  z
    .string({ error: typeMessage })
    .refine((text) => !text.includes('\u0000'), 'Text must not contain null characters')
    .refine((text) => !LONE_SURROGATE.test(text), 'Text must be valid Unicode');

/** The JSON error body every failing API call answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  /** Which rule refused the request, for screens that react to a specific rule. */
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** With `code: 'stale'`: the record as it is now, which the refused change was not made on. */
  current: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The version of a record a change was made on (every answer carries the record's `version`). A change
 * that names one applies only while it is still current; otherwise the answer is 409 `stale` with the
 * record as it is now. Without it a change applies to whatever is stored, as the spec's API describes.
 */
export const baseVersionSchema = z
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .min(0, 'Version must be a whole number')
  .max(MAX_ID, 'Version must be a whole number');

/** Code of the 409 answer to a change made on a version that is no longer current. */
export const STALE_CODE = 'stale';
