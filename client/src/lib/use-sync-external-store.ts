// What `use-sync-external-store/shim` resolves to in the build (vite.config.ts): React 19's own hook.
export { useSyncExternalStore } from 'react';
