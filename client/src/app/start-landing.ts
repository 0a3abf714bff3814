// The landing page drawn in advance (landing.html, decision 30) asks for its code only once it is on screen:
// the code makes the page live, it doesn't draw it, and asked for alongside the page it would hold back the
// first paint on a slow line. A button pressed before then is pressed again once the page is live.
// scripts/prerender-landing.mjs builds this file on its own and names the code's files on its tag.
import { replayEarlyPress } from './replay-early-press';

const tag = document.currentScript as HTMLScriptElement;
const root = document.getElementById('root');
const addToHead = (name: 'link' | 'script', attributes: Partial<HTMLLinkElement & HTMLScriptElement>) =>
  document.head.append(Object.assign(document.createElement(name), { crossOrigin: '' }, attributes));

let started = false;
function startTheApp() {
  if (started) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) addToHead('link', { rel: 'modulepreload', href });
  addToHead('script', { type: 'module', src: tag.dataset.entry });
}

// Once the browser reports the first paint with content; at the latest after two seconds, since a page opened in
// a background tab gets no such report (nor does a browser without paint timing).
setTimeout(startTheApp, 2000);
const painted = new PerformanceObserver((entries) => {
  if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
  painted.disconnect();
  startTheApp();
});
painted.observe({ type: 'paint', buffered: true });

if (root) replayEarlyPress(root, 'landing', startTheApp);
