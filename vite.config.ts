import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME_BOOT_SCRIPT } from './shared/src/domain/theme';
import { DRAWN_PAGE_PATHS, PAGES } from './shared/src/pages';

const apiPort = process.env.PORT ?? '3000';

/** The theme's first-paint script, first in `<head>` (see THEME_BOOT_SCRIPT). */
const themeBootScript = (): Plugin => ({
  name: 'stepwise-theme-boot-script',
  transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' }],
});

/** The service worker's part for the pages the server draws (client/sw/drawn-pages.js), with their paths. */
const DRAWN_PAGES_WORKER = 'sw-drawn-pages.js';
const drawnPagesWorker = (): Plugin => ({
  name: 'stepwise-drawn-pages-worker',
  generateBundle() {
    const source = readFileSync(fileURLToPath(new URL('./client/sw/drawn-pages.js', import.meta.url)), 'utf8');
    this.emitFile({ type: 'asset', fileName: DRAWN_PAGES_WORKER, source: source.replace('__DRAWN_PAGE_PATHS__', JSON.stringify(DRAWN_PAGE_PATHS)) });
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The app's own pages as the server matches them (any letter case, an optional final slash, any query). */
const pagePatterns = Object.values(PAGES)
  // Those the server draws are asked of the network first (DRAWN_PAGES_WORKER), the shell only when it fails.
  .filter(({ path }) => !DRAWN_PAGE_PATHS.includes(path))
  .map(({ path }) => new RegExp(`^${escapeRegExp(path.replace(/\/$/, ''))}/?(\\?.*)?$`, 'i'));

/**
 * The installable app (decision 26): the manifest, and a Workbox service worker that precaches the
 * whole built client. A new worker waits until the person chooses to reload (client/src/lib/service-worker.ts).
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    // Registered by the app itself, after the page has loaded: no register script in the landing page's head.
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Stepwise',
      short_name: 'Stepwise',
      description: 'Stepwise turns your goals into daily work.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // The brand and background tokens of the light theme (client/src/index.css).
      theme_color: '#4f46e5',
      background_color: '#f8fafc',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,mp3}'],
      // One file: sw.js is served with no-cache, so the runtime is fetched fresh with it.
      inlineWorkboxRuntime: true,
      // The app's pages open from the precached shell; any other path is the server's to answer (a 404 page).
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: pagePatterns,
      // The API is never answered by the worker: freshness is TanStack Query's job (and the calendar feed lives there).
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      // A click on a reminder's notification brings Stepwise forward (decision 25).
      // Before Workbox's own routes: the pages the server draws are the network's first (decision 32).
      importScripts: ['/sw-notifications.js', `/${DRAWN_PAGES_WORKER}`],
      // A new version waits for the person's reload (the update prompt), never taking over an open page.
      skipWaiting: false,
      clientsClaim: false,
    },
  });

const FEATURE_INDEX = /[\\/]client[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  // The server's page-drawing build (scripts/build-page-drawing.mjs) needs only the components, not the
  // styles, the page's head or the service worker.
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), themeBootScript(), drawnPagesWorker(), installableApp()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./shared/src', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./client/src', import.meta.url)) },
      // The router's stand-in for React 18's useSyncExternalStore, which React 19 has: the landing page's
      // download is React's own, not a copy of it.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./client/src/lib/use-sync-external-store.ts', import.meta.url)) },
      // zod told that the page forbids eval before any schema is built, so that it doesn't try.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./client/src/lib/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../dist/client',
    // Every browser of the build's targets but Safari 16.4 and Firefox 114 preloads modules itself; those two
    // fetch a page's files as its imports ask for them instead, and the landing page's download is 0.3 KB smaller.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports (eslint.config.js holds it to that): importing it runs nothing, so
      // a page that uses one of its exports doesn't download the modules behind the others.
      treeshake: { moduleSideEffects: (id) => (FEATURE_INDEX.test(id) ? false : undefined) },
      output: {
        // Everything the first page runs (React, TanStack Query's core, the landing page, the app's frame) in the
        // entry's one file: one download instead of six, about 1.5 KB less gzipped; what only signed-in pages use
        // (Query's mutations and the saved cache among it) lands with those pages. A release that changes any of
        // it changes that whole file. The signed-in pages' shared code comes in three more files instead of some
        // forty small ones (an icon, a Radix part, a hook each): every file a page asks for costs the browser a
        // module preload and a module record on the main thread, and the Daily Tasks page asked for 52 (decision 13).
        codeSplitting: {
          groups: [
            { name: 'landing', tags: ['$initial'], priority: 30 },
            // React's renderer, which the entry asks for once the first reads have gone out (main.tsx): evaluating it
            // is a long task of its own. With it the small part of react-dom that Radix uses too, so that the landing
            // page needs no other file. Below the entry in priority, so that the bundler's helpers stay in the entry.
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 25 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            { name: 'ui', test: /[\\/]node_modules[\\/](radix-ui|@radix-ui|@floating-ui|react-remove-scroll[^\\/]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|tslib|get-nonce|detect-node-es)[\\/]/, priority: 20 },
            { name: 'app', test: /[\\/]client[\\/]src[\\/](components|lib|hooks)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API keeps the browser's Host, so its same-origin check sees the dev server's origin.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
}));
