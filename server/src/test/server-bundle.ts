import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Where the process tests' server bundle goes: inside the project so that its external packages
 * resolve from node_modules, and apart from dist/server so that a running `npm run serve` is left alone.
 */
export const SERVER_BUNDLE = fileURLToPath(new URL('../../../dist/process-test-server/main.js', import.meta.url));

/** Bundles the server exactly as `npm run build` does, so the tests run what production runs. */
export function buildServerBundle(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', 'dist/process-test-server'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
}
