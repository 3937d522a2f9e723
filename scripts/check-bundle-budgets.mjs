#!/usr/bin/env node
// Fails when a frontend's first load is over its budget in bench/budgets.json (issue #16). `npm test` runs it after
// the browser tests, whose start has just built every frontend; alone: `npm run build && node scripts/check-bundle-budgets.mjs`.
// A budget is raised only with a sentence in the commit saying why.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, firstLoad } from '../bench/bundle-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8'));
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const rows = [];
let over = 0;
for (const app of apps) {
  const budget = budgets.entryGzipKiB[app];
  const dist = path.join(root, 'apps', app, 'dist');
  if (budget === undefined) {
    rows.push({ app, 'entry gzip KiB': '-', budget: 'none', verdict: 'MISSING BUDGET' });
    over += 1;
    continue;
  }
  if (!existsSync(dist)) {
    rows.push({ app, 'entry gzip KiB': '-', budget, verdict: 'not built' });
    over += 1;
    continue;
  }
  const size = kib(firstLoad(app, dist));
  const verdict = size <= budget ? 'ok' : 'OVER';
  if (verdict === 'OVER') over += 1;
  rows.push({ app, 'entry gzip KiB': size, budget, goal: budgets.goals?.[app] ?? '', verdict });
}
console.log('First-load JS + CSS of each frontend (gzip) against bench/budgets.json');
console.table(rows);
if (over > 0) {
  console.error(`✖ ${over} frontend(s) over budget, without one, or not built`);
  process.exit(1);
}
console.log('✔ every frontend within its budget');
