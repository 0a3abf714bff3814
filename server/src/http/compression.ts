import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './security-headers';

/**
 * API answers travel compressed when the client accepts it, as every browser does: a list of two hundred
 * tasks is 80 KB of JSON and 6–10 KB compressed, which a phone on a slow network feels and the server's
 * sockets carry ten times more easily. The client app's files are compressed once at build time instead, and
 * pages drawn on the server as they are sent (client-app.ts).
 */
export type Encoding = 'br' | 'gzip';

/** Below about one network packet, compressing saves nothing worth its time. */
export const MIN_COMPRESSED_BYTES = 1024;
/** Larger answers are compressed off the event loop, so that other requests go on meanwhile. */
const SYNC_LIMIT_BYTES = 256 * 1024;
/** Brotli's quality 4: about as fast as gzip's default and a third smaller. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 5 };
/**
 * Answers below this size (a person's day of tasks, one task, a plan) take the cheapest settings:
 * Brotli's quality 1 costs a quarter of quality 4's time on a few KB and saves nearly as many bytes
 * (a day of three tasks: 1.2 KB to 320 bytes rather than 275), and every request pays it.
 */
export const SMALL_ANSWER_BYTES = 64 * 1024;
const SMALL_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const SMALL_GZIP_OPTIONS = { level: 1 };
/** What the API answers with that is worth compressing: its JSON, and calendar feeds (a year of tasks). */
const COMPRESSED_TYPES = ['application/json', 'text/calendar'];
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Browsers send the same few headers again and again; any client may send any, so only a few are kept. */
const encodingByHeader = new Map<string, Encoding | null>();
const HEADERS_KEPT = 32;

/** The encoding to answer in for an `Accept-Encoding` header: Brotli, else gzip, else none (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = encodingFor(acceptEncoding);
    if (encodingByHeader.size >= HEADERS_KEPT) encodingByHeader.clear();
    if (acceptEncoding.length <= 200) encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

function encodingFor(acceptEncoding: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** `body` in `encoding`: large bodies off the event loop, small ones with the cheapest settings. */
export function compress(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (body.length > SYNC_LIMIT_BYTES) return encoding === 'br' ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body, GZIP_OPTIONS);
  if (body.length < SMALL_ANSWER_BYTES) return encoding === 'br' ? brotliCompressSync(body, SMALL_BROTLI_OPTIONS) : gzipSync(body, SMALL_GZIP_OPTIONS);
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
}

/**
 * Compresses `/api` answers of JSON and calendar files. A shared answer (one list written once for every request
 * that asked for it together, response-serializer.ts) arrives as the same Buffer each time, and is compressed once too.
 */
export function registerCompression(app: FastifyInstance): void {
  const compressedShared = new WeakMap<Buffer, Partial<Record<Encoding, Buffer | Promise<Buffer>>>>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiRequest(request) || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    // Measured, not converted: most answers are small, and a string becomes bytes only to be compressed.
    const compressible = COMPRESSED_TYPES.some((compressed) => type.startsWith(compressed));
    if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES || !compressible || reply.hasHeader('content-encoding')) {
      return done(null, payload);
    }
    // Whatever this answer's encoding, a cache must key it by what the request accepted.
    reply.header('vary', 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    let compressed: Buffer | Promise<Buffer>;
    if (Buffer.isBuffer(payload)) {
      const cached = compressedShared.get(payload) ?? {};
      compressed = cached[encoding] ?? compress(payload, encoding);
      cached[encoding] = compressed;
      compressedShared.set(payload, cached);
    } else {
      compressed = compress(Buffer.from(payload), encoding);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (Buffer.isBuffer(compressed)) return done(null, compressed);
    compressed.then((bytes) => done(null, bytes), (error: Error) => done(error));
  });
}
