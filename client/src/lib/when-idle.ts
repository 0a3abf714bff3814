/**
 * Runs `task` when the browser is next idle, at the latest after two seconds (after 200 ms where the browser
 * can't tell when it is idle); answers a cancel. For work a page wants soon, but not before it has drawn.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
