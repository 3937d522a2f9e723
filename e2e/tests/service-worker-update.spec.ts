import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_APPS_DIR } from '../env';
import { signInByApi, test } from './helpers';

// Issue #31: a new deploy is picked up on the next visit with "New version — reload", never a half-old app. Two
// builds of the shell: the page keeps running the one it was loaded under (its worker answers that build's files,
// though the server now has only the new one's) until the member chooses Reload, and then runs only the new one.

const ROOT = path.resolve(__dirname, '../..');
// Two folders below the root, as apps/shell is, so the build's relative paths to libs/ and the root still hold;
// not a dot-folder, which tsx leaves untransformed when the build renders the first-paint pages.
const NEXT = path.join(ROOT, 'e2e', 'tmp-shell-next');
const SERVED = path.join(E2E_APPS_DIR, 'shell', 'dist');
const TITLE_SUFFIX = '· FamilyHub';
const NEXT_SUFFIX = '· FamilyHub (next)';

/** The shell's sources with one visible change (the page title), built with its own rspack config. */
function buildNextShell() {
  rmSync(NEXT, { recursive: true, force: true });
  for (const part of ['src', 'public', 'rspack.config.js', 'tsconfig.json']) {
    cpSync(path.join(ROOT, 'apps/shell', part), path.join(NEXT, part), { recursive: true });
  }
  const shellFile = path.join(NEXT, 'src/layout/header.tsx');
  const source = readFileSync(shellFile, 'utf8');
  expect(source).toContain(`\${title} ${TITLE_SUFFIX}\``);
  writeFileSync(shellFile, source.replace(`\${title} ${TITLE_SUFFIX}\``, `\${title} ${NEXT_SUFFIX}\``));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      path.join(NEXT, 'rspack.config.js'),
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'pipe' },
  );
  return path.join(NEXT, 'dist');
}

/** Points the gateway's shell at a build (e2e/start-fresh.mjs made the link). */
function serveShell(dist: string) {
  rmSync(SERVED, { force: true });
  symlinkSync(dist, SERVED, 'dir');
}

/** The shell's own script files this page loaded (not the remotes'). */
async function shellScripts(page: Page) {
  const urls = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return urls.filter((file) => /^\/[^/]+\.js$/.test(file) && file !== '/sw.js' && file !== '/push-sw.js');
}

test('a new shell build waits for "New version — reload", then the page runs only the new build', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const nextDist = buildNextShell();
  const nextFiles = new Set(readdirSync(nextDist));
  const currentDist = path.join(ROOT, 'apps/shell/dist');
  expect(existsSync(path.join(nextDist, 'sw.js'))).toBe(true);
  expect(readFileSync(path.join(nextDist, 'sw.js'), 'utf8')).not.toBe(
    readFileSync(path.join(currentDist, 'sw.js'), 'utf8'),
  );

  await signInByApi(page.request);
  await page.goto('/dashboard');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  // Loaded again under the worker, as a returning member's page is.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Your Family Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect(page).toHaveTitle(`Dashboard ${TITLE_SUFFIX}`);

  try {
    serveShell(nextDist);
    // The member comes back to the tab: the worker asks for /sw.js again and finds the new one.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      await registration?.update();
    });
    await expect(page.getByText('New version — reload', { exact: true })).toBeVisible({ timeout: 60_000 });

    // Meanwhile the page runs its own build, whole: a screen whose code it has not loaded yet still opens, from the
    // files the old worker keeps (the server has only the new build's).
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveTitle(`Settings ${TITLE_SUFFIX}`);
    await expect(page.getByRole('tab').first()).toBeVisible();

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveTitle(`Settings ${NEXT_SUFFIX}`, { timeout: 30_000 });
    const loaded = await shellScripts(page);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => !nextFiles.has(file.slice(1)))).toEqual([]);
  } finally {
    serveShell(currentDist);
    rmSync(NEXT, { recursive: true, force: true });
  }
});
