/** Where a person goes after signing in when the address names nowhere (or nowhere safe). */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

// Browsers ignore tabs and newlines in addresses and read a backslash as a slash, so `/\evil.example`
// and `/\t/evil.example` would leave the site; any such character makes the address unusable.
const hasUnsafeCharacter = (path: string) =>
  /[\\\s]/.test(path) || Array.from(path).some((character) => character <= '\u001f' || character === '\u007f');

/**
 * The page to return to after sign-in, from the `next` parameter of /auth: only a path on this site
 * (one leading `/`, never `//` or a scheme), never /auth itself (it would send a signed-in person
 * round in a circle), otherwise the dashboard.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== new URL(origin).origin || url.pathname === '/auth') return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address of the page the person is on, to come back to after signing in. */
export function currentPlace(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** /auth, remembering where to return (the tab it opens on, when given). */
export function signInAddress(next: string, tab?: 'login' | 'register'): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  params.set('next', next);
  return `/auth?${params.toString()}`;
}
