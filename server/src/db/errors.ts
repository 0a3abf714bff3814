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

/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';

/** A referenced row vanished: a goal deleted while a task was being linked to it, say. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';
