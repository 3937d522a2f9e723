// How fast the busiest interactions answer (issue #34, item 2): the time from a click to the next paint, as the
// browser's Event Timing API measures it (the interaction's longest event entry: input delay, handlers and the
// paint after them; what Interaction to Next Paint reads), in Chromium at INTERACTION_CPU_SLOWDOWN (4) times slower
// CPU (CDP throttling, as a mid-range phone) and a phone-sized window, signed in as a family of its own. Each
// interaction INTERACTION_RUNS (5) times on a settled page, reloaded between runs; prints each run and the median
// against the goal, 100 ms. INTERACTION_PORT moves its private platform; INTERACTION_BUDGET=1 holds the medians to
// their CI budget (bench/budgets.json), as npm test does.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chooseBrowser } from '../e2e/browser.cjs';
import { signedInClient, startPlatform } from './lib/platform.mjs';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const SLOWDOWN = Number(process.env.INTERACTION_CPU_SLOWDOWN ?? 4);
const GOAL_MS = 100;
const port = Number(process.env.INTERACTION_PORT ?? 4261);

/** Runs in the page before its scripts: keeps every event entry of an interaction (interactionId > 0). */
function watchInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__interactions.push({ id: entry.interactionId, type: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The interactions of the issue: where each happens, what shows the page is ready for it, and the click itself. Each
 * leaves the page where a reload finds it ready again (a task ticked back, a dialog closed by the reload).
 */
const interactions = [
  {
    name: 'tick a task',
    path: '/tasks',
    ready: (page) => page.getByRole('checkbox', { name: 'Mark "Bench task 1" as done' }),
    act: (page) => page.getByRole('checkbox', { name: 'Mark "Bench task 1" as done' }).click(),
    shown: (page) => page.getByRole('checkbox', { name: 'Mark "Bench task 1" as done', checked: true }),
  },
  {
    name: 'open Add Expense',
    path: '/expenses',
    ready: (page) => page.getByRole('button', { name: 'Add Expense', exact: true }),
    act: (page) => page.getByRole('button', { name: 'Add Expense', exact: true }).click(),
    shown: (page) => page.getByRole('dialog', { name: 'Add Expense' }),
  },
  {
    name: 'next calendar month',
    path: '/calendar',
    ready: (page) => page.getByRole('button', { name: 'Next month' }),
    act: (page) => page.getByRole('button', { name: 'Next month' }).click(),
    shown: () => null,
  },
  {
    name: 'tick a shopping item',
    path: '/shopping',
    ready: (page) => page.getByRole('checkbox', { name: 'Mark "Bench milk 1" as bought' }),
    act: (page) => page.getByRole('checkbox', { name: 'Mark "Bench milk 1" as bought' }).click(),
    shown: (page) => page.getByRole('checkbox', { name: 'Mark "Bench milk 1" as bought', checked: true }),
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const platform = await startPlatform({ port, servicePortBase: port + 100 });
const browser = await chromium.launch(chooseBrowser().launchOptions);
try {
  const { cookie, call } = await signedInClient(platform.baseUrl, `ia${Date.now().toString(36)}`);
  for (let i = 1; i <= 6; i++) await call('POST', '/api/tasks', { title: `Bench task ${i}` });
  for (let i = 1; i <= 6; i++) await call('POST', '/api/shopping-items', { name: `Bench milk ${i}` });
  const [cookieName] = cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([
    { name: cookieName, value: cookie.slice(cookieName.length + 1), url: platform.baseUrl },
  ]);
  const page = await context.newPage();
  await page.addInitScript(watchInteractions);
  // Asked once per family after the first item ticked as bought: answered as a person would, not measured.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Add bought items to the pantry?' }),
    (dialog) => dialog.getByRole('button', { name: 'Not now' }).click(),
  );
  const cdp = await context.newCDPSession(page);
  const rows = [];
  for (const interaction of interactions) {
    const durations = [];
    const shownAfter = [];
    for (let run = 0; run < RUNS; run++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${platform.baseUrl}${interaction.path}`);
      await interaction.ready(page).waitFor();
      // Settled: the page's own loading (cards, live stream, idle saves) is over before the click.
      await page.waitForTimeout(1500);
      await page.evaluate(() => (window.__interactions = []));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const clickedAt = Date.now();
      await interaction.act(page);
      // Until what the click asked for is on screen (a dialog whose code arrives on its first open, issue #34), as
      // Playwright sees it: a coarser clock than Event Timing's.
      const shown = interaction.shown(page);
      if (shown) {
        await shown.waitFor();
        shownAfter.push(Date.now() - clickedAt);
      }
      // The entry is reported once the next frame has painted.
      await page.waitForTimeout(500);
      const entries = await page.evaluate(() => window.__interactions);
      const byInteraction = new Map();
      for (const e of entries) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
      durations.push(Math.max(0, ...byInteraction.values()));
      // Untick what was ticked, so the next run finds it as the first did.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (interaction.name === 'tick a task' || interaction.name === 'tick a shopping item') {
        await interaction.act(page);
        await page.waitForTimeout(500);
      }
    }
    const mid = median(durations);
    rows.push({
      interaction: interaction.name,
      'next paint ms (median)': mid,
      goal: `≤ ${GOAL_MS}`,
      verdict: mid <= GOAL_MS ? 'met' : 'MISSED',
      runs: durations.join(' '),
      'click to shown ms (median)': shownAfter.length ? median(shownAfter) : '',
    });
  }
  await context.close();
  console.log(
    `\nClick to next paint (Event Timing), ${SLOWDOWN}× CPU, a phone's window, ${RUNS} runs each, median`,
  );
  console.table(rows);
  // INTERACTION_BUDGET=1 (npm test): fails when a median is over bench/budgets.json's interactionNextPaintMs.
  if (process.env.INTERACTION_BUDGET === '1') {
    const { interactionNextPaintMs: budget } = JSON.parse(
      readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
    );
    const over = rows.filter((row) => row['next paint ms (median)'] > budget);
    if (over.length) {
      console.error(`✖ over the budget of ${budget} ms: ${over.map((row) => row.interaction).join(', ')}`);
      process.exitCode = 1;
    } else console.log(`✔ every interaction paints within its budget (${budget} ms)`);
  }
} finally {
  await browser.close();
  await platform.stop();
}
