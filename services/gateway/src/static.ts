import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { domainIds } from '@familyhub/contracts';
import { precompressed } from './precompressed';
import {
  domainPageMarkup,
  firstRequests,
  firstPaintMarkup,
  pageLanguage,
  preloadHints,
  withBoot,
  withFirstPaintMarkup,
  withPageLanguage,
  type ShellBoot,
} from './shell-boot';

/** Content-hashed chunk names (`main.3f9a1c2b.js`, `412.8c1d77aa0e.css`) never change content. */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|gif|webp|ico|map)$/i;

/**
 * What only a document reads (its framing, its opener, its policy), and for a script its referrer policy too: a
 * script or stylesheet the page loads ignores them, and a dashboard's first paint loads ~26 of them, each carrying
 * ~350 bytes of them over a phone's connection (issue #34: 9 KiB of the first paint's 200). A stylesheet keeps its
 * Referrer-Policy (the fonts and images it asks for follow it); nosniff stays on every answer. The service workers
 * (sw.js, push-sw.js) are not hashed: their answers keep every header, as a worker's policy comes from them.
 */
const DOCUMENT_ONLY = ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'];
const SUBRESOURCE = /\.(?:js|mjs|css|map)$/i;

function cacheHeaders(res: Response, file: string) {
  const name = path.basename(file);
  if (HASHED.test(name) && name !== 'index.html') {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (SUBRESOURCE.test(name)) {
      for (const header of DOCUMENT_ONLY) res.removeHeader(header);
      if (!name.endsWith('.css')) res.removeHeader('Referrer-Policy');
    }
  } else {
    // index.html, mf-manifest.json, remoteEntry.js, sw.js, manifest.webmanifest and anything unhashed: revalidate
    // every time (a service worker's update check and a remote's new deploy are seen at once).
    res.setHeader('Cache-Control', 'no-cache');
  }
}

function notBuilt(what: string): RequestHandler {
  return (_req, res) => {
    res
      .status(503)
      .type('text/plain')
      .setHeader('Cache-Control', 'no-store')
      .send(
        `The FamilyHub ${what} is not built yet. Run "npm run build" (or "npm start", which builds it) and reload.\n`,
      );
  };
}

export interface StaticFrontendOptions {
  /** The folder holding `shell/dist` and `<domain>/dist` (the repo's `apps`). */
  appsDir: string;
  /**
   * The origins the registry loads remotes from besides this one (a domain shipped alone, on its own origin): the
   * shell page's Content-Security-Policy lets the page fetch their manifests and run their scripts and styles.
   */
  remoteOrigins?: () => Promise<readonly string[]>;
  /**
   * This request's session and domain registry, written into the page so the shell starts without asking
   * (shell-boot.ts). Rejecting (identity down, …) serves the plain page: the shell then asks, and says what failed.
   */
  boot?: (req: Request) => Promise<ShellBoot>;
}

/**
 * `/remotes/<domain>/` serves `apps/<domain>/dist`; everything else serves `apps/shell/dist`,
 * with the single-page-app fallback to index.html for GET and HEAD.
 */
export function staticFrontends({ appsDir, remoteOrigins, boot }: StaticFrontendOptions): Router {
  const router = Router();
  // Only the frontends are compressed here: /api is mounted before this router, so event streams stay unbuffered.
  router.use(compression());
  // index.html goes through the fallback below, which allows exactly its inline scripts.
  const staticOptions = {
    index: false,
    fallthrough: true,
    setHeaders: cacheHeaders,
    dotfiles: 'ignore' as const,
  };

  for (const domain of domainIds) {
    const dist = path.join(appsDir, domain, 'dist');
    router.use(
      `/remotes/${domain}`,
      precompressed(dist, cacheHeaders),
      express.static(dist, staticOptions),
      (req, res, next) => {
        if (!existsSync(dist)) return notBuilt(`${domain} frontend`)(req, res, next);
        res.status(404).type('text/plain').send('Not found\n');
      },
    );
  }
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found\n');
  });

  const shellDist = path.join(appsDir, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const page: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).type('text/plain').send('Not found\n');
      return;
    }
    if (!existsSync(indexHtml)) return notBuilt('web app')(req, res, next);
    const shell = shellPage(indexHtml);
    // /index.html is the plain page whoever asks: the offline service worker (issue #31) keeps it as the fallback
    // of a route never opened on the device, so it must carry nobody's session (the shell then asks for it).
    const personalised = boot && req.path !== '/index.html' ? boot : undefined;
    // The CSP's remote origins and this request's boot data, asked together.
    const [origins, data] = await Promise.all([
      remoteOrigins ? remoteOrigins() : [],
      personalised ? personalised(req).catch(() => null) : null,
    ]);
    const answer = (html: string, personal: boolean) =>
      res
        .status(200)
        .type('html')
        // Revalidated on every visit (ETag → 304); a page carrying a session is never kept by a shared cache.
        .setHeader('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
        .setHeader('Vary', 'Cookie, Accept-Language')
        .setHeader('Content-Security-Policy', contentSecurityPolicy(shell.scriptHashes, origins))
        .send(html);
    if (!data) return void answer(shell.html, false);
    const language = pageLanguage(data, req.headers['accept-language']);
    const html = withBoot(
      withPageLanguage(
        withFirstPaintMarkup(
          shell.html,
          firstPaintMarkup(shellDist, req.path, data, language) ||
            domainPageMarkup(appsDir, req.path, data, language),
        ),
        language,
      ),
      data,
      preloadHints(appsDir, req.path, data),
      firstRequests(req.path, data),
    );
    answer(html, data.session !== null);
  };
  router.get('/index.html', page);
  router.use(precompressed(shellDist, cacheHeaders), express.static(shellDist, staticOptions));
  // Express 5 has no bare '*': the final use() is the SPA fallback.
  router.use(page);
  return router;
}

/** The shell page and the CSP hashes of its inline scripts (the theme is set before first paint). */
let cachedPage: { file: string; mtimeMs: number; html: string; scriptHashes: string[] } | undefined;
function shellPage(file: string) {
  const { mtimeMs } = statSync(file);
  if (cachedPage?.file !== file || cachedPage.mtimeMs !== mtimeMs) {
    const html = readFileSync(file, 'utf8');
    cachedPage = { file, mtimeMs, html, scriptHashes: inlineScriptHashes(html) };
  }
  return cachedPage;
}

/** CSP source expressions (`'sha256-…'`) for each inline script of a page; the frontends image uses them too. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * Only our own origin (and the origins remotes are registered on: their manifest, scripts, styles, images and fonts);
 * inline styles for Radix' scroll lock; inline scripts only by exact hash.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  remoteOrigins: readonly string[] = [],
): string {
  const remotes = remoteOrigins.length > 0 ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'" + remotes, ...scriptHashes].join(' '),
    `style-src 'self'${remotes} 'unsafe-inline'`,
    `img-src 'self'${remotes} data: blob:`,
    `font-src 'self'${remotes} data:`,
    `connect-src 'self'${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const defaultPolicy = contentSecurityPolicy();

/** Headers every answer carries. */
export const securityHeaders: RequestHandler = (req, res, next) => {
  // Only over HTTPS as the gateway sees it (a client's X-Forwarded-Proto counts only from a trusted proxy).
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Content-Security-Policy', defaultPolicy);
  next();
};
