// The session lookup runs for every signed-in request, planned once per connection (decision 13): its plan
// must find each session by its key whatever the tables hold, never read them whole.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../db/execute';
import { sessions, users } from '../db/schema';
import { signUp, startTestApp } from '../test/test-app';
import { FIND_SESSION_USERS, hashToken } from './sessions';

const { app, database } = await startTestApp();
const { db } = database;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the session lookup', () => {
  it('finds each session and its person by their keys, with the plan made once for every batch', async () => {
    const { user } = await signUp(app);
    // A thousand people and a few hundred live sessions, as a small server has: few enough that reading them
    // all looks cheap to the planner, as it did for a join.
    const run = randomBytes(4).toString('hex');
    await db.insert(users).values(Array.from({ length: 1000 }, (_, index) => ({ username: `reader-${run}-${index}`, password: 'not a hash' })));
    const tokens = Array.from({ length: 400 }, () => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(tokens.map((token) => ({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })));
    const asked = `{${tokens.slice(0, 12).map(hashToken).join(',')}}`;

    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`analyze sessions`);
      await tx.execute(sql`analyze users`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare session_lookup_plan(text[], timestamptz) as ${FIND_SESSION_USERS.text}`));
      const [row] = await executeRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(tx, sql.raw(`explain (format json) execute session_lookup_plan('${asked}', now())`));
      await tx.execute(sql`deallocate session_lookup_plan`);
      return row!['QUERY PLAN'][0].Plan;
    });

    const reads = nodesOf(plan).filter((node) => node['Relation Name'] === 'sessions' || node['Relation Name'] === 'users');
    expect(reads.map((node) => `${node['Node Type']} ${node['Relation Name']} ${node['Index Name']}`).sort()).toEqual([
      'Index Scan sessions sessions_pkey',
      'Index Scan users users_pkey',
    ]);
  });
});
