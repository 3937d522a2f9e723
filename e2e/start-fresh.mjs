// Starts the end-to-end copy of the platform from an empty data directory (see playwright.config.ts).
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

rmSync(path.join(import.meta.dirname, '.tmp'), { recursive: true, force: true });
// The gateway serves the frontends through links to their builds (FAMILYHUB_APPS_DIR, e2e/env.ts).
const apps = path.join(import.meta.dirname, '..', 'apps');
for (const app of readdirSync(apps, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const served = path.join(import.meta.dirname, '.tmp', 'apps', app.name);
  mkdirSync(served, { recursive: true });
  symlinkSync(path.join(apps, app.name, 'dist'), path.join(served, 'dist'), 'dir');
}
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
