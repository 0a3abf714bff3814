// The least work the many-people cases ask for, answering the same requests the load sends the app, with one
// pg pool whose statements gather what arrives in one turn of the event loop, four at most in flight, as the
// app's batches do. Prints "listening" once it accepts connections. Two fronts (decision 12):
//   bare     Node's HTTP server and nothing else;
//   fastify  the app's stack without the app: Fastify with @fastify/cookie, the route schemas the app's routes
//            validate with (zod), and its answer serializer; none of its hooks, data versions, triggers or cache.
// Routes: GET /answer/… (bare only) the app's answer to a person's today's tasks (its bytes and headers);
// GET /api/todos the person's session found (sha256 of the cookie's token), then that answer; PATCH /write/…/:id
// (bare only) a row of its own table written and committed, answered as JSON; PATCH /api/todos/:id the session
// found, then that write.
// Usage: tsx ceiling-server.ts <port> <database url> <bare|fastify>; the answer comes in CEILING_ANSWER (JSON: headers, base64 body).
import { createServer, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { z } from 'zod';
import { idParamSchema } from '@shared/schemas/common';
import { todoListQuerySchema, todoUpdateSchema } from '@shared/schemas/todos';
import { hashToken, SESSION_COOKIE } from '../../server/src/auth/sessions';
import { responseSerializerCompiler } from '../../server/src/http/response-serializer';

const [port = '0', databaseUrl, front = 'bare'] = process.argv.slice(2);
const answer = JSON.parse(process.env.CEILING_ANSWER ?? '{"headers":{},"body":""}') as { headers: Record<string, string>; body: string };
const answerBody = Buffer.from(answer.body, 'base64');
const answerHeaders = { ...answer.headers, 'content-length': String(answerBody.length) };
const ROWS = 20_000;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
await pool.query('create table if not exists ceiling_toggles (id int primary key, done boolean not null, version int not null)');
await pool.query(`insert into ceiling_toggles select i, false, 0 from generate_series(1, ${ROWS}) i on conflict do nothing`);

const FIND_SESSIONS = {
  name: 'find_sessions',
  text: `select c.item::int as item, s.user_id as "userId"
    from unnest($1::text[]) with ordinality c(token_hash, item) join sessions s on s.token_hash = c.token_hash and s.expires_at > now()`,
};
const TOGGLE = {
  name: 'toggle',
  text: `update ceiling_toggles t set done = c.done, version = t.version + 1
    from unnest($1::int[], $2::bool[]) with ordinality c(id, done, item) where t.id = c.id
    returning c.item::int as item, t.id, t.done, t.version`,
};

interface Waiting<Item> {
  item: Item;
  resolve(row: Record<string, unknown> | null): void;
  reject(error: unknown): void;
}

/** Gathers the calls of one turn of the event loop into one statement; `columns` makes its parameters. */
function batcher<Item>(statement: { name: string; text: string }, columns: (items: Item[]) => unknown[]) {
  let waiting: Waiting<Item>[] = [];
  let inFlight = 0;
  let scheduled = false;
  const schedule = () => {
    if (scheduled || waiting.length === 0 || inFlight >= 4) return;
    scheduled = true;
    setImmediate(async () => {
      scheduled = false;
      const batch = waiting;
      waiting = [];
      inFlight++;
      try {
        const { rows } = await pool.query({ ...statement, values: columns(batch.map(({ item }) => item)) });
        const byItem = new Map(rows.map((row: Record<string, unknown>) => [row.item, row]));
        batch.forEach(({ resolve }, index) => resolve(byItem.get(index + 1) ?? null));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      } finally {
        inFlight--;
        schedule();
      }
    });
  };
  return (item: Item) =>
    new Promise<Record<string, unknown> | null>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
const findSession = batcher<string>(FIND_SESSIONS, (tokens) => [tokens]);
const toggle = batcher<{ id: number; done: boolean }>(TOGGLE, (changes) => [changes.map(({ id }) => id), changes.map(({ done }) => done)]);

const rowOf = (id: number) => (id % ROWS) + 1;
const health = JSON.stringify({ status: 'ok', database: 'up' });

function bareServer() {
  const sendJson = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  };
  const sendAnswer = (response: ServerResponse) => {
    response.writeHead(200, answerHeaders);
    response.end(answerBody);
  };
  const sessionCookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`);
  const sessionOf = (cookie = '') => findSession(hashToken(sessionCookie.exec(cookie)?.[1] ?? ''));
  return createServer((request, response) => {
    const url = request.url ?? '/';
    const fail = () => sendJson(response, 500, '{"error":"failed"}');
    if (url === '/api/health') return sendJson(response, 200, health);
    if (url.startsWith('/answer/')) return sendAnswer(response);
    if (request.method === 'GET') {
      sessionOf(request.headers.cookie).then((session) => (session ? sendAnswer(response) : sendJson(response, 401, '{}')), fail);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const { completed } = JSON.parse(Buffer.concat(chunks).toString()) as { completed?: boolean };
        if (!url.startsWith('/write/') && !(await sessionOf(request.headers.cookie))) return sendJson(response, 401, '{}');
        sendJson(response, 200, JSON.stringify(await toggle({ id: rowOf(Number(url.split('/').pop())), done: completed === true })));
      } catch {
        fail();
      }
    });
  });
}

async function fastifyServer() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler());
  await app.register(fastifyCookie);
  const sessionOf = (cookies: Record<string, string | undefined>) => findSession(hashToken(cookies[SESSION_COOKIE] ?? ''));
  app.get('/api/health', (_request, reply) => reply.type('application/json; charset=utf-8').send(health));
  app.get('/api/todos', { schema: { querystring: todoListQuerySchema } }, async (request, reply) => {
    if (!(await sessionOf(request.cookies))) return reply.code(401).send({});
    return reply.headers(answerHeaders).send(answerBody);
  });
  const toggled = z.object({ id: z.number(), done: z.boolean(), version: z.number() });
  app.patch(
    '/api/todos/:id',
    { schema: { params: idParamSchema, body: todoUpdateSchema, response: { 200: toggled, 401: z.object({}) } } },
    async (request, reply) => {
      if (!(await sessionOf(request.cookies))) return reply.code(401).send({});
      const { id } = request.params as z.infer<typeof idParamSchema>;
      const { completed } = request.body as z.infer<typeof todoUpdateSchema>;
      return toggle({ id: rowOf(id), done: completed === true });
    },
  );
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  return app.server;
}

async function listening() {
  if (front === 'fastify') return fastifyServer();
  const server = bareServer();
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
  return server;
}

const server = await listening();
console.log('listening');
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
