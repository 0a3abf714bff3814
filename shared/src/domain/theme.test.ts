import { describe, expect, it } from 'vitest';
import { DARK_CLASS, drawnTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, themeFrom, toggledTheme } from './theme';

describe('drawnTheme', () => {
  it('draws a chosen theme whatever the device says, and the device’s own for system', () => {
    expect(drawnTheme('light', true)).toBe('light');
    expect(drawnTheme('dark', false)).toBe('dark');
    expect(drawnTheme('system', true)).toBe('dark');
    expect(drawnTheme('system', false)).toBe('light');
  });
});

describe('themeFrom', () => {
  it('reads the three themes back and anything else as system', () => {
    for (const theme of ['light', 'dark', 'system'] as const) expect(themeFrom(theme)).toBe(theme);
    for (const value of [null, undefined, '', 'Dark', 'sepia', 1]) expect(themeFrom(value)).toBe('system');
  });
});

describe('toggledTheme', () => {
  it('chooses the opposite of what is drawn', () => {
    expect(toggledTheme('dark')).toBe('light');
    expect(toggledTheme('light')).toBe('dark');
  });
});

/** Runs the boot script against a stand-in page: what it stores, what the device prefers. */
function bootWith(stored: string | null, deviceIsDark: boolean, storageThrows = false): string[] {
  const classes: string[] = [];
  // The page's globals as the script's only names: it reads nothing else.
  const run = new Function('localStorage', 'matchMedia', 'document', THEME_BOOT_SCRIPT) as (...globals: unknown[]) => void;
  run(
    {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('storage is blocked');
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    (query: string) => ({ matches: deviceIsDark && query === '(prefers-color-scheme: dark)' }),
    { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
  );
  return classes;
}

describe('THEME_BOOT_SCRIPT', () => {
  it('marks the page dark before it is drawn exactly when the stored choice draws it dark', () => {
    expect(bootWith('dark', false)).toEqual([DARK_CLASS]);
    expect(bootWith('light', true)).toEqual([]);
    expect(bootWith('system', true)).toEqual([DARK_CLASS]);
    expect(bootWith(null, true)).toEqual([DARK_CLASS]);
    expect(bootWith(null, false)).toEqual([]);
  });

  it('follows the device when the browser refuses storage, instead of breaking the page', () => {
    expect(bootWith('light', true, true)).toEqual([DARK_CLASS]);
    expect(bootWith('dark', false, true)).toEqual([]);
  });
});
