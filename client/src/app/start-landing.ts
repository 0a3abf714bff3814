// The landing page drawn in advance (landing.html, decision 30) asks for its code only once it is on screen:
// the code makes the page live, it doesn't draw it, and asked for alongside the page it would hold back the
// first paint on a slow line. A button pressed before then is pressed again once the page is live.
// scripts/prerender-landing.mjs builds this file on its own and names the code's files on its tag.
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

// Until the app begins to hydrate (main.tsx marks #root then, and React replays what is clicked from there
// on), the drawn buttons have no handlers: the last one pressed is pressed again when the page is live, and a
// press starts the code at once. Links need none of this: they are plain links.
let pressed: HTMLButtonElement | null = null;
function keepPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest('button');
  if (!button || root?.dataset.prerendered !== 'landing') return;
  pressed = button;
  startTheApp();
}
document.addEventListener('click', keepPress, true);
if (root) {
  const untilLive = new MutationObserver(() => {
    if (root.hasAttribute('data-prerendered')) return;
    untilLive.disconnect();
    document.removeEventListener('click', keepPress, true);
    if (pressed?.isConnected) pressed.click();
  });
  untilLive.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
}
