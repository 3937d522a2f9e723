// How much React draws on a cold /dashboard (issue #34): the commits React makes and the components it renders in
// them (counted through the DevTools hook React calls on every commit, which production builds keep), with the
// long tasks (Long Tasks API) and their blocking time beyond 50 ms, in Chromium at RENDER_CPU_SLOWDOWN (4) times
// slower CPU (CDP throttling, as a mid-range phone), a phone-sized window, RENDER_RUNS (3) fresh visits, signed in.
// RENDER_WORKER=0 blocks the offline service worker. RENDER_PORT moves its private platform.
import { chromium } from 'playwright-core';
import { chooseBrowser } from '../e2e/browser.cjs';
import { signedInClient, startPlatform } from './lib/platform.mjs';

const RUNS = Number(process.env.RENDER_RUNS ?? 3);
const SLOWDOWN = Number(process.env.RENDER_CPU_SLOWDOWN ?? 4);
const SETTLE_MS = 15_000;
const port = Number(process.env.RENDER_PORT ?? 4251);

/** Runs in the page before its scripts: a DevTools hook that counts each commit's rendered components. */
function countRenders() {
  const commits = [];
  window.__renderCounts = commits;
  window.__longTasks = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // A fiber with no alternate was mounted; one whose props object is new this commit was rendered again (React
      // keeps the old object for a fiber it skipped).
      let mounted = 0;
      let rerendered = 0;
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          if (f.alternate === null) mounted += 1;
          else if (f.memoizedProps !== f.alternate.memoizedProps) rerendered += 1;
          if (f.child) walk(f.child);
        }
      };
      walk(root.current.child);
      commits.push([mounted, rerendered]);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const platform = await startPlatform({ port, servicePortBase: port + 100 });
const browser = await chromium.launch(chooseBrowser().launchOptions);
try {
  const { cookie, call } = await signedInClient(platform.baseUrl, `rc${Date.now().toString(36)}`);
  for (let i = 0; i < 6; i++) await call('POST', '/api/tasks', { title: `Dashboard task ${i}` });
  const [name] = cookie.split('=');
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      serviceWorkers: process.env.RENDER_WORKER === '0' ? 'block' : 'allow',
      viewport: { width: 412, height: 823 },
    });
    await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: platform.baseUrl }]);
    const page = await context.newPage();
    await page.addInitScript(countRenders);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.waitForTimeout(SETTLE_MS);
    const { commits, long } = await page.evaluate(() => ({
      commits: window.__renderCounts,
      long: window.__longTasks,
    }));
    runs.push({
      commits: commits.length,
      mounted: commits.reduce((sum, [n]) => sum + n, 0),
      rerendered: commits.reduce((sum, [, n]) => sum + n, 0),
      longTasks: long.length,
      blockingMs: Math.round(long.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    });
    await context.close();
  }
  console.log(
    `\nCold /dashboard at ${SLOWDOWN}× CPU, ${SETTLE_MS / 1000} s after navigation, ${RUNS} visits`,
  );
  console.table(runs);
  console.log(
    `median: ${median(runs.map((r) => r.commits))} commits, ${median(runs.map((r) => r.mounted))} components mounted, ` +
      `${median(runs.map((r) => r.rerendered))} rendered again, ` +
      `${median(runs.map((r) => r.blockingMs))} ms blocking`,
  );
} finally {
  await browser.close();
  await platform.stop();
}
