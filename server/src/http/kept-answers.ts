// Answers kept between requests under a key that names the person's data version. docs/decisions/0013.
import { LRUCache } from 'lru-cache';
import { shareAnswer } from '../shared-answers';

/** Freezes an answer and everything in it, so that it can be shared. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * Answers worked out once per key: the key must name everything the answer depends on, the person's
 * data version (read afresh with the session, decision 29) among it. Keep one per database, since ids
 * and versions only mean something within one. Requests that ask under a key while its answer is
 * being worked out wait for that one. Answers are frozen and shared, so each is written to bytes and
 * compressed once for every request it answers.
 */
export class KeptAnswers<T extends object> {
  private readonly kept: LRUCache<string, T>;
  private readonly pending = new Map<string, Promise<T>>();

  /** `maxEntryBytes`: an answer larger than that is given but not kept (by default, up to `maxBytes`). */
  constructor(options: { max: number; maxBytes: number; maxEntryBytes?: number; bytesOf: (answer: T) => number }) {
    this.kept = new LRUCache<string, T>({
      max: options.max,
      maxSize: options.maxBytes,
      maxEntrySize: options.maxEntryBytes ?? options.maxBytes,
      sizeCalculation: options.bytesOf,
    });
  }

  async answer(key: string, work: () => Promise<T>): Promise<T> {
    const known = this.kept.get(key) ?? this.pending.get(key);
    if (known) return known;
    const working = work()
      .then((answer) => {
        shareAnswer(deepFreeze(answer));
        this.kept.set(key, answer);
        return answer;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, working);
    return working;
  }
}
