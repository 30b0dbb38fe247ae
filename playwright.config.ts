import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/setup/chromium.ts';
import { E2E_RATE_LIMITS } from './tests/setup/rate-limits.ts';

const port = Number(process.env.E2E_PORT ?? 4411);
// Each run starts on an empty embedded database of its own. The workers load this file too and inherit the runner's
// environment: they read the server's mail files (it has no SMTP server) from the same directory.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-')));
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'off',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node src/server/process/start.ts',
    // Up once the database is ready too: /api/health answers 503 while the server still connects.
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // SITE_URL names this server, so that passkeys (bound to the host name and origin) work in the console's tests;
    // the other pages are opened at 127.0.0.1, the server's other origin.
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      SITE_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ENABLE_TEST_HOOKS: 'true',
      DATA_DIR: dataDir,
      ...E2E_RATE_LIMITS,
    },
  },
});
