// What the signed-in shell mounts to keep pages in step with other tabs and devices. The mechanisms
// themselves (lib/cross-tab.ts, lib/versioned-change.ts, lib/clash-store.ts) are shared code.
export { ClashDialog } from './clash-dialog';
export { PlannerDataSync } from './planner-data-sync';
export { SyncStatus } from './sync-status';
