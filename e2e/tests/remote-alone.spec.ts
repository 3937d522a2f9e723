import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REMOTE_CONTRACT_VERSION } from '@familyhub/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../env';
import {
  csrf,
  newFamily,
  platformOperator,
  signInByApi,
  signInToConsole,
  signUpByApi,
  test,
} from './helpers';

const ROOT = path.resolve(__dirname, '../..');
const WORK = path.join(__dirname, '..', '.tmp', 'remote-alone');
const ORIGIN_ROOT = path.join(WORK, 'origin');
const NEW_HEADING = 'Tasks, shipped alone';

/**
 * The planning team's release: the planning remote's sources with one heading changed, built with the platform's
 * own rspack config (nothing of the shell) into a version folder of the team's own static origin.
 */
function publishPlanning(version: string) {
  const app = path.join(WORK, 'planning');
  rmSync(app, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'apps/planning/src'), path.join(app, 'src'), { recursive: true });
  cpSync(path.join(ROOT, 'apps/planning/package.json'), path.join(app, 'package.json'));
  // The Tasks card's heading, as its English catalogue says it (ADR 0023).
  const messagesFile = path.join(app, 'src/features/tasks/messages/en.json');
  const messages = JSON.parse(readFileSync(messagesFile, 'utf8')) as Record<string, string>;
  expect(messages['screen.title']).toBe('Tasks');
  writeFileSync(messagesFile, JSON.stringify({ ...messages, 'screen.title': NEW_HEADING }));
  // The copy sits elsewhere in the tree: its relative imports out of the app point at the same libs.
  for (const css of ['styles.css', 'dev-host.css']) {
    const file = path.join(app, 'src', css);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replaceAll('../../../libs/', `${path.join(ROOT, 'libs')}/`),
    );
  }
  writeFileSync(
    path.join(app, 'rspack.config.js'),
    `const { createAppConfig } = require(${JSON.stringify(path.join(ROOT, 'tools/rspack/create-config'))});\n` +
      `module.exports = createAppConfig({ name: 'planning', dir: __dirname });\n`,
  );
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      path.join(app, 'rspack.config.js'),
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: version }, stdio: 'pipe' },
  );
  const folder = path.join(ORIGIN_ROOT, 'planning', version);
  cpSync(path.join(app, 'dist'), folder, { recursive: true });
  return folder;
}

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The team's static origin: files with CORS (the shell fetches the manifest from another origin). */
async function startStaticOrigin(seen: string[]) {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url.pathname);
    const file = path.join(ORIGIN_ROOT, path.normalize(decodeURIComponent(url.pathname)));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(ORIGIN_ROOT + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function pointPlanningAt(request: APIRequestContext, remoteEntry: string | null) {
  const res = await request.patch('/api/platform/admin/domains/planning', {
    data: { remoteEntry },
    headers: csrf,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a domain ships alone: a new planning build on its own origin reaches an open shell at its next load; an incompatible one is refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  rmSync(WORK, { recursive: true, force: true });
  const shellIndex = path.join(ROOT, 'apps/shell/dist/index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  const seen: string[] = [];
  const { server, origin } = await startStaticOrigin(seen);
  const OPERATOR = platformOperator();
  const operator = await browser.newContext({ baseURL: E2E_BASE_URL });
  const familyContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    // A family has Tasks open, from the remote the platform serves itself.
    await signUpByApi(familyContext.request, newFamily());
    const page = await familyContext.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();

    // The planning team publishes 2.0.0 into a version folder of its own origin; no shell build, no restart.
    publishPlanning('2.0.0');
    const v2 = `${origin}/planning/2.0.0/mf-manifest.json`;
    expect(
      JSON.parse(readFileSync(path.join(ORIGIN_ROOT, 'planning/2.0.0/mf-manifest.json'), 'utf8')),
    ).toMatchObject({
      metaData: {
        buildInfo: { buildVersion: '2.0.0' },
        familyhub: { remoteContractVersion: REMOTE_CONTRACT_VERSION },
      },
    });

    // The operator points the registry at it in the console.
    const consolePage = await operator.newPage();
    await signInToConsole(consolePage, OPERATOR);
    const entry = consolePage.getByLabel('Planning remote entry');
    await expect(entry).toHaveValue('/remotes/planning/mf-manifest.json');
    await entry.fill(v2);
    await consolePage.getByRole('button', { name: 'Save Planning remote' }).click();
    await expect(
      consolePage.getByText(`Planning now loads from ${v2}. Families get it at their next page load.`, {
        exact: true,
      }),
    ).toBeVisible();

    // The family's open shell shows the new heading after a reload (the gateway reads the registry every 5 s).
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: NEW_HEADING, exact: true })).toBeVisible({
        timeout: 5000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Add Task' })).toBeVisible();
    expect(seen).toEqual(
      expect.arrayContaining(['/planning/2.0.0/mf-manifest.json', '/planning/2.0.0/remoteEntry.js']),
    );
    expect(blocked).toEqual([]);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);

    // A build against another remote contract (what its manifest declares) is refused before it runs, contained.
    const v3 = path.join(ORIGIN_ROOT, 'planning', '3.0.0');
    cpSync(path.join(ORIGIN_ROOT, 'planning', '2.0.0'), v3, { recursive: true });
    const manifestFile = path.join(v3, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.familyhub.remoteContractVersion = REMOTE_CONTRACT_VERSION + 1;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await signInByApi(operator.request, OPERATOR.username, OPERATOR.password);
    await pointPlanningAt(operator.request, `${origin}/planning/3.0.0/mf-manifest.json`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Planning is unavailable')).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(
      page.getByText(/built for another version of FamilyHub, so it was not started/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: NEW_HEADING })).toHaveCount(0);
    expect(seen).toContain('/planning/3.0.0/mf-manifest.json');
    expect(seen).not.toContain('/planning/3.0.0/remoteEntry.js');
    // The rest of the shell keeps working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

    // Back to the platform's own remote.
    await pointPlanningAt(operator.request, null);
    await expect(async () => {
      await page.goto('/tasks');
      await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    // The e2e platform is shared by every spec: planning loads from the platform again.
    await signInByApi(operator.request, OPERATOR.username, OPERATOR.password).catch(() => undefined);
    await pointPlanningAt(operator.request, null).catch(() => undefined);
    await operator.close();
    await familyContext.close();
    server.close();
  }
});
