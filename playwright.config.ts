import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/lib/chromium';
import { freePort } from './server/src/test/free-port';


// Decided once in the main process; the workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'stepwise-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One browser per core, at most two: a second browser on a lone core only makes both twice as slow.
  workers: Math.min(2, availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Budgets from the slowest machine of our kind (decision 14): its longest test takes about 20 s there,
  // a signed-in page up to 5 s to show; each budget leaves room for a CPU hog beside the suite.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // DOM snapshots for a failure, without the screencast, which cost a third of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Requests a service worker answers from its cache pass page.route and request counting by, so the
    // worker runs only where a test asks for it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // The built app, as `npm start` serves it, on a fresh embedded database.
  webServer: {
    command: 'node --max-semi-space-size=8 --heap-growing-percent=50 dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DONATION_URL: 'https://donate.stepwise.example/',
      // Every test registers its own user from this one address.
      AUTH_RATE_LIMIT_PER_IP: '100000',
    },
  },
});
