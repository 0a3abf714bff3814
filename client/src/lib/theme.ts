import { useSyncExternalStore } from 'react';
import { DARK_CLASS, DARK_MEDIA_QUERY, DEFAULT_THEME, drawnTheme, THEME_STORAGE_KEY, themeFrom, type DrawnTheme } from '@shared/domain/theme';
import type { Theme } from '@shared/schemas/preferences';

/**
 * The theme this browser draws: the person's choice, kept in localStorage for the first paint of the next
 * load (the boot script in index.html reads it) and on the server for their other devices.
 */
const listeners = new Set<() => void>();
const deviceTheme = () => window.matchMedia(DARK_MEDIA_QUERY);

function readChoice(): Theme {
  try {
    return themeFrom(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

let choice: Theme = readChoice();

export function themeChoice(): Theme {
  return choice;
}

export function currentDrawnTheme(): DrawnTheme {
  return drawnTheme(choice, deviceTheme().matches);
}

/**
 * The browser's bar (and an installed app's title bar) in the drawn theme, whatever the device's own:
 * the brand colour on a light page, the page's background on a dark one. index.html starts them by the device's.
 */
function colourBrowserBar(theme: DrawnTheme): void {
  const colour = getComputedStyle(document.documentElement).getPropertyValue(theme === 'dark' ? '--color-background' : '--color-primary').trim();
  if (!colour) return;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('content', colour);
}

function draw(): void {
  const theme = currentDrawnTheme();
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
  colourBrowserBar(theme);
  for (const listener of listeners) listener();
}

/** Draws the page under `theme` at once and remembers it for this browser's next page loads. */
export function chooseTheme(theme: Theme): void {
  if (theme === choice) return;
  choice = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // A browser that refuses storage still draws the choice until the page is left.
  }
  draw();
}

/** Redraws when the device switches between light and dark, or another tab chooses another theme. */
export function followThemeChanges(): void {
  deviceTheme().addEventListener('change', draw);
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    choice = readChoice();
    draw();
  });
  draw();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A page drawn on the server, and its hydration: the default theme (the class on <html> is the boot script's).
export const useThemeChoice = () => useSyncExternalStore(subscribe, themeChoice, () => DEFAULT_THEME);
export const useDrawnTheme = () => useSyncExternalStore(subscribe, currentDrawnTheme, () => drawnTheme(DEFAULT_THEME, false));
