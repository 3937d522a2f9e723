import { defineConfig } from '@playwright/test';
import { chooseBrowser } from './browser.cjs';
import { E2E_BASE_URL, e2eEnv } from './env';

// The system's Chromium when there is one, else the one the npm package @sparticuz/chromium ships (browser.cjs).
const browser = chooseBrowser();
if (process.env.TEST_WORKER_INDEX === undefined) console.log(`Browser: ${browser.name}`);

/**
 * The specs that run alone, after every other spec has finished: those that change what every family sees (the
 * domain switches, a new planning or shell build), and the one that measures a page (on a busy machine the other
 * cards' remotes start before the tasks show: FIRST_CARD_WAIT_MS).
 */
const alone = [
  'domain-switches.spec.ts',
  'remote-alone.spec.ts',
  'service-worker-update.spec.ts',
  'first-paint-budget.spec.ts',
];
/**
 * The specs that use the seeded demo family (and may change it, or count what it holds): one at a time, beside the
 * others. (accessibility.spec.ts only reads the demo family's screens: it runs with the others, its tests apart.)
 */
const demoFamily = [
  'demo-seed.spec.ts',
  'messages-media.spec.ts',
  'messages.spec.ts',
  'not-found.spec.ts',
  'notifications.spec.ts',
  'offline.spec.ts',
  'remote-failure.spec.ts',
  'school.spec.ts',
  'screenshots.spec.ts',
  'service-signature.spec.ts',
  'shopping.spec.ts',
  'wellness-journal.spec.ts',
  'wellness.spec.ts',
];

/**
 * End-to-end tests in Chromium (never a browser download) against a private copy of the whole
 * platform: its own ports and its own embedded database under e2e/.tmp, started by `npm start`'s launcher.
 * Two specs at a time on the 2-core machines CI runs on (issue #34, the suite's own speed): independent ones (a
 * family of their own, or reading only) beside the demo family's, which run one at a time; then the few that must
 * run alone. Three at a time drove a slower machine to a load average of 21, where pages took 10–12 s to draw.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for a slow machine under two browsers at once (2 cores): a screen that takes 12 s to draw there is
  // slow, not broken. Waits end as soon as the page is ready, so a fast machine loses nothing.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // In CI a failing test runs once more with a trace (Playwright's advice): recording every test's trace cost
    // time on each test that passed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: browser.launchOptions,
  },
  projects: [
    { name: 'independent', testIgnore: [...alone, ...demoFamily], workers: 2 },
    { name: 'demo-family', testMatch: demoFamily, workers: 1 },
    {
      name: 'alone',
      testMatch: alone,
      workers: 1,
      dependencies: ['independent', 'demo-family'],
    },
  ],
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
