/** Runs `task` while no other tab of this browser runs one under `name` (Web Locks; within this tab otherwise). */
export function withBrowserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (navigator.locks) return navigator.locks.request(name, task);
  const queued = (tabQueues.get(name) ?? Promise.resolve()).then(task, task);
  tabQueues.set(
    name,
    queued.then(
      () => undefined,
      () => undefined,
    ),
  );
  return queued;
}
const tabQueues = new Map<string, Promise<void>>();
