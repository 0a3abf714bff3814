import { describe, expect, it } from 'vitest';
import { median, shareOfBare, steadiness } from './bare-ratio';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([30_000, 22_000, 35_000, 34_000, 36_000])).toBe(34_000);
  });

  it('is the mean of the two middle values of an even count, and 0 for none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('shareOfBare', () => {
  it('on a steady machine is the case over the bare server', () => {
    expect(shareOfBare([5_000, 5_000, 5_000], [25_000, 25_000, 25_000, 25_000])).toBeCloseTo(0.2);
  });

  it('leaves out one bare slice that met a hiccup', () => {
    // The first bare slice met a cold server: the rate over all slices would say 21% here.
    expect(shareOfBare([5_000, 5_000, 5_000, 5_000, 5_000], [10_000, 25_000, 25_000, 25_000, 25_000, 25_000])).toBeCloseTo(0.2);
  });

  it('keeps the share while the whole machine is slower for a while', () => {
    const machineSpeed = [1, 1, 0.6, 0.6, 0.6, 0.6];
    const bare = machineSpeed.map((speed) => 30_000 * speed);
    const app = [1, 0.6, 0.6, 0.6, 0.6].map((speed) => 3_000 * speed);
    expect(shareOfBare(app, bare)).toBeCloseTo(0.1);
  });

  it('is not flattered by a bare slice that dipped in the middle of the case', () => {
    // The dip touches the two pairs around it; the rate over all slices would say 13.1%.
    const share = shareOfBare([4_000, 4_000, 4_000, 4_000, 4_000], [34_000, 34_000, 17_000, 34_000, 34_000, 34_000]);
    expect(share).toBeCloseTo(4_000 / 34_000);
  });

  it('needs a bare slice on either side of each slice of the case', () => {
    expect(() => shareOfBare([5_000, 5_000], [25_000, 25_000])).toThrow(/need 3/);
  });

  it('is 0 when the bare server answered nothing around a slice', () => {
    expect(shareOfBare([5_000], [0, 0])).toBe(0);
  });
});

describe('steadiness', () => {
  it('is near 1 on a steady machine, and one slow slice leaves it there', () => {
    expect(steadiness([34_000, 36_000, 35_000, 35_500, 34_600, 36_200])).toBeCloseTo(34_600 / 36_200);
    expect(steadiness([22_000, 34_600, 35_500, 35_600, 36_200, 36_000])).toBeCloseTo(34_600 / 36_200);
  });

  it('falls with a slow phase of two slices or more', () => {
    // Bare slices of one case on a slow AMD host.
    expect(steadiness([33_900, 19_000, 19_300, 18_100, 15_600, 30_000])).toBeCloseTo(18_100 / 33_900);
  });

  it('is 0 when the bare server answered nothing', () => {
    expect(steadiness([0, 0])).toBe(0);
    expect(steadiness([])).toBe(0);
  });
});
