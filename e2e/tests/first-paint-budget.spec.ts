import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { domainRoutes } from '@familyhub/contracts';
import { csrf, signInByApi, signUpByApi, test } from './helpers';

// Issue #16: the JavaScript a cold /dashboard fetches over the wire until its tasks show (the shell and every remote
// it needs, as the gateway serves them, compressed), against the budget in bench/budgets.json. A budget check is a
// test: raise the budget only with a sentence in the commit saying why.
const budgets = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'bench', 'budgets.json'), 'utf8'),
) as { firstPaintJsKiB: { dashboard: number }; domainPageJsKiB: Record<string, number> };

/**
 * The scripts the page fetched over the wire, with their bytes; with `markedAt`, only those asked for before the
 * moment the page noted in that window property (every script when the note is missing: never fewer than it fetched).
 */
function fetchedScripts(page: Page, markedAt?: string) {
  return page.evaluate((mark) => {
    const before = mark
      ? ((window as unknown as Record<string, number | undefined>)[mark] ?? Infinity)
      : Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((r) => /\.js(\?|$)/.test(r.name) && r.startTime < before)
      .map((r) => ({ url: new URL(r.name).pathname, bytes: (r as PerformanceResourceTiming).transferSize }));
  }, markedAt);
}

/** Notes the scripts' KiB on the test and fails, listing them, when they are over `budget`. */
function expectWithinBudget(scripts: { url: string; bytes: number }[], budget: number, what: string) {
  const kib = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  test.info().annotations.push({ type: `${what} KiB`, description: kib.toFixed(1) });
  const list = scripts.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KiB`).join('\n');
  expect(kib, `${what} (KiB) over its budget:\n${list}`).toBeLessThanOrEqual(budget);
}

/**
 * Fails when one of the scripts is zod (its global config's name survives minifying): it loads with the first form,
 * never at start. A single value import of a module that builds a schema brings all of it back (~24 KiB).
 */
async function expectNoZod(page: Page, scripts: { url: string }[]) {
  const withZod: string[] = [];
  for (const { url } of scripts) {
    if ((await (await page.request.get(url)).text()).includes('__zod_globalConfig')) withZod.push(url);
  }
  expect(withZod, 'zod among the scripts at start').toEqual([]);
}

test('a cold dashboard paints its tasks on no more JavaScript than its budget, React once', async ({
  page,
}) => {
  // A family of its own with one task: the demo family's alerts (a dose given, an event starting soon) may open a
  // popup on the dashboard at some hours of the day, and its code would arrive before the tasks.
  await signUpByApi(page.request);
  const task = await page.request.post('/api/tasks', {
    headers: csrf,
    data: { title: 'Pack the lunches' },
  });
  expect(task.status(), await task.text()).toBe(201);
  // The moment the first task's checkbox is in the page, noted by the page itself: the scripts asked for before it
  // are what the tasks waited on (those asked for after it, the other cards' remotes, do not count).
  await page.addInitScript(() => {
    const seen = () =>
      document.querySelector(
        'ul[aria-label="Today\'s tasks"] [role="checkbox"], ul[aria-label="Today\'s tasks"] input[type="checkbox"]',
      );
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      (window as unknown as { tasksShownAt: number }).tasksShownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Your Family Dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: "Today's tasks" }).getByRole('checkbox').first()).toBeVisible();

  const scripts = await fetchedScripts(page, 'tasksShownAt');
  expectWithinBudget(scripts, budgets.firstPaintJsKiB.dashboard, 'first-paint JavaScript');
  await expectNoZod(page, scripts);

  // React and react-dom come once, from the shell: a remote's own fallback copy of react-dom alone would be ~64 KiB.
  expect(scripts.filter((s) => s.url.startsWith('/remotes/') && s.bytes > 50 * 1024)).toEqual([]);
  // Nor the landing page's code: a visitor's `/` alone asks for it (issue #34).
  expect(scripts.filter((s) => /^\/landing\./.test(s.url))).toEqual([]);
  expect(await page.locator('link[rel="preload"][href^="/landing."]').count()).toBe(0);
});

// Issue #34: what the page preloads at start it also runs. A preloaded chunk the runtime never asks for (the consume
// side's fallback copy of a shared module the shell provides itself) is bytes on the wire for nothing.
test('a cold dashboard preloads only scripts it runs', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Your Family Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { preloaded, ran } = await page.evaluate(() => ({
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
      (link) => new URL(link.href).pathname,
    ),
    // Every chunk the shell's runtime ran has pushed itself onto this list.
    ran: ((globalThis as unknown as { rspackChunkshell?: [unknown[]][] }).rspackChunkshell ?? []).flatMap(
      ([ids]) => ids,
    ),
  }));
  expect(preloaded.length).toBeGreaterThan(0);
  const neverRun: string[] = [];
  for (const url of preloaded) {
    const ids = /\.push\(\[\[([^\]]*)\]/.exec(await (await page.request.get(url)).text())?.[1] ?? '';
    if (!ids.split(',').some((id) => ran.includes(JSON.parse(id)))) neverRun.push(url);
  }
  expect(neverRun, 'preloaded, never run').toEqual([]);
});

// Issue #34: the entry (the federation runtime, run at once) asks V8 to compile it whole while it streams in, off
// the main thread; and the styles keep logical properties (ms-*, pe-*, text-end …) as the browser's own. Lowered for
// older browsers, each became a rule per direction testing 19 `:lang()` selectors on every element it styled.
test('a cold dashboard’s entry is compiled as it streams, its styles keep logical properties', async ({
  page,
}) => {
  await signUpByApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Your Family Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { entry, sheets } = await page.evaluate(() => ({
    entry: document.querySelector<HTMLScriptElement>('script[src*="/main."]')?.src ?? '',
    sheets: performance
      .getEntriesByType('resource')
      .filter((r) => /\.css(\?|$)/.test(r.name))
      .map((r) => new URL(r.name).pathname),
  }));
  expect((await (await page.request.get(entry)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(
    true,
  );
  // The shell's and each dashboard card's remote's.
  expect(sheets.length).toBeGreaterThan(1);
  const lowered: string[] = [];
  for (const url of sheets) {
    const css = await (await page.request.get(url)).text();
    const count = css.match(/:not\(:is\(:lang\(/g)?.length ?? 0;
    if (count > 0) lowered.push(`${url}: ${count} rules`);
  }
  expect(lowered, 'logical properties rewritten per direction').toEqual([]);
});

// Issue #34: the busiest domain pages, and the Wellness Center (whose tabs were the heaviest), start on no zod and no
// react-hook-form (their forms' code, ~36 KiB and most of the page's blocking time at start): a form dialog, or a
// tab with forms of its own, brings it when first opened.
for (const [route, budget] of Object.entries(budgets.domainPageJsKiB)) {
  test(`a cold ${route} settles on no more JavaScript than its budget`, async ({ page }) => {
    await signUpByApi(page.request);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const scripts = await fetchedScripts(page);
    expectWithinBudget(scripts, budget, `${route}'s JavaScript`);
    await expectNoZod(page, scripts);
  });
}

test('a cold dashboard asks for its tasks once, before the planning remote’s code has arrived', async ({
  page,
}) => {
  await signInByApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: "Today's tasks" }).getByRole('checkbox').first()).toBeVisible();

  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => {
      const url = new URL(r.name);
      return { path: url.pathname + url.search, start: r.startTime };
    }),
  );
  const tasks = entries.filter((e) => e.path === '/api/tasks?limit=4');
  // Started by the page itself (the gateway's `prefetch` list) and taken by the card: not asked twice.
  expect(tasks).toHaveLength(1);
  const planningEntry = entries.find((e) => /^\/remotes\/planning\/.*remoteEntry.*\.js$/.test(e.path));
  expect(planningEntry, entries.map((e) => e.path).join('\n')).toBeTruthy();
  expect(tasks[0].start).toBeLessThan(planningEntry!.start);
});

// Issue #34: a domain page's own first requests start from its first answer, as the dashboard's tasks do, and its
// screen takes those answers: each asked for once (a path that drifted from what the screen asks would be asked twice),
// before the remote's entry has even been fetched.
for (const route of domainRoutes.filter((r) => r.firstRequests)) {
  test(`a cold ${route.path} asks for its first data once, before its remote's code has arrived`, async ({
    page,
  }) => {
    await signUpByApi(page.request);
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => {
        const url = new URL(r.name);
        return { path: url.pathname + url.search, start: r.startTime };
      }),
    );
    const listed = entries.map((e) => e.path).join('\n');
    const remoteEntry = entries.find((e) =>
      new RegExp(`^/remotes/${route.domain}/.*remoteEntry.*\\.js$`).test(e.path),
    );
    expect(remoteEntry, listed).toBeTruthy();
    for (const template of route.firstRequests ?? []) {
      // The path as written, its days any day (the page filled them in on its own calendar).
      const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`^${escaped.replace(/\{\w+\}/g, '\\d{4}-\\d{2}-\\d{2}')}$`);
      const asked = entries.filter((e) => pattern.test(e.path));
      expect(asked, `${template} among:\n${listed}`).toHaveLength(1);
      expect(asked[0].start).toBeLessThan(remoteEntry!.start);
    }
  });
}
