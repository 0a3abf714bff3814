// Writes dist/client/landing.html: the built index.html with the landing page drawn inside #root.
// The server sends it to a browser with no session cookie (decision 30); the app then draws the same page.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const SHELL = 'dist/client/index.html';
const EMPTY_ROOT = '<div id="root"></div>';
const PLAIN_TITLE = '<title>Stepwise</title>';

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
try {
  const { LANDING_TITLE, renderLandingPage } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  const shell = readFileSync(SHELL, 'utf8');
  for (const part of [EMPTY_ROOT, PLAIN_TITLE]) if (!shell.includes(part)) throw new Error(`${SHELL} has no ${part} to replace`);
  const page = shell
    .replace(PLAIN_TITLE, `<title>${LANDING_TITLE}</title>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="landing">${renderLandingPage()}</div>`)
    // The page is on screen without its code, which only makes it live: the style sheet comes first.
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
  writeFileSync('dist/client/landing.html', page);
  console.log(`landing.html: ${Math.round(page.length / 1024)} KB`);
} finally {
  await vite.close();
}
