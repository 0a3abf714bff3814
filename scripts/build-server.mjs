// Bundles the server into dist/server/main.js and copies the SQL migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // npm packages stay in node_modules (native argon2, PGlite's WebAssembly); our code is bundled.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
