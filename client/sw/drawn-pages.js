// Imported by the service worker (decision 32): the pages the server sends drawn with the person's data are
// asked of the network first, so that they arrive drawn; offline, or when the network has not answered in
// time, the precached shell draws them in the browser, as it does every other page. Nothing of the answer is
// kept: it is one person's data.
const DRAWN_PAGE_PATHS = new Set(__DRAWN_PAGE_PATHS__);
const NETWORK_WAIT_MS = 4000;

const precachedShell = () => caches.match('/index.html', { ignoreSearch: true });

async function fromNetworkOrShell(request) {
  const waited = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, null));
  const network = fetch(request).catch(() => null);
  const response = await Promise.race([network, waited]);
  if (response && response.status < 500) return response;
  return (await precachedShell()) ?? (await network) ?? Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  // Matched as the server matches a page: whatever the letter case, with or without a final slash.
  const path = url.pathname.length > 1 ? url.pathname.toLowerCase().replace(/\/$/, '') : url.pathname;
  if (url.origin !== self.location.origin || !DRAWN_PAGE_PATHS.has(path)) return;
  event.respondWith(fromNetworkOrShell(request));
});
