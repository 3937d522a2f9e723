// Prints the size of every frontend build (raw and gzip) — run `npm run build` first.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apps = ['shell', 'planning', 'school', 'wellness', 'home', 'money'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

export function bundleSizes() {
  const rows = [];
  for (const app of apps) {
    const dist = path.join(root, 'apps', app, 'dist');
    if (!existsSync(dist)) {
      rows.push({ app, note: 'not built' });
      continue;
    }
    let js = 0, jsGzip = 0, css = 0, cssGzip = 0, count = 0;
    for (const file of files(dist)) {
      const buf = readFileSync(file);
      if (file.endsWith('.js')) { js += buf.length; jsGzip += gzipSync(buf).length; count++; }
      if (file.endsWith('.css')) { css += buf.length; cssGzip += gzipSync(buf).length; }
    }
    const kb = (n) => +(n / 1024).toFixed(1);
    rows.push({ app, jsFiles: count, 'js KiB': kb(js), 'js gzip KiB': kb(jsGzip), 'css KiB': kb(css), 'css gzip KiB': kb(cssGzip) });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Bundle sizes (all files of each dist/, initial + lazy chunks)');
  console.table(bundleSizes());
}
