/** The steps an axis counts in: 1, 2 or 5 times a power of ten. */
const NICE_STEPS = [1, 2, 5];
/** At most this many steps from 0 to the top of the axis. */
const MAX_STEPS = 4;

/**
 * The whole-number ticks of a bar chart's value axis, from 0 to a round top at or above the largest
 * value: at most five ticks, one step apart. With nothing to show the axis still runs from 0 to 1.
 */
export function wholeNumberTicks(values: readonly number[]): number[] {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  for (let scale = 1; ; scale *= 10) {
    const step = NICE_STEPS.map((nice) => nice * scale).find((candidate) => Math.ceil(largest / candidate) <= MAX_STEPS);
    if (step !== undefined) return Array.from({ length: Math.max(1, Math.ceil(largest / step)) + 1 }, (_, index) => index * step);
  }
}
