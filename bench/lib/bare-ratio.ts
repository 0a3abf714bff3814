/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A case's share of the bare server when the two took turns, bare first and last: each slice of the
 * case over the mean of the bare slices on either side of it, and the median of those shares. Each
 * slice is read against the machine as it was around it, and one slice that met a hiccup (a GC
 * pause, a neighbour on the host) moves one share, which the median leaves out. The
 * ratio of the rates over all slices did neither: a cold bare server's first slice (22,000 req/s
 * against 35,000 after it, on an AMD host) lowered the first case's bare rate by a tenth.
 */
export function shareOfBare(caseRates: readonly number[], bareRates: readonly number[]): number {
  if (bareRates.length !== caseRates.length + 1) {
    throw new Error(`${caseRates.length} slices of a case need ${caseRates.length + 1} of the bare server around them, not ${bareRates.length}`);
  }
  const shares = caseRates.map((rate, index) => {
    const around = ((bareRates[index] as number) + (bareRates[index + 1] as number)) / 2;
    return around > 0 ? rate / around : 0;
  });
  return median(shares);
}

/**
 * How steady the machine was over a case, 0..1: its second-slowest bare slice over its fastest. One
 * slow slice doesn't count against it, since `shareOfBare` leaves such a slice out; two or more mean a
 * slow phase, in which the bare server, all processor, slows more than the app and flatters its share.
 * The AMD hosts have such phases, minutes long, that no process of the machine shows: a loop of pure
 * JavaScript took 0.49–0.71 s from one minute to the next, and in one run the same plan saves measured
 * 16.8% of a bare server that ran 15,600–33,900 req/s, and 11.7% of a steady one.
 */
export function steadiness(bareRates: readonly number[]): number {
  const sorted = [...bareRates].sort((a, b) => a - b);
  const fastest = sorted.at(-1) ?? 0;
  if (fastest <= 0) return 0;
  return (sorted[Math.min(1, sorted.length - 1)] as number) / fastest;
}

/** Below this `steadiness` a share of the bare server is reported as measured on an unsteady machine. */
export const STEADY_MACHINE = 0.75;
