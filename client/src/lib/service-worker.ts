/**
 * Decision 26: the service worker (built by vite-plugin-pwa with Workbox) precaches the app. A new
 * version installs in the background and waits; the page says so and the person's Reload applies it.
 * Nothing reloads on its own: an open page keeps its old version, and its precached code, until then.
 */

/** The parts of a ServiceWorkerRegistration this module uses, so the rules can be tested with a stand-in. */
export interface RegistrationLike extends Pick<EventTarget, 'addEventListener'> {
  readonly waiting: Pick<ServiceWorker, 'postMessage'> | null;
  readonly installing: (Pick<ServiceWorker, 'state'> & Pick<EventTarget, 'addEventListener'>) | null;
  readonly active: unknown;
}

let updateReady = false;
const listeners = new Set<() => void>();

function announceUpdate(): void {
  if (updateReady) return;
  updateReady = true;
  for (const listener of listeners) listener();
}

export const subscribeToUpdate = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const isUpdateReady = () => updateReady;

/**
 * Calls `onWaiting` when a new version waits behind the running one: already at registration, or once
 * an update found later has installed. The very first install has no worker before it and waits for nothing.
 */
export function watchForWaitingWorker(registration: RegistrationLike, onWaiting: () => void): void {
  if (registration.waiting && registration.active) onWaiting();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.active) onWaiting();
    });
  });
}

let registration: ServiceWorkerRegistration | null = null;
let reloadRequested = false;
let registering = false;

/**
 * Registers /sw.js once the page has loaded, so the worker's downloads never compete with the page's
 * own. Called by the signed-in shell: a visitor reading the landing page doesn't download the whole app
 * (1.6 MB) for offline use they haven't asked for. Once per page.
 */
export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  const register = async () => {
    try {
      // Typed as always a registration; a browser that blocks workers by policy (a test browser too) may answer nothing.
      registration = ((await navigator.serviceWorker.register('/sw.js', { scope: '/' })) as ServiceWorkerRegistration | undefined) ?? null;
    } catch (error) {
      // A browser that refuses workers (private modes, policies) runs the app online only.
      console.warn('The service worker could not be registered', error);
    }
    if (!registration) return;
    watchForWaitingWorker(registration, announceUpdate);
    // A page open for days looks for a new version when the person comes back to it.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration?.update().catch(() => {});
    });
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // This page asked for the new version: it loads it. Another tab did: this one offers the reload too.
    if (reloadRequested) window.location.reload();
    else announceUpdate();
  });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** The prompt's Reload: the waiting version takes over and this page reloads into it. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  reloadRequested = true;
  // Workbox's generated worker answers this message with skipWaiting(); controllerchange then reloads.
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
