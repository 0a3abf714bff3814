import { execFileSync } from 'node:child_process';

/** Debian's Chromium; nothing here ever downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The build a browser's `--version` names ("Chromium 156.0.8078.114 built on Debian…" → "Chromium 156.0.8078.114"),
 * or all it said when that has no version in it.
 */
export function browserBuildOf(said: string): string {
  return /Chromium [\d.]+/.exec(said)?.[0] ?? said.trim();
}

/**
 * The browser's build: the pages' figures depend on it as much as on the host, and two hosts of one kind can carry
 * different builds.
 */
export function chromiumVersion(): string {
  return browserBuildOf(execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
}
