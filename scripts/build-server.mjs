// Bundles the server into dist/server/main.js (or `--outdir <dir>`) and copies the SQL migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist/server' } } });
// The bundle leaves npm packages external, so it must live inside the project to find node_modules.
const outdir = values.outdir;

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // npm packages stay in node_modules (native argon2, PGlite's WebAssembly); our code is bundled.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
