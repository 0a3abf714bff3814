import { describe, expect, it } from 'vitest';
import { browserBuildOf } from './chromium';

describe('browserBuildOf', () => {
  it("keeps the name and version of Debian's Chromium and drops where it was built", () => {
    expect(browserBuildOf('Chromium 156.0.8078.114 built on Debian GNU/Linux 12 (bookworm)\n')).toBe('Chromium 156.0.8078.114');
  });

  it('keeps whatever another browser says, trimmed', () => {
    expect(browserBuildOf('  Google Chrome for Testing 140.0.7339.80 \n')).toBe('Google Chrome for Testing 140.0.7339.80');
  });
});
