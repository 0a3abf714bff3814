// Injected into every page the bench loads, before the page's own scripts. Records when each of
// window.__benchSelectors first appears on screen (at the frame that paints it) and every long task.
(() => {
  const selectors = window.__benchSelectors ?? [];
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
  let pending = false;
  const check = () => {
    if (pending) return;
    const visible = selectors.filter((selector) => {
      if (selector in probe.seen) return false;
      const element = document.querySelector(selector);
      return element !== null && onScreen(element);
    });
    if (visible.length === 0) return;
    pending = true;
    requestAnimationFrame((frameTime) => {
      pending = false;
      // The frame's start, or the moment this frame's work began when that was later (a click in it).
      const paintedAt = Math.max(frameTime, probe.since);
      for (const selector of visible) probe.seen[selector] ??= paintedAt;
      check();
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();
