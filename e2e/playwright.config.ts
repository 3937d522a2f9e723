import { defineConfig } from '@playwright/test';
import { chooseBrowser } from './browser.cjs';
import { E2E_BASE_URL, e2eEnv } from './env';

// The system's Chromium when there is one, else the one the npm package @sparticuz/chromium ships (browser.cjs).
const browser = chooseBrowser();
if (process.env.TEST_WORKER_INDEX === undefined) console.log(`Browser: ${browser.name}`);

/**
 * End-to-end tests in Chromium (never a browser download) against a private copy of the whole
 * platform: its own ports and its own embedded database under e2e/.tmp, started by `npm start`'s launcher.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: browser.launchOptions,
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // Every run starts from an empty embedded database; the launcher seeds the demo family again.
    command: 'node e2e/start-fresh.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: e2eEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
