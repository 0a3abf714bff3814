// The dashboard's statistics for a user with 2,000 goals (nested 8 deep) and 20,000 tasks, on PostgreSQL.
// Budget (issue "Dashboard"): under 50 ms of server time. Measured with app.inject, so no network is counted.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { runOnServer } from '../server/src/db/admin';
import { openDatabase } from '../server/src/db/client';

const BUDGET_MS = 50;
const RUNS = 60;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const onServer = (statement: string) => runOnServer(serverUrl, statement);

const name = `stepwise_bench_${randomBytes(4).toString('hex')}`;
await onServer(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
try {
  const app = await buildApp({ config: { ...loadConfig({}), clientDistDir: '/nonexistent' }, database });
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { username: 'bench_user', password: 'secret1' } });
  const cookie = `stepwise_session=${registered.cookies.find((c) => c.name === 'stepwise_session')?.value}`;
  const userId = registered.json().id as number;

  // Seeded in SQL: 250 chains of 8 goals, and 20,000 tasks over the past year, mostly completed.
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`
    do $$
    declare parent integer; tree integer; level integer;
    begin
      for tree in 1..250 loop
        parent := null;
        for level in 1..8 loop
          insert into goals (title, deadline, progress, parent_id, user_id)
          values ('Goal ' || tree || '.' || level, now() + ((tree % 90) - 30) * interval '1 day',
                  case when (tree + level) % 5 = 0 then 100 else (tree * level) % 100 end, parent, ${userId})
          returning id into parent;
        end loop;
      end loop;
    end $$;`);
  await client.query(`
    insert into todos (title, due_date, completed, completed_at, priority, goal_id, user_id)
    select 'Task ' || i,
           now() - (i % 365) * interval '1 day' + (i % 24) * interval '1 hour',
           i % 10 <> 0,
           case when i % 10 <> 0 then now() - (i % 365) * interval '1 day' end,
           (array['urgent','high','medium','low'])[1 + i % 4]::todo_priority,
           (select id from goals where user_id = ${userId} order by id offset (i % 2000) limit 1),
           ${userId}
    from generate_series(1, 20000) i;`);
  await client.query('analyze');
  await client.end();

  const timings: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/stats?tz=Europe/Berlin', headers: { cookie } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`stats answered ${response.statusCode}: ${response.body}`);
    if (run >= 5) timings.push(elapsed); // the first few warm the caches and the query plans
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] as number;
  const median = at(0.5);
  const p95 = at(0.95);
  const verdict = p95 < BUDGET_MS ? 'within' : 'OVER';
  console.log(
    `dashboard stats, 2,000 goals + 20,000 tasks on PostgreSQL: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(${RUNS} runs) - ${verdict} the ${BUDGET_MS} ms budget`,
  );
  await app.close();
  if (verdict === 'OVER') process.exitCode = 1;
} finally {
  await database.close();
  await onServer(`drop database if exists "${name}" with (force)`);
}
