/**
 * Answers that several requests share: one list read once for everyone who asked for it at the same
 * moment. They are frozen, items and all, so the response serializer may write each to bytes once.
 */
const sharedAnswers = new WeakSet<object>();

/** Freezes `answer` (whose items the caller has frozen) and marks it as shareable. */
export function shareAnswer<T extends object>(answer: T): T {
  sharedAnswers.add(Object.freeze(answer));
  return answer;
}

export const isSharedAnswer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sharedAnswers.has(value);
