#!/usr/bin/env node
// CI: every commit subject landed since SINCE is at most 72 characters (the detail goes in the body).
// Older history is left alone: it predates the rule. Usage: node scripts/check-commit-subjects.mjs [<rev>]
// (default HEAD).
import { execFileSync } from 'node:child_process';

const SINCE = 'a9e498458dbad48eed9f1310f0172e6745bd7679';
const MAX = 72;
const head = process.argv[2] ?? 'HEAD';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });

try {
  git('cat-file', '-e', `${SINCE}^{commit}`);
} catch {
  console.error(
    `✖ commit subjects: the starting commit ${SINCE.slice(0, 12)} is not in this clone ` +
      '(a shallow clone? run `git fetch --unshallow`).',
  );
  process.exit(1);
}

const log = git('log', '--format=%H%x09%s', `${SINCE}..${head}`).split('\n').filter(Boolean);
const long = log
  .map((line) => {
    const [hash, ...rest] = line.split('\t');
    return { hash: hash.slice(0, 12), subject: rest.join('\t') };
  })
  .filter(({ subject }) => [...subject].length > MAX);

if (long.length > 0) {
  console.error(`✖ commit subjects longer than ${MAX} characters (put the detail in the body):`);
  for (const { hash, subject } of long) console.error(`  ${hash} (${[...subject].length}) ${subject}`);
  process.exit(1);
}
console.log(
  `✔ commit subjects: ${log.length} commits since ${SINCE.slice(0, 7)}, each at most ${MAX} characters`,
);
