import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';
import { isSharedAnswer } from '../shared-answers';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Zod writes a nullable number as `anyOf: [{ type: 'integer' }, { type: 'null' }]`, which
 * fast-json-stringify can only serialise by validating each value against both branches; as
 * `type: ['integer', 'null']` it writes the value directly.
 */
function withNullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableTypes);
  if (!isObject(schema)) return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) result[key] = withNullableTypes(value);
  const branches = result.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch) => isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1);
    const other = branches[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _anyOf, ...rest } = result;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return result;
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema. */
export function serializerSchemaOf(schema: z.ZodType): Schema {
  return withNullableTypes(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as Schema;
}

/**
 * Responses are written by a serialiser compiled once per route from the route's zod response
 * schema. Like the schema, it writes only the declared fields (an unlisted column never leaks), but it
 * doesn't re-validate every value with zod on the way out: the services build their answers from typed
 * rows, and for the goal list of a person with thousands of goals that validation cost more than the
 * query (docs/decisions/0013). The tests turn the check back on (`checkResponses`), so that an answer
 * that doesn't fit its schema fails there.
 *
 * A shared answer (`shareAnswer`) can't change, so it is written once however many requests it answers,
 * and kept as UTF-8 bytes, which Fastify sends as they are, where a string is measured and encoded for
 * every answer.
 */
export function responseSerializerCompiler({ checkResponses = false } = {}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const serialize = fastJsonStringify(serializerSchemaOf(schema));
    const writtenShared = new WeakMap<object, Buffer>();
    return (data: unknown) => {
      if (checkResponses) {
        const checked = schema.safeParse(data);
        if (!checked.success) throw new Error(`the answer of ${method} ${url} does not fit its schema: ${checked.error.message}`);
      }
      if (!isSharedAnswer(data)) return serialize(data);
      let json = writtenShared.get(data);
      if (json === undefined) {
        json = Buffer.from(serialize(data));
        writtenShared.set(data, json);
      }
      // Fastify's type says string; its reply sends a string or a Buffer alike.
      return json as unknown as string;
    };
  };
}
