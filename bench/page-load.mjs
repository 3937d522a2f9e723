// Page load in Chromium (the e2e tests' choice: e2e/browser.cjs): time to the dashboard's heading and its tasks,
// cold and warm cache.
import { chromium } from 'playwright-core';
import { chooseBrowser } from '../e2e/browser.cjs';
import { startPlatform, signedInClient } from './lib/platform.mjs';

export async function pageLoadBench(platform) {
  const { cookie, call } = await signedInClient(platform.baseUrl, `page${Date.now().toString(36)}`);
  for (let i = 0; i < 6; i++) await call('POST', '/api/tasks', { title: `Dashboard task ${i}` });
  const choice = chooseBrowser();
  const browser = await chromium.launch(choice.launchOptions);
  const context = await browser.newContext();
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: platform.baseUrl }]);
  const page = await context.newPage();
  const results = {};
  for (const run of ['cold', 'warm', 'warm 2']) {
    const t0 = Date.now();
    await page.goto(`${platform.baseUrl}/dashboard`);
    // Checked on every animation frame: a locator's waitFor retries at growing intervals (up to ~1 s), which
    // rounded these figures up by hundreds of milliseconds.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('h1')].some(
          (h) => h.textContent === 'Welcome to Your Family Dashboard',
        ),
      null,
      { polling: 'raf' },
    );
    const heading = Date.now() - t0;
    await page.waitForFunction(
      () => document.querySelector('[role="checkbox"], input[type="checkbox"]') !== null,
      null,
      { polling: 'raf' },
    );
    const tasks = Date.now() - t0;
    const nav = await page.evaluate(() => {
      const e = performance.getEntriesByType('navigation')[0];
      return {
        domContentLoaded: Math.round(e.domContentLoadedEventEnd),
        transferKiB: +(
          performance
            .getEntriesByType('resource')
            .reduce((s, r) => s + (r.transferSize || 0), e.transferSize || 0) / 1024
        ).toFixed(1),
      };
    });
    results[run] = {
      'heading ms': heading,
      'tasks shown ms': tasks,
      'DOMContentLoaded ms': nav.domContentLoaded,
      'transferred KiB': nav.transferKiB,
    };
  }
  await browser.close();
  console.log(`\nPage load of /dashboard (signed in, headless, loopback) in ${choice.name}`);
  console.table(results);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const platform = await startPlatform({ port: 4221, servicePortBase: 4330 });
  try {
    await pageLoadBench(platform);
  } finally {
    await platform.stop();
  }
}
