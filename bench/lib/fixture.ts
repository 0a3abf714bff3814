import { seedDemoData, type SeedResult } from '../seed/seed';
import type { LoadFixture } from './api-cases';
import { signIn } from './servers';
import { analyze, type BenchTarget } from './targets';

/** Fills a target's database with the demo data set and gathers fresh planner statistics. */
export async function seedTarget(target: BenchTarget, now = new Date()): Promise<{ seed: SeedResult; seconds: number }> {
  const started = performance.now();
  const database = await target.open();
  try {
    const seed = await seedDemoData(database.db, { now });
    await analyze(database);
    return { seed, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await database.close();
  }
}

/** Signs in the heavy user and `lightSessions` light users, a few at a time (each sign-in hashes a password). */
export async function signInLoadUsers(baseUrl: string, seed: SeedResult, lightSessions = 49): Promise<LoadFixture> {
  const heavyCookie = await signIn(baseUrl, seed.heavyUser.username, seed.password);
  const lightCookies: string[] = [];
  const light = seed.lightUsers.slice(0, lightSessions);
  for (let start = 0; start < light.length; start += 4) {
    const batch = light.slice(start, start + 4);
    lightCookies.push(...(await Promise.all(batch.map((user) => signIn(baseUrl, user.username, seed.password)))));
  }
  return {
    heavyCookie,
    lightCookies,
    toggleTaskIds: seed.heavyRecentTaskIds,
    habitGoalTaskIds: seed.heavyHabitGoalTaskIds,
    today: new Date().toISOString().slice(0, 10),
  };
}
