import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from './shared/src/domain/theme';

const apiPort = process.env.PORT ?? '3000';

/** The theme's first-paint script, first in `<head>` (see THEME_BOOT_SCRIPT). */
const themeBootScript = (): Plugin => ({
  name: 'stepwise-theme-boot-script',
  transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' }],
});

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), themeBootScript()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and TanStack Query, which every page runs (the landing page too), in one chunk: left alone, the
        // bundler cuts them into pieces by which lazy pages use which part, and the landing page loads them all.
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    // The API keeps the browser's Host, so its same-origin check sees the dev server's origin.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
});
