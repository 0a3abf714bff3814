import { describe, expect, it } from 'vitest';
import { innermostMessage, isDatabaseUnavailable, isUniqueViolation } from './errors';

/** How Drizzle hands a driver error to the app: wrapped, with the query in its own message. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, dropped or timed-out connection, however wrapped', () => {
    const refused = Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
      code: 'ECONNREFUSED',
    });
    for (const error of [
      wrapped(refused),
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
      wrapped(withCode('the database system is starting up', '57P03')),
      wrapped(withCode('connection failure', '08006')),
      wrapped(withCode('sorry, too many clients already', '53300')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      withCode('read ECONNRESET', 'ECONNRESET'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error.cause ?? error)).toBe(true);
    }
  });

  it('leaves errors of the query itself alone', () => {
    for (const error of [
      wrapped(withCode('duplicate key value violates unique constraint', '23505')),
      wrapped(withCode('syntax error', '42601')),
      new Error('PGlite is closed'),
      null,
      'a string',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    expect(isUniqueViolation(wrapped(withCode('duplicate key', '23505')))).toBe(true);
  });
});

describe('innermostMessage', () => {
  it('gives the driver’s message, not the query and its parameters', () => {
    expect(innermostMessage(wrapped(new Error('Connection terminated unexpectedly')))).toBe('Connection terminated unexpectedly');
    expect(innermostMessage(wrapped(Object.assign(new AggregateError([]), { code: 'ECONNREFUSED' })))).toBe('ECONNREFUSED');
  });
});
