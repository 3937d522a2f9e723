import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The installed PGlite's version: a template made by another version is never loaded. */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
}

/**
 * A freshly created, empty embedded database cluster as a data-directory archive, for test databases to start from
 * (`loadDataDir`) instead of each running initdb again: a new PGlite takes 2-3 s to create on this machine class
 * and 0.7 s to load (issue #34, the suite's own speed). Made once per PGlite version and kept in the system's
 * temporary folder, written under a private name and renamed into place, so test processes running side by side
 * never read half of one. Each database loaded from it is still a database of its own; migrations run as before.
 */
export function pgliteTemplate(): Promise<Blob> {
  // Read once a test file: a file that opens several databases does not read the 40 MB archive for each.
  return (template ??= readOrMakeTemplate());
}

let template: Promise<Blob> | undefined;

async function readOrMakeTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `familyhub-pglite-template-${pgliteVersion()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const { PGlite } = await import('@electric-sql/pglite');
  const fresh = new PGlite();
  await fresh.waitReady;
  const archive = await fresh.dumpDataDir('none');
  await fresh.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  renameSync(partial, file);
  return archive;
}
