// Starts the end-to-end copy of the platform from an empty data directory (see playwright.config.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

rmSync(path.join(import.meta.dirname, '.tmp'), { recursive: true, force: true });
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
