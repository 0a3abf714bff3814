import { cookieIn, deviceAsDrawn } from './drawn-page';

/** Reads a cookie the client itself set (never the httpOnly session); on a server, the request's. */
export function readCookie(name: string): string | undefined {
  return cookieIn(typeof document === 'undefined' ? deviceAsDrawn().cookies : document.cookie, name);
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}
