import { sendThrough } from './api-client';
import { writeCookie } from './cookies';
import { browserTimeZone } from './time-zone';
import { WIDTH_COOKIE, ZONE_COOKIE } from './drawn-page';

const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const WIDTH_SETTLES_MS = 500;

/**
 * A drawn page's reads answered as the server answered its drawing: each answer, sent with the page in a
 * `<script type="application/json" data-answer-for="URL">` (server/src/http/drawn-pages.ts), serves the first GET
 * of its URL, and every other request goes to the network. Answers how many reads it could not answer (a page
 * drawn for another day than the browser's, say); `stopAnswering` ends it.
 */
export function answerFirstReadsFromPage(): { missed: () => number } {
  const waiting = new Map<string, string>();
  let missed = 0;
  for (const element of document.querySelectorAll<HTMLScriptElement>('script[data-answer-for]')) {
    waiting.set(element.dataset.answerFor ?? '', element.textContent ?? '');
    element.remove();
  }
  sendThrough((url, init) => {
    const isRead = (init.method ?? 'GET') === 'GET';
    const body = isRead ? waiting.get(url) : undefined;
    if (body === undefined) {
      if (isRead) missed++;
      return fetch(url, init);
    }
    waiting.delete(url);
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return { missed: () => missed };
}

/** Every request goes to the network again. */
export function stopAnswering(): void {
  sendThrough((url, init) => fetch(url, init));
}

/**
 * Tells the server what it needs to draw this device's next page (decision 32): the time zone its days begin in,
 * and the window's width, kept up to date as it changes.
 */
let describing = false;
export function describeDeviceForDrawing(): void {
  if (describing) return;
  describing = true;
  writeCookie(ZONE_COOKIE, browserTimeZone(), DEVICE_COOKIE_MAX_AGE_SECONDS);
  const writeWidth = () => writeCookie(WIDTH_COOKIE, String(window.innerWidth), DEVICE_COOKIE_MAX_AGE_SECONDS);
  writeWidth();
  let settling: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(settling);
    settling = setTimeout(writeWidth, WIDTH_SETTLES_MS);
  });
}
