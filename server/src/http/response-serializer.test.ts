import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboardStatsSchema } from '@shared/schemas/stats';
import { todoListSchema, type Todo } from '@shared/schemas/todos';
import { shareAnswer } from '../shared-answers';
import { responseSerializerCompiler, serializerSchemaOf } from './response-serializer';

const serializerFor = (schema: z.ZodType, options: { checkResponses?: boolean } = {}) =>
  responseSerializerCompiler(options)({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

const todo: Todo = {
  id: 7,
  title: 'Read "chapter 3" \u2028 \\ </script>',
  description: null,
  dueDate: '2026-11-23T12:00:00.000Z',
  completed: true,
  failed: false,
  delayed: false,
  priority: 'high',
  plannedTime: '09:30',
  goalId: null,
  pomodoros: 2,
  completedAt: '2026-11-23T13:14:15.167Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  version: 3,
  skipped: false,
  seriesId: 4,
  occurrenceDate: '2026-11-23',
  repeatRule: 'FREQ=DAILY;INTERVAL=1',
  reminderMinutesBefore: 10,
};

describe('the response serializer', () => {
  it('writes what JSON.stringify writes for an answer that fits the schema', () => {
    const list = [todo, { ...todo, id: 8, description: 'Notes', goalId: 42, plannedTime: null, completedAt: null }];
    const written = serializerFor(todoListSchema)(list);
    expect(JSON.parse(written)).toEqual(list);
    expect(written).toBe(JSON.stringify(list));
  });

  it('leaves out fields the schema does not declare', () => {
    const written = serializerFor(todoListSchema)([{ ...todo, userId: 3, password: 'argon2-hash' }]);
    expect(JSON.parse(written)).toEqual([todo]);
    expect(written).not.toContain('argon2-hash');
  });

  it('fails instead of writing an answer that lacks a required field', () => {
    const { createdAt: _createdAt, ...withoutCreatedAt } = todo;
    expect(() => serializerFor(todoListSchema)([withoutCreatedAt])).toThrow(/createdAt/);
  });

  it('writes nested objects and arrays of the statistics', () => {
    const sample = {
      mainGoals: { part: 1, whole: 2, percent: 50 },
      activeSubgoals: 3,
      upcomingDeadlines: 4,
      mainGoalsWithWorkToday: { part: 0, whole: 2, percent: 0 },
      completionsByDay: [{ date: '2026-11-23', completed: 5 }],
      completedInWindow: 5,
      completionRate: { part: 5, whole: 10, percent: 50 },
      recentGoals: [{ id: 1, title: 'Learn Spanish', deadline: '2026-12-24T12:00:00.000Z', progress: 40 }],
    };
    const parsed = dashboardStatsSchema.safeParse(sample);
    // The sample follows the schema, so the test keeps up with the statistics' shape.
    expect(parsed.success ? null : parsed.error.issues).toBeNull();
    expect(JSON.parse(serializerFor(dashboardStatsSchema)(sample))).toEqual(sample);
  });

  it('writes a shared answer once, as bytes, however often it is sent', () => {
    const serialize = serializerFor(todoListSchema);
    const list = shareAnswer([Object.freeze({ ...todo })]);
    const first = serialize(list) as unknown as Buffer;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(first.toString('utf8')).toBe(JSON.stringify(list));
    expect(serialize(list)).toBe(first);
  });

  it('writes any other answer each time, frozen or not: it may change between requests', () => {
    const serialize = serializerFor(todoListSchema);
    const open = [{ ...todo }];
    expect(serialize(open)).toBe(JSON.stringify(open));
    open[0] = { ...todo, title: 'Changed' };
    expect(serialize(open)).toContain('Changed');
    const frozen = Object.freeze([Object.freeze({ ...todo })]);
    expect(typeof serialize(frozen)).toBe('string');
  });

  it('checks each answer against its schema when asked to, as the tests ask', () => {
    const wrong = [{ ...todo, title: null }];
    // Unchecked, fast-json-stringify would write the missing title as an empty string.
    expect(JSON.parse(serializerFor(todoListSchema)(wrong))[0].title).toBe('');
    expect(() => serializerFor(todoListSchema, { checkResponses: true })(wrong)).toThrow(/GET \/test does not fit its schema/);
    expect(serializerFor(todoListSchema, { checkResponses: true })([todo])).toBe(JSON.stringify([todo]));
  });

  it('turns a nullable field into a list of types rather than a choice between schemas', () => {
    const schema = serializerSchemaOf(z.object({ goalId: z.number().int().nullable(), note: z.string().nullable() })) as {
      properties: Record<string, { type: unknown; anyOf?: unknown }>;
    };
    expect(schema.properties.goalId?.type).toEqual(['integer', 'null']);
    expect(schema.properties.goalId?.anyOf).toBeUndefined();
    expect(schema.properties.note?.type).toEqual(['string', 'null']);
  });
});
