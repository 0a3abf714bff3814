/**
 * After a deploy, a page still running the old build asks for code files that no longer exist. One
 * reload fetches the new build; a second failure soon after means reloading won't help (the server
 * or the network is at fault), so the page says so instead of reloading for ever.
 */

/** How browsers and bundlers word a script or style that could not be loaded. */
const CHUNK_FAILURE_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(message));
}

export const CHUNK_RELOAD_KEY = 'stepwise.chunkReloadAt';
/** A failure this soon after the last reload is the same failure, not a newer deploy. */
export const CHUNK_RELOAD_MEMORY_MS = 60_000;

export type ChunkRecovery = 'reload' | 'show-update-card';

/** Reload unless the page reloaded for this less than a minute ago (a clock that went back counts as long ago). */
export function chooseChunkRecovery(lastReloadAt: number | null, now: number): ChunkRecovery {
  if (lastReloadAt === null) return 'reload';
  const since = now - lastReloadAt;
  return since >= 0 && since < CHUNK_RELOAD_MEMORY_MS ? 'show-update-card' : 'reload';
}

export function parseReloadMemory(stored: string | null): number | null {
  if (stored === null) return null;
  const at = Number(stored);
  return Number.isFinite(at) ? at : null;
}

export interface ChunkRecoveryDeps {
  /** Asked for at the failure, so a page whose storage is blocked still loads. */
  storage(): Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  now(): number;
}

/**
 * Answers what the page shows for a failed chunk: 'reloading' (a spinner while the reload happens;
 * every further failure on this page gets the same answer) or 'show-update-card'. A page that can't
 * remember the reload doesn't reload, since it could not tell the second failure from the first.
 */
export function createChunkRecovery({ storage, reload, now }: ChunkRecoveryDeps): () => 'reloading' | 'show-update-card' {
  let reloading = false;
  return () => {
    if (reloading) return 'reloading';
    try {
      const at = now();
      const memory = storage();
      if (chooseChunkRecovery(parseReloadMemory(memory.getItem(CHUNK_RELOAD_KEY)), at) === 'show-update-card') {
        return 'show-update-card';
      }
      memory.setItem(CHUNK_RELOAD_KEY, String(at));
    } catch {
      return 'show-update-card';
    }
    reloading = true;
    reload();
    return 'reloading';
  };
}

/** The page's own recovery, remembered in this tab's sessionStorage. */
export const recoverFromChunkError = createChunkRecovery({
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});
