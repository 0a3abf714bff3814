import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SuggestionContext, Suggestions } from './suggestion-provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Everything an answer depends on, hashed: the goal's words and deadline, its open subgoals and tasks,
 * and how many days are left (the wording follows the countdown). Any change to them gives a new
 * fingerprint, so a cached answer is never served for a goal that has moved on.
 */
export function contextFingerprint(context: SuggestionContext): string {
  const daysLeft = Math.ceil((context.deadline.getTime() - context.now.getTime()) / DAY_MS);
  const parts = [
    context.title,
    context.description ?? '',
    context.deadline.toISOString(),
    daysLeft,
    context.openSubgoalTitles,
    context.existingTaskTitles,
    context.parentTitles,
    context.siblingTitles,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

export interface SuggestionCacheOptions {
  /** Goals remembered at most; the least recently asked for is dropped first. */
  maxEntries?: number;
  /** How long a provisional answer (a stand-in after the service failed) is served before asking again. */
  provisionalTtlMs?: number;
  clock?: () => number;
}

export interface SuggestionCache {
  /**
   * The goal's remembered titles while its fingerprint still matches; otherwise runs `compute` once,
   * even for requests that arrive while it runs, and remembers what it answers.
   */
  remember(userId: number, goalId: number, fingerprint: string, compute: () => Promise<Suggestions>): Promise<Suggestions>;
  readonly size: number;
}

interface Entry {
  fingerprint: string;
  answer: Promise<Suggestions>;
}

/**
 * A small in-process LRU, one entry per goal. It only saves work: every process computes the same
 * fingerprint from the database, so several servers behind a balancer never disagree about freshness.
 */
export function createSuggestionCache({
  maxEntries = 1000,
  provisionalTtlMs = 60_000,
  clock = Date.now,
}: SuggestionCacheOptions = {}): SuggestionCache {
  // Answers that stand are kept until they fall out; only provisional ones get a time to live.
  const entries = new LRUCache<string, Entry>({ max: maxEntries, perf: { now: clock }, ttlResolution: 0 });

  return {
    get size() {
      return entries.size;
    },

    async remember(userId, goalId, fingerprint, compute) {
      const key = `${userId}:${goalId}`;
      const cached = entries.get(key);
      if (cached && cached.fingerprint === fingerprint) return cached.answer;

      const entry: Entry = { fingerprint, answer: compute() };
      entries.set(key, entry);
      try {
        const answer = await entry.answer;
        if (answer.provisional && entries.peek(key) === entry) entries.set(key, entry, { ttl: provisionalTtlMs });
        return answer;
      } catch (error) {
        if (entries.peek(key) === entry) entries.delete(key);
        throw error;
      }
    },
  };
}
