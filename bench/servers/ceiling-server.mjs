// The least work the many-people cases ask for, with none of the app's: Node's bare HTTP server and one
// pg pool, answering the same requests the load sends the app. Prints "listening" once it accepts connections.
//   GET /answer/…           the app's answer to a person's today's tasks (its bytes and headers), nothing else
//   GET /api/…              the person's session found first (sha256 of the cookie's token, batched), then that answer
//   PATCH /write/…/:id      a row of its own table written and committed (batched), then answered as JSON
//   PATCH /api/todos/:id    the person's session found first (batched), then that write
// Batches gather what arrives in one turn of the event loop, four at most in flight, as the app's do.
// Usage: node ceiling-server.mjs <port> <database url>; the answer comes in CEILING_ANSWER (JSON: headers, base64 body).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const answer = JSON.parse(process.env.CEILING_ANSWER ?? '{"headers":{},"body":""}');
const answerBody = Buffer.from(answer.body, 'base64');
const answerHeaders = { ...answer.headers, 'content-length': answerBody.length };
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

/** Gathers the calls of one turn of the event loop into one statement; `columns` makes its parameters. */
function batcher(statement, columns) {
  let waiting = [];
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
        const byItem = new Map(rows.map((row) => [row.item, row]));
        batch.forEach(({ resolve }, index) => resolve(byItem.get(index + 1) ?? null));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      } finally {
        inFlight--;
        schedule();
      }
    });
  };
  return (item) =>
    new Promise((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
const findSession = batcher(FIND_SESSIONS, (tokens) => [tokens]);
const toggle = batcher(TOGGLE, (changes) => [changes.map(({ id }) => id), changes.map(({ done }) => done)]);

const health = JSON.stringify({ status: 'ok', database: 'up' });
const sendJson = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
};
const sendAnswer = (response) => {
  response.writeHead(200, answerHeaders);
  response.end(answerBody);
};
const tokenHash = (cookie = '') => createHash('sha256').update(/stepwise_session=([^;]+)/.exec(cookie)?.[1] ?? '').digest('hex');

const server = createServer((request, response) => {
  const fail = () => sendJson(response, 500, '{"error":"failed"}');
  if (request.url === '/api/health') return sendJson(response, 200, health);
  if (request.url.startsWith('/answer/')) return sendAnswer(response);
  if (request.method === 'GET') {
    findSession(tokenHash(request.headers.cookie)).then((session) => (session ? sendAnswer(response) : sendJson(response, 401, '{}')), fail);
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const { completed } = JSON.parse(Buffer.concat(chunks).toString());
      const id = (Number(request.url.split('/').pop()) % ROWS) + 1;
      if (!request.url.startsWith('/write/') && !(await findSession(tokenHash(request.headers.cookie)))) return sendJson(response, 401, '{}');
      sendJson(response, 200, JSON.stringify(await toggle({ id, done: completed === true })));
    } catch {
      fail();
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
