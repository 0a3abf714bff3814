// Creates that are safe to send again: docs/decisions/0027.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED_CODE,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '@shared/schemas/idempotency';
import { currentUser } from '../auth/current-user';
import type { Database, Queryable } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

/** How long a key answers a repeat at least; the hourly clean-up deletes it after that. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a call answers: its status and the value its route's schema writes as JSON. */
export interface Answer {
  status: number;
  body: unknown;
}

interface StoredAnswer {
  status: number;
  /** The JSON text exactly as it was first sent. */
  json: string;
  replayed: boolean;
}

/** The request's key; null when it sends none. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key');
  return parsed.data;
}

/** The request a key was sent with, as validated (so fields a route ignores don't count). */
const requestHashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');

async function storedAnswerOf(tx: Queryable, userId: number, key: string, requestHash: string): Promise<StoredAnswer> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Only the hourly clean-up deletes a key, and only one a week old: a retry can't meet that in practice.
  if (!row || row.status === null || row.body === null) throw new Error('an idempotency key vanished while it was read');
  if (row.requestHash !== requestHash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request: send a new key with each new change', {
      code: IDEMPOTENCY_KEY_REUSED_CODE,
    });
  }
  return { status: row.status, json: row.body, replayed: true };
}

/**
 * Answers a call that changes data, performing it at most once per signed-in person and
 * `Idempotency-Key`. Without the header, `perform` simply runs on `db`. With it, the key is reserved
 * (`insert … on conflict do nothing`) in the transaction that performs the call and stores its answer,
 * so that:
 * - a repeat of an answered call gets the stored status and JSON again, with `Idempotent-Replayed: true`;
 * - a repeat arriving while the first is still running waits on the key's unique index, then reads its
 *   answer (or, if the first failed and rolled back, performs the call itself);
 * - a call that fails stores nothing, and the key can be sent again.
 * `perform` must run every query on the database it is given (the transaction): statements sent past it
 * (the batched ones of `raw-query.ts`) would not be undone with it, and on PGlite would wait for it forever.
 */
export async function answerOnce(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  perform: (db: Database) => Promise<Answer>,
): Promise<void> {
  const key = idempotencyKeyOf(request);
  if (key === null) {
    const { status, body } = await perform(db);
    return reply.code(status).send(body);
  }
  const userId = currentUser(request).id;
  const requestHash = requestHashOf(request);
  const answer = await db.transaction(async (tx): Promise<StoredAnswer> => {
    const [reserved] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!reserved) return storedAnswerOf(tx, userId, key, requestHash);
    const { status, body } = await perform(tx);
    // Written by the route's own serialiser, so the stored text is what this answer sends.
    const json = String(reply.code(status).serialize(body));
    await tx
      .update(idempotencyKeys)
      .set({ status, body: json })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { status, json, replayed: false };
  });
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.json);
}

/** Everyone's keys past their week (the hourly clean-up: one range of the index on `created_at`). */
export async function deleteExpiredIdempotencyKeys(db: Queryable, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
