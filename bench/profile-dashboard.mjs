// Where the main thread goes on /dashboard (issue #16): a Chromium trace and a V8 CPU profile of a cold visit (fresh
// context) and a warm one (the same context again), signed in. Prints, per visit, the moments that matter (response,
// DOMContentLoaded, heading, tasks, every card), the main thread's tasks over PROFILE_MIN_TASK_MS (10) with what they
// ran, the JavaScript self time by script and by function, and the layout shifts with the elements that moved.
// PROFILE_URL=<base> profiles a platform that is already running (with PROFILE_COOKIE=<name=value>); otherwise a
// private one starts at PROFILE_PORT (4241). PROFILE_TRACE_DIR=<dir> keeps the raw traces (open in DevTools).
// PROFILE_MOBILE=1 and PROFILE_CPU_SLOWDOWN=4 visit as Lighthouse's mobile profile does (a phone's viewport, a CPU
// four times slower), where its Total Blocking Time comes from.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chooseBrowser } from '../e2e/browser.cjs';
import { startPlatform, signedInClient } from './lib/platform.mjs';

const MIN_TASK_MS = Number(process.env.PROFILE_MIN_TASK_MS ?? 10);
// PROFILE_PATH=/calendar profiles another signed-in page: until the network has been idle for 500 ms, not the cards.
const PAGE_PATH = process.env.PROFILE_PATH ?? '/dashboard';
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** Watches, from the first script on, for the heading, the tasks and every card; and records layout shifts. */
function pageProbe() {
  const marks = {};
  window.__profileMarks = marks;
  window.__profileShifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__profileShifts.push({
        at: Math.round(e.startTime),
        value: +e.value.toFixed(4),
        sources: (e.sources ?? []).map((s) => {
          const n = s.node;
          const describe = (el) =>
            el && el.nodeType === 1
              ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${String(el.className).split(' ').slice(0, 4).join('.')}`
              : String(n?.nodeName);
          return `${describe(n)} ${JSON.stringify(s.previousRect?.toJSON?.())}→${JSON.stringify(s.currentRect?.toJSON?.())}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const now = Math.round(performance.now());
    if (!marks.root && document.querySelector('#root > *')) marks.root = now;
    if (
      !marks.heading &&
      [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Welcome to Your Family Dashboard')
    )
      marks.heading = now;
    if (!marks.tasks && document.querySelector('[role="checkbox"], input[type="checkbox"]'))
      marks.tasks = now;
    // After the tasks: the first HTML answer's heading (the first-paint markup) has no cards in loading state yet.
    if (marks.tasks && !marks.allCards && document.querySelector('main [aria-busy="true"]') === null)
      marks.allCards = now;
    if (!marks.allCards) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

function summariseTrace(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && true);
  // The renderer that loaded the page: the one whose main thread ran the most.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = main;
  let bestTotal = -1;
  for (const m of mains) {
    const total = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((s, e) => s + (e.dur ?? 0), 0);
    if (total > bestTotal) {
      best = m;
      bestTotal = total;
    }
  }
  const onMain = events.filter((e) => e.pid === best.pid && e.tid === best.tid && e.ph === 'X');
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === best.pid) ?? onMain[0];
  const t0 = nav.ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const children = onMain.filter((e) => e.name !== 'RunTask');
  const rows = [];
  let total = 0;
  for (const task of tasks) {
    const ms = task.dur / 1000;
    if (task.ts < t0) continue;
    total += ms;
    if (ms < MIN_TASK_MS) continue;
    const inside = children.filter((c) => c.ts >= task.ts && c.ts + (c.dur ?? 0) <= task.ts + task.dur);
    const byKind = new Map();
    for (const c of inside) {
      // Only the outermost events of each kind tell what the task did.
      const label =
        c.name === 'EvaluateScript' || c.name === 'v8.compile' || c.name === 'FunctionCall'
          ? `${c.name} ${path.basename(String(c.args?.data?.url ?? c.args?.data?.functionName ?? '')) || '?'}${c.args?.data?.functionName ? `:${c.args.data.functionName}` : ''}`
          : c.name;
      byKind.set(label, (byKind.get(label) ?? 0) + (c.dur ?? 0) / 1000);
    }
    const top = [...byKind.entries()]
      .filter(
        ([k]) =>
          !/^(ThreadControllerImpl|v8\.|V8\.|RunMicrotasks|ScheduledAction)/.test(k) || /compile/.test(k),
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(' | ');
    rows.push({ at: Math.round((task.ts - t0) / 1000), ms: +ms.toFixed(1), what: top });
  }
  return { rows, totalMs: Math.round(total) };
}

function summariseProfile(profile, topN = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    self.set(node.id, (self.get(node.id) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const script = callFrame.url
      ? path.basename(new URL(callFrame.url, 'http://x').pathname)
      : `(${callFrame.functionName || 'program'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .map(([k, v]) => ({ what: k, ms: +v.toFixed(1) }));
  return { byScript: top(byScript), byFunction: top(byFunction) };
}

async function profiledVisit(browser, page, baseUrl, label, traceDir) {
  const cdp = await page.context().newCDPSession(page);
  // PROFILE_CPU_SLOWDOWN=4: the CPU Lighthouse's mobile profile simulates (its long tasks are these, four times longer).
  const slowdown = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 1);
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}${PAGE_PATH}`);
  if (PAGE_PATH === '/dashboard') {
    await page.waitForFunction(() => window.__profileMarks?.allCards, null, { timeout: 30_000 });
  } else {
    await page.waitForLoadState('networkidle');
  }
  const { profile } = await cdp.send('Profiler.stop');
  const buffer = await browser.stopTracing();
  await cdp.detach();
  const trace = JSON.parse(buffer.toString('utf8'));
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(path.join(traceDir, `${label}.trace.json`), buffer);
    writeFileSync(path.join(traceDir, `${label}.cpuprofile`), JSON.stringify(profile));
  }
  const moments = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      responseEnd: Math.round(nav.responseEnd),
      domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
      ...window.__profileMarks,
      shifts: window.__profileShifts,
      cls: +window.__profileShifts.reduce((s, e) => s + e.value, 0).toFixed(4),
      requests: performance.getEntriesByType('resource').map((r) => ({
        file: new URL(r.name).pathname.slice(-48),
        type: r.initiatorType,
        kib: +(r.transferSize / 1024).toFixed(1),
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
      })),
    };
  });
  const { shifts, requests, ...marks } = moments;
  console.log(`\n=== ${label} ${PAGE_PATH}: moments (ms from navigation start)`);
  console.table([marks]);
  if (process.env.PROFILE_REQUESTS) console.table(requests);
  const { rows, totalMs } = summariseTrace(trace.traceEvents ?? trace);
  console.log(`main-thread tasks ≥ ${MIN_TASK_MS} ms (all tasks after navigation start: ${totalMs} ms)`);
  console.table(rows);
  const { byScript, byFunction } = summariseProfile(profile);
  console.log('JS self time by script');
  console.table(byScript);
  console.log('JS self time by function');
  console.table(byFunction);
  if (shifts.length) {
    console.log('layout shifts');
    for (const s of shifts) console.log(`  at ${s.at} ms: ${s.value}\n    ${s.sources.join('\n    ')}`);
  }
}

async function main() {
  let platform;
  let baseUrl = process.env.PROFILE_URL;
  let cookie = process.env.PROFILE_COOKIE;
  if (!baseUrl) {
    const port = Number(process.env.PROFILE_PORT ?? 4241);
    platform = await startPlatform({ port, servicePortBase: port + 109 });
    baseUrl = platform.baseUrl;
  }
  try {
    if (!cookie) {
      const client = await signedInClient(baseUrl, `prof${Date.now().toString(36)}`);
      for (let i = 0; i < 6; i++) await client.call('POST', '/api/tasks', { title: `Dashboard task ${i}` });
      cookie = client.cookie;
    }
    const choice = chooseBrowser();
    const browser = await chromium.launch(choice.launchOptions);
    const [name, value] = cookie.split('=');
    const viewport = process.env.PROFILE_MOBILE ? { width: 412, height: 823 } : { width: 1280, height: 720 };
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name, value, url: baseUrl }]);
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    const traceDir = process.env.PROFILE_TRACE_DIR;
    await profiledVisit(browser, page, baseUrl, 'cold', traceDir);
    await page.waitForLoadState('networkidle');
    await profiledVisit(browser, page, baseUrl, 'warm', traceDir);
    await browser.close();
  } finally {
    await platform?.stop();
  }
}

await main();
