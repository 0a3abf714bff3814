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

function draw(): void {
  document.documentElement.classList.toggle(DARK_CLASS, currentDrawnTheme() === 'dark');
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

export const useThemeChoice = () => useSyncExternalStore(subscribe, themeChoice);
export const useDrawnTheme = () => useSyncExternalStore(subscribe, currentDrawnTheme);
