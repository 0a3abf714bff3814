const UNIQUE_VIOLATION = '23505';

/** True when PostgreSQL refused a write because of a unique index; Drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
