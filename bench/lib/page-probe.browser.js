// Injected into every page the bench loads, before the page's own scripts. Records when each of
// window.__benchSelectors first appears on screen (at the frame that paints it) and every long task.
(() => {
  const selectors = window.__benchSelectors ?? [];
  const SEEN_PREFIX = window.__benchSeenPrefix;
  const probe = {
    seen: {},
    longTasks: [],
    /** No content counts as shown before this time (the click that starts a second visit). */
    since: 0,
    /** Forgets what was seen, for a second visit within the page (the app's own navigation). */
    restart() {
      probe.seen = {};
      probe.longTasks = [];
      probe.since = performance.now();
    },
  };
  window.__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
  };
  const unseen = () => selectors.filter((selector) => !(selector in probe.seen));
  let pending = false;
  // A change that adds a watched element asks the next frame whether it is on screen. The box is read
  // there, where the frame lays the page out anyway: read in the change's own task, it would force a
  // layout into the page's task and count the browser's layout as the page's script.
  const check = () => {
    if (pending || !unseen().some((selector) => document.querySelector(selector) !== null)) return;
    pending = true;
    requestAnimationFrame((frameTime) => {
      pending = false;
      // The frame's start, or the moment this frame's work began when that was later (a click in it).
      const paintedAt = Math.max(frameTime, probe.since);
      const visible = unseen().filter((selector) => {
        const element = document.querySelector(selector);
        return element !== null && onScreen(element);
      });
      for (const selector of visible) {
        if (selector in probe.seen) continue;
        probe.seen[selector] = paintedAt;
        // Told to the bench through the console: waiting with Playwright's own functions would load its
        // injected script into the page in the middle of the load being measured (30–40 ms on a slow host).
        // eslint-disable-next-line no-console -- the console is how the bench hears of it
        console.debug(SEEN_PREFIX + selector);
      }
      // Others may have come on screen meanwhile; one that is there but off screen waits for the next change.
      if (visible.length > 0) check();
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();
