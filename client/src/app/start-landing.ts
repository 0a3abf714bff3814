// The landing page drawn in advance (landing.html, decision 30) asks for its code only once it is on screen:
// the code makes the page live, it doesn't draw it, and asked for alongside the page it would hold back the
// first paint on a slow line. scripts/prerender-landing.mjs builds this file on its own and names the code's
// files on its tag.
const tag = document.currentScript as HTMLScriptElement;
const addToHead = (name: 'link' | 'script', attributes: Partial<HTMLLinkElement & HTMLScriptElement>) =>
  document.head.append(Object.assign(document.createElement(name), { crossOrigin: '' }, attributes));

function startTheApp() {
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) addToHead('link', { rel: 'modulepreload', href });
  addToHead('script', { type: 'module', src: tag.dataset.entry });
}

/**
 * Once the browser reports the page's first paint with content, or after a while in any case: a page opened
 * in a background tab gets no such report, and its buttons must still come alive.
 */
function whenPainted(then: () => void) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    then();
  };
  setTimeout(startOnce, AT_THE_LATEST_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(startOnce));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
}

const AT_THE_LATEST_MS = 2000;

whenPainted(startTheApp);
