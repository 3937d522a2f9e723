import { statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** The files the build gives a brotli twin (tools/rspack/precompress.js). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg)$/;

/**
 * Serves a built file's brotli twin (`<file>.br`, made by the build at the highest quality:
 * tools/rspack/precompress.js) to a browser that accepts br, with the file's own type and caching (issue #16: 14 %
 * fewer bytes than compressing on the fly, and no compression work per request). Anything else — no twin, another
 * encoding, a path that leaves `dist` — goes on to the plain file and on-the-fly compression.
 */
export function precompressed(
  dist: string,
  setHeaders: (res: Response, file: string) => void,
): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    if (req.acceptsEncodings('br') !== 'br') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const inDist = path.posix.normalize(`/${relative}`);
    const file = path.join(dist, inDist);
    if (relative.includes('\0') || !file.startsWith(dist + path.sep)) return next();
    const twin = `${file}.br`;
    if (!statSync(twin, { throwIfNoEntry: false })?.isFile()) return next();
    setHeaders(res, file);
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', 'br');
    res.vary('Accept-Encoding');
    // A file that never changes (immutable) needs no date to be compared (express keeps its ETag).
    const immutable = String(res.getHeader('Cache-Control')).includes('immutable');
    // Sent from `dist` as its root: a dotfile inside the build is ignored, wherever the build itself lies (a path
    // through a dot-folder, ~/.local/share or the browser tests' e2e/.tmp, would refuse every twin).
    const options = {
      root: dist,
      cacheControl: false,
      dotfiles: 'ignore' as const,
      lastModified: !immutable,
    };
    res.sendFile(`${inDist.slice(1)}.br`, options, (error?: Error) => {
      // Not sent after all (a dotfile, or gone since the stat): the plain file's handlers decide afresh.
      if (error && !res.headersSent) {
        for (const header of ['Content-Encoding', 'Content-Type', 'Cache-Control']) res.removeHeader(header);
        next();
      }
    });
  };
}
