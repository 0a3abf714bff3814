// The session lookup runs for every signed-in request, planned once per connection (decision 13): its plan
// must find each session by its key whatever the tables hold, never read them whole.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { genericPlanReads } from '../test/query-plans';
import { signUp, startTestApp } from '../test/test-app';
import { insertPeople } from '../test/user-rows';
import { FIND_SESSION_USERS, hashToken } from './sessions';

const { app, database } = await startTestApp();
const { db } = database;

describe('the session lookup', () => {
  it('finds each session and its person by their keys, with the plan made once for every batch', async () => {
    const { user } = await signUp(app);
    // A thousand people and a few hundred live sessions, as a small server has: few enough that reading them
    // all looks cheap to the planner, as it did for a join.
    await insertPeople(db, 1000);
    const tokens = Array.from({ length: 400 }, () => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(tokens.map((token) => ({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })));
    const asked = `{${tokens.slice(0, 12).map(hashToken).join(',')}}`;

    const reads = await genericPlanReads(db, FIND_SESSION_USERS, ['text[]', 'timestamptz'], [`'${asked}'`, 'now()'], ['sessions', 'users']);
    expect(reads).toEqual(['Index Scan sessions sessions_pkey', 'Index Scan users users_pkey']);
  });
});
