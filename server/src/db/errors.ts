/** The PostgreSQL error code of a failed query; Drizzle wraps the driver's error in its own. */
function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A batch of statements took too long to answer (a frozen database, a connection that died without a
 * word). Its code makes it a 503 like any other unreachable database.
 */
export class DatabaseTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * A statement refused for something in its data (classes 22 and 23: a value or a rule, such as a goal
 * deleted meanwhile) or rolled back to resolve a conflict with another transaction (class 40: a
 * deadlock, a serialisation failure): a batch that fails so may succeed item by item.
 */
export function isItemSpecificFailure(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code !== undefined && ['22', '23', '40'].includes(code.slice(0, 2));
}

/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';

/** A referenced row vanished: a goal deleted while a task was being linked to it, say. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';

/** Socket failures on the way to the database server. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "the database can't serve you now": class 08 (connection exception),
 * admin / crash shutdown, still starting up, and too many connections.
 */
const isUnavailableState = (code: string) => code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres and its pool report a lost or impossible connection by message alone. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * True when a query failed because the database could not be reached or dropped the connection,
 * as opposed to refusing the query itself. Looks through Drizzle's wrapping (`cause`) and
 * Node's AggregateError (one refused connection per address of a host name).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The driver's own message under Drizzle's wrapping, which would repeat the query and its parameters. */
export function innermostMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    current = cause;
  }
  const { message, code } = (current ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  // A refused connection to every address of a host is an AggregateError with a code and no message.
  return typeof code === 'string' ? code : String(current);
}
