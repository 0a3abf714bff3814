/** How the app is drawn: always light, always dark, or as the device's own setting says. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

/** Where a browser keeps the theme it last drew, for the first paint of the next page load. */
export const THEME_STORAGE_KEY = 'stepwise-theme';
/** The class on `<html>` that switches the style sheet to its dark palette. */
export const DARK_CLASS = 'dark';
export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)';

export type DrawnTheme = 'light' | 'dark';

/** What the page looks like under a choice: 'system' follows the device's own setting. */
export function drawnTheme(theme: Theme, deviceIsDark: boolean): DrawnTheme {
  if (theme === 'system') return deviceIsDark ? 'dark' : 'light';
  return theme;
}

/** A stored value read back: anything a browser may hold that is not a theme is the default. */
export function themeFrom(value: unknown): Theme {
  return THEMES.find((theme) => theme === value) ?? DEFAULT_THEME;
}

/** The choice a one-key toggle makes: the opposite of what is drawn now, whatever the choice was. */
export function toggledTheme(drawn: DrawnTheme): Theme {
  return drawn === 'dark' ? 'light' : 'dark';
}

/**
 * Runs in `<head>` before the page is drawn, so a dark page never flashes white first. It is inline
 * (no request to wait for) and the server's Content-Security-Policy allows exactly this text by its hash.
 */
export const THEME_BOOT_SCRIPT =
  `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `if(t===${JSON.stringify('dark')}||(t!==${JSON.stringify('light')}&&matchMedia(${JSON.stringify(DARK_MEDIA_QUERY)}).matches))` +
  `document.documentElement.classList.add(${JSON.stringify(DARK_CLASS)})})()`;
