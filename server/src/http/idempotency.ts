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
import { signedInUser } from '../auth/current-user';
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

/** A request's `Idempotency-Key` and the hash of the request it came with. */
export interface RequestKey {
  key: string;
  requestHash: string;
}

/**
 * A create that reserves its key in the very statement that makes its record, batched with others'
 * (the new tasks of many people): no transaction of its own. Its key names the record instead of
 * storing the answer, and a repeat answers that record as it is now.
 */
export interface BatchedCreate {
  /** Performs the call; null when its key was reserved before; undefined when this call can't be done so. */
  perform(db: Database, key: RequestKey): Promise<Answer | null> | undefined;
  /** What a repeat answers: the record the first call made. */
  replay(db: Database, recordId: number): Promise<Answer>;
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

/** The answer a key holds: its stored JSON, or the record a batched create made, written as the route writes it. */
async function storedAnswerOf(
  db: Database,
  reply: FastifyReply,
  userId: number,
  { key, requestHash }: RequestKey,
  batched: BatchedCreate | undefined,
): Promise<StoredAnswer> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body, recordId: idempotencyKeys.recordId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Only the hourly clean-up deletes a key, and only one a week old: a retry can't meet that in practice.
  if (!row || row.status === null) throw new Error('an idempotency key vanished while it was read');
  if (row.requestHash !== requestHash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request: send a new key with each new change', {
      code: IDEMPOTENCY_KEY_REUSED_CODE,
    });
  }
  if (row.body !== null) return { status: row.status, json: row.body, replayed: true };
  if (row.recordId === null || !batched) throw new Error('an idempotency key holds no answer');
  const { status, body } = await batched.replay(db, row.recordId);
  return { status, json: String(reply.code(status).serialize(body)), replayed: true };
}

function sendStored(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.json);
}

/**
 * Answers a call that changes data, performing it at most once per signed-in person and
 * `Idempotency-Key`. Without the header, `perform` simply runs on `db`. With it, and when `batched`
 * can do this call, its one statement reserves the key and performs the call. Otherwise the key is
 * reserved (`insert … on conflict do nothing`) in the transaction that performs the call and stores
 * its answer. Either way:
 * - a repeat of an answered call gets the stored status and JSON again (or the record a batched call
 *   made, as it is now), with `Idempotent-Replayed: true`;
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
  batched?: BatchedCreate,
): Promise<void> {
  const idempotencyKey = idempotencyKeyOf(request);
  if (idempotencyKey === null) {
    const { status, body } = await perform(db);
    return reply.code(status).send(body);
  }
  const key = { key: idempotencyKey, requestHash: requestHashOf(request) };
  const performedInBatch = batched?.perform(db, key);
  if (performedInBatch) {
    const answer = await performedInBatch;
    if (answer) return reply.code(answer.status).send(answer.body);
    // Nothing made: the key was reserved before, or the session the statement checked has ended (a 401 here).
    return sendStored(reply, await storedAnswerOf(db, reply, (await signedInUser(request)).id, key, batched));
  }
  const userId = (await signedInUser(request)).id;
  const answer = await db.transaction(async (tx): Promise<StoredAnswer> => {
    const [reserved] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key: key.key, requestHash: key.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!reserved) return storedAnswerOf(tx, reply, userId, key, batched);
    const { status, body } = await perform(tx);
    // Written by the route's own serialiser, so the stored text is what this answer sends.
    const json = String(reply.code(status).serialize(body));
    await tx
      .update(idempotencyKeys)
      .set({ status, body: json })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key.key)));
    return { status, json, replayed: false };
  });
  return sendStored(reply, answer);
}

/** Everyone's keys past their week (the hourly clean-up: one range of the index on `created_at`). */
export async function deleteExpiredIdempotencyKeys(db: Queryable, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
