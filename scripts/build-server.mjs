// Bundles the server into dist/server/main.js (or `--outdir <dir>`) and copies the SQL migrations beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist/server' } } });
// The bundle leaves npm packages external, so it must live inside the project to find node_modules.
const outdir = values.outdir;

// date-fns is bundled, down to the functions used: Node would load every one of its 250 modules for a
// named import of the package (about 20 MB of memory).
const BUNDLED_PACKAGES = ['date-fns'];
const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !BUNDLED_PACKAGES.includes(name))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Other npm packages stay in node_modules (native argon2, PGlite's WebAssembly); our code is bundled.
  external,
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
