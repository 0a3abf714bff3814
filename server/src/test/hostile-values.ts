import fc from 'fast-check';

/** Text that has broken servers before: encodings, control characters, injection attempts. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\u202Eevil\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̷̢̛̤̩̈́a̴̛̦͔l̵̨̈g̸̡͝o̶͔̾',
  '\uFEFF',
  '\r\n\t\b\f\v',
  "'; drop table goals; --",
  "' or '1'='1",
  '1; select pg_sleep(10)',
  '$1',
  '%00',
  '%s%s%s%n',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e400',
  '0x7fffffff',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  'Europe/Nowhere',
  '24:00',
];

export const hostileText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Lone halves of surrogate pairs, which JSON can carry but UTF-8 can't.
  fc.array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 3 }).map((units) => String.fromCharCode(...units)),
  fc.constantFrom(10_000, 100_001, 300_000).map((length) => 'x'.repeat(length)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE, 1e-7),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, leaning towards the ones above, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Deeply nested JSON text, built as text because serialising it recursively could itself overflow. */
export const deeplyNestedJson = fc.oneof(
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc
    .integer({ min: 1_000, max: 50_000 })
    .map((depth) => `{"title":${'['.repeat(depth)}"x"${']'.repeat(depth)},"deadline":"2030-01-01T00:00:00Z"}`),
);

/** Request bodies that are not JSON at all, or JSON broken in some way. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"title":',
    '[1,]',
    "{'title':'x'}",
    '{"title":"x",}',
    'nul',
    'undefined',
    '\u0000',
    '{"title":"\\ud800"}',
    '{"title":"\\u0000"}',
    '{"a":1}{"a":2}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '1e999999',
    '"' + 'x'.repeat(1000) + '"',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  deeplyNestedJson,
);

/** What can stand where a path expects a record id. */
export const hostileId = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '+1',
    ' 1',
    '1 ',
    '9'.repeat(400),
    '2147483648',
    '9007199254740993',
    'NaN',
    'Infinity',
    'null',
    '%00',
    '%20',
    '%2e%2e',
    '1%3B%20drop%20table%20goals',
    "1'%20or%20'1'%3D'1",
    '%F0%9F%98%80',
    '%D8%00',
    '%E2%80%AE1',
  ),
);
