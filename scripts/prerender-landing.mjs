// Writes dist/client/landing.html: the built index.html with the landing page drawn inside #root.
// The server sends it to a browser with no session cookie (decision 30); the app then draws the same page.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { createServer } from 'vite';

const SHELL = 'dist/client/index.html';
const EMPTY_ROOT = '<div id="root"></div>';
const PLAIN_TITLE = '<title>Stepwise</title>';
const START_LANDING = '/start-landing.js';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_SCRIPT_ANY = /<script type="module"/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
try {
  const { LANDING_TITLE, renderLandingPage } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  const shell = readFileSync(SHELL, 'utf8');
  for (const part of [EMPTY_ROOT, PLAIN_TITLE]) if (!shell.includes(part)) throw new Error(`${SHELL} has no ${part} to replace`);
  // The page is on screen without its code, which only makes it live: start-landing.ts asks for the code
  // once the page is painted, from the files named on its tag.
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (!entry || (shell.match(ENTRY_SCRIPT_ANY) ?? []).length !== 1) throw new Error(`${SHELL} has not exactly one module script`);
  const page = shell
    .replace(PLAIN_TITLE, `<title>${LANDING_TITLE}</title>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="landing">${renderLandingPage()}</div>`)
    .replace(ENTRY_SCRIPT, () => `<script defer src="${START_LANDING}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`)
    .replace(MODULE_PRELOAD, '');
  await build({ entryPoints: ['client/src/app/start-landing.ts'], outfile: `dist/client${START_LANDING}`, bundle: true, minify: true, format: 'iife', target: 'es2020', logLevel: 'warning' });
  writeFileSync('dist/client/landing.html', page);
  console.log(`landing.html: ${Math.round(page.length / 1024)} KB`);
} finally {
  await vite.close();
}
