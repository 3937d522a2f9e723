// Prints the size of every frontend build (raw and gzip) — run `npm run build` first.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The shell and every remote of the domain catalogue.
const { tsImport } = await import('tsx/esm/api');
const { domainIds } = await tsImport('../libs/contracts/src/catalogue.ts', import.meta.url);
export const apps = ['shell', ...domainIds];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const gz = (file) => gzipSync(readFileSync(file)).length;

/**
 * The entry a visit fetches first: for the shell, the scripts of index.html (its async bootstrap and shared
 * React load after; bench/page-load.mjs counts the real transfer); for a remote,
 * its remoteEntry plus the `screens` module's own sync chunks (shared React etc. come from the shell).
 * Lazy chunks of individual screens and the fallback copies of shared libraries are not counted.
 */
export function firstLoad(app, dist) {
  if (app === 'shell') {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    return assets.reduce((sum, a) => sum + gz(path.join(dist, a)), 0);
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((e) => e.name === 'screens');
  const files = [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync, ...expose.assets.css.sync];
  return files.reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
}

export function bundleSizes() {
  const rows = [];
  for (const app of apps) {
    const dist = path.join(root, 'apps', app, 'dist');
    if (!existsSync(dist)) {
      rows.push({ app, note: 'not built' });
      continue;
    }
    let js = 0,
      jsGzip = 0,
      cssGzip = 0,
      count = 0;
    for (const file of files(dist)) {
      const buf = readFileSync(file);
      if (file.endsWith('.js')) {
        js += buf.length;
        jsGzip += gzipSync(buf).length;
        count++;
      }
      if (file.endsWith('.css')) cssGzip += gzipSync(buf).length;
    }
    const kb = (n) => +(n / 1024).toFixed(1);
    rows.push({
      app,
      jsFiles: count,
      'js KiB': kb(js),
      'js gzip KiB': kb(jsGzip),
      'css gzip KiB': kb(cssGzip),
      'entry gzip KiB': kb(firstLoad(app, dist)),
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Bundle sizes (all files of each dist/, initial + lazy chunks)');
  console.table(bundleSizes());
}
