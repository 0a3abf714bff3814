// The session lookup runs for every signed-in request, planned once per connection (decision 13): its plan
// must find each session by its key whatever the tables hold, never read them whole.
import { describe, expect, it } from 'vitest';
import { genericPlanReads } from '../test/query-plans';
import { signUp, startTestApp } from '../test/test-app';
import { insertPeopleAndSessions } from '../test/user-rows';
import { FIND_SESSION_USERS } from './sessions';

const { app, database } = await startTestApp();
const { db } = database;

describe('the session lookup', () => {
  it('finds each session and its person by their keys, with the plan made once for every batch', async () => {
    const { user } = await signUp(app);
    const tokenHashes = await insertPeopleAndSessions(db, user.id);
    const asked = `{${tokenHashes.slice(0, 12).join(',')}}`;

    const reads = await genericPlanReads(db, FIND_SESSION_USERS, ['text[]', 'timestamptz'], [`'${asked}'`, 'now()'], ['sessions', 'users']);
    expect(reads).toEqual(['Index Scan sessions sessions_pkey', 'Index Scan users users_pkey']);
  });
});
