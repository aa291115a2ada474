import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { e2ePorts } from './e2e/support/ports';

// End-to-end runs against the built product: the real server on a throwaway embedded database,
// sending its mail over real SMTP to a sink the journeys read their links from.
const baseURL = `http://localhost:${e2ePorts.product}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sudsy-e2e-'));
// The workers load this file again: they must name the server's DATA_DIR, not a new one, for the
// journeys that run an operator's tool on it (e2e/support/operator.ts).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One worker: on a two-core machine a second browser and worker slow every test about
  // 2.2 times (the browser, the server and the worker already keep both cores busy), so two
  // finished the whole run no sooner and pushed long journeys past their timeouts. A machine
  // with cores to spare sets E2E_WORKERS.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace costs every journey its snapshots whether it fails or not (about a tenth
    // of the run), so one is recorded only when a failed journey runs again; to look into a
    // failure here, run it with --trace on.
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // In order: the product's SMTP_URL must answer before the product sends its first mail.
  webServer: [
    {
      command: 'node e2e/support/smtp-sink.mjs',
      url: `http://127.0.0.1:${e2ePorts.mailbox}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_SINK_PORT: String(e2ePorts.smtp), SMTP_SINK_HTTP_PORT: String(e2ePorts.mailbox) },
    },
    {
      // As `npm start` runs it: the web app and the server built when their sources changed.
      command: 'node ../../scripts/start.mjs --no-demo',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(e2ePorts.product),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
        // No internet here: the mail sink serves the map tiles.
        MAP_TILE_URL: `http://127.0.0.1:${e2ePorts.mailbox}/tiles/{z}/{x}/{y}.png`,
        // Every journey signs up and in as new users from one address; the limits themselves
        // have API tests.
        AUTH_RATE_LIMIT_PER_IP: '10000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000',
        // Dozens of sign-ups and sign-ins per run; the standard cost has API tests.
        PASSWORD_HASHING: 'light',
      },
    },
  ],
});
