import { seedDemoData, type SeedResult } from '../seed/seed';
import type { LoadFixture } from './api-cases';
import { signIn } from './servers';
import { settleAfterBulkLoad, type BenchTarget } from './targets';

/** Fills a target's database with the demo data set and gathers fresh planner statistics. */
export async function seedTarget(target: BenchTarget, now = new Date()): Promise<{ seed: SeedResult; seconds: number }> {
  const started = performance.now();
  const database = await target.open();
  try {
    const seed = await seedDemoData(database.db, { now });
    await settleAfterBulkLoad(database);
    return { seed, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await database.close();
  }
}

/** Signs in each of `usernames`, a few at a time (each sign-in hashes a password). */
async function signInAll(baseUrl: string, usernames: readonly string[], password: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let start = 0; start < usernames.length; start += 4) {
    const batch = usernames.slice(start, start + 4);
    cookies.push(...(await Promise.all(batch.map((username) => signIn(baseUrl, username, password)))));
  }
  return cookies;
}

/** Signs in the heavy user, `lightSessions` light users and every one of the many people. */
export async function signInLoadUsers(baseUrl: string, seed: SeedResult, lightSessions = 49): Promise<LoadFixture> {
  const heavyCookie = await signIn(baseUrl, seed.heavyUser.username, seed.password);
  const lightCookies = await signInAll(baseUrl, seed.lightUsers.slice(0, lightSessions).map((user) => user.username), seed.password);
  const peopleCookies = await signInAll(baseUrl, seed.people.map((person) => person.username), seed.password);
  return {
    baseUrl,
    heavyCookie,
    lightCookies,
    people: seed.people.map((person, index) => ({ cookie: peopleCookies[index] as string, recentTaskIds: person.recentTaskIds })),
    toggleTaskIds: seed.heavyRecentTaskIds,
    habitGoalTaskIds: seed.heavyHabitGoalTaskIds,
    today: new Date().toISOString().slice(0, 10),
  };
}
