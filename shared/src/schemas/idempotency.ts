import { z } from 'zod';

/**
 * The request header that makes a create safe to send again (decision 27): the server performs the call
 * at most once per signed-in person and key, and answers a repeat with the answer it stored the first time.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set to `true` on an answer that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_MESSAGE = 'Idempotency-Key must be 8 to 100 letters, digits, - or _';

/** A key the client makes up once per change it may send again, such as `crypto.randomUUID()`. */
export const idempotencyKeySchema = z
  .string({ error: KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, KEY_MESSAGE);

/** Code of the 422 answer to a key sent again with another request than the one it was first sent with. */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'idempotency_key_reused';
