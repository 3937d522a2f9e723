import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createGatewayApp } from './app';
import { staticFrontends } from './static';
import { allDomainsOn, KEY, serviceUrls, startFakeService } from './testing/fake-services';

const services = serviceUrls('http://127.0.0.1:1');
let appsDir: string;
const THEME_SCRIPT = 'document.documentElement.classList.add("dark")';

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  appsDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
  write(
    path.join(appsDir, 'shell/dist/index.html'),
    `<!doctype html><title>FamilyHub</title><script>${THEME_SCRIPT}</script><script defer src="/static/js/main.3f9a1c2b.js"></script><div id="root"></div>`,
  );
  write(path.join(appsDir, 'shell/dist/static/js/main.3f9a1c2b.js'), 'console.log("shell")');
  write(path.join(appsDir, 'shell/dist/sw.js'), 'importScripts("/push-sw.js");');
  write(path.join(appsDir, 'shell/dist/push-sw.js'), 'self.addEventListener("push", () => {});');
  write(
    path.join(appsDir, 'shell/dist/manifest.webmanifest'),
    JSON.stringify({ name: 'FamilyHub', start_url: '/dashboard' }),
  );
  write(path.join(appsDir, 'planning/dist/mf-manifest.json'), '{"id":"planning"}');
  write(path.join(appsDir, 'planning/dist/remoteEntry.js'), 'var planning;');
  write(path.join(appsDir, 'planning/dist/static/js/412.8c1d77aa.js'), 'chunk');
  write(path.join(appsDir, 'shell/dist/main.5be2c0d3a1.css'), 'body{background:url(/bg.9a8b7c6d5e.png)}');
  write(
    path.join(appsDir, 'planning/dist/static/js/907.aa11bb22cc.js'),
    `var screens = "${'family '.repeat(400)}";`,
  );
  // Brotli twins as the build writes them (tools/rspack/precompress.js), with a marker the plain files lack.
  write(
    path.join(appsDir, 'planning/dist/remoteEntry.js.br'),
    brotliCompressSync('var planning; /* twin */'),
  );
  write(
    path.join(appsDir, 'shell/dist/static/js/main.3f9a1c2b.js.br'),
    brotliCompressSync('console.log("shell") /* twin */'),
  );
  write(path.join(appsDir, 'shell/dist/.secret.js.br'), brotliCompressSync('hidden'));
});
afterAll(() => rmSync(appsDir, { recursive: true, force: true }));

const gateway = (dir = appsDir) => createGatewayApp({ services, internalKey: KEY, appsDir: dir });

describe('the shell', () => {
  it('answers any page path with index.html (SPA fallback), revalidated each time', async () => {
    for (const page of ['/', '/index.html', '/tasks', '/maintenance/history', '/settings?tab=family']) {
      const res = await request(gateway()).get(page);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it("allows exactly the page's own inline script by its hash, nothing else inline", async () => {
    const res = await request(gateway()).get('/calendar');
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    const api = await request(gateway()).get('/api/platform/domains');
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('serves hashed assets as immutable', async () => {
    const res = await request(gateway()).get('/static/js/main.3f9a1c2b.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a hashed script without the headers only a document reads (issue #34: ~350 bytes each)', async () => {
    const documentOnly = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'];
    const page = await request(gateway()).get('/tasks').expect(200);
    for (const header of [...documentOnly, 'referrer-policy']) expect(page.headers[header]).toBeDefined();

    // The brotli twin every browser gets, and the plain file: nosniff stays; the twin carries no date to compare.
    for (const encoding of ['br', 'identity']) {
      const script = await request(gateway())
        .get('/static/js/main.3f9a1c2b.js')
        .set('Accept-Encoding', encoding)
        .expect(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      for (const header of [...documentOnly, 'referrer-policy'])
        expect(script.headers[header]).toBeUndefined();
      if (encoding === 'br') {
        expect(script.headers['content-encoding']).toBe('br');
        expect(script.headers['last-modified']).toBeUndefined();
      }
    }
    // A stylesheet keeps its referrer policy: the images and fonts it asks for follow it.
    const style = await request(gateway()).get('/main.5be2c0d3a1.css').expect(200);
    expect(style.headers['referrer-policy']).toBe('same-origin');
    expect(style.headers['content-security-policy']).toBeUndefined();
    // The service worker is a document of sorts: its policy comes from its own answer, and it is revalidated.
    const worker = await request(gateway()).get('/sw.js').expect(200);
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    expect(worker.headers['last-modified']).toBeDefined();
  });

  it('says the frontend is not built instead of failing when dist is missing', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'gateway-empty-'));
    const res = await request(gateway(empty)).get('/dashboard');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/not built.*npm run build/);
    const remote = await request(gateway(empty)).get('/remotes/planning/mf-manifest.json');
    expect(remote.status).toBe(503);
    rmSync(empty, { recursive: true, force: true });
  });

  it('does not answer /api paths with the page', async () => {
    const res = await request(gateway()).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});

describe('the installable, offline app (issue #31)', () => {
  it('serves the service workers and the web app manifest under their own names, revalidated every time', async () => {
    const files = [
      ['/sw.js', /^text\/javascript/],
      ['/push-sw.js', /^text\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const;
    for (const [url, type] of files) {
      const res = await request(gateway()).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
      // A new deploy's worker and manifest reach every browser at its next check.
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  it("answers /index.html, the worker's offline fallback, without anyone's session", async () => {
    const boot = jest.fn(async () => ({ session: { user: { name: 'Alex Rivera' } }, domains: [] }));
    const app = express().use(staticFrontends({ appsDir, boot }));
    const plain = await request(app).get('/index.html');
    expect(plain.status).toBe(200);
    expect(plain.text).not.toContain('familyhub-boot');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(boot).not.toHaveBeenCalled();
    // A route's page still carries the member's session.
    const dashboard = await request(app).get('/tasks');
    expect(dashboard.text).toContain('familyhub-boot');
    expect(dashboard.text).toContain('Alex Rivera');
  });
});

describe('remotes', () => {
  it('compresses scripts for browsers that accept gzip', async () => {
    const res = await request(gateway())
      .get('/remotes/planning/static/js/907.aa11bb22cc.js')
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('family family');
  });

  it('serves the manifest and remote entry uncached and chunks as immutable', async () => {
    const manifest = await request(gateway()).get('/remotes/planning/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ id: 'planning' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await request(gateway()).get('/remotes/planning/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(gateway()).get('/remotes/planning/static/js/412.8c1d77aa.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 (never the page) for a missing remote file or an unknown domain', async () => {
    for (const url of ['/remotes/planning/missing.js', '/remotes/garden/mf-manifest.json']) {
      const res = await request(gateway()).get(url);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });
});

describe("the build's brotli twins (issue #16)", () => {
  /** supertest decodes br like gzip: the twin's marker shows which file answered. */
  const get = (url: string, encodings: string) =>
    request(gateway()).get(url).set('Accept-Encoding', encodings);

  it('answer a browser that accepts br, with the plain file’s type and caching', async () => {
    const chunk = await get('/static/js/main.3f9a1c2b.js', 'gzip, deflate, br');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.vary).toMatch(/Accept-Encoding/);
    expect(chunk.text).toBe('console.log("shell") /* twin */');
    const entry = await get('/remotes/planning/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.text).toBe('var planning; /* twin */');
    // HEAD too, without a body.
    const head = await request(gateway())
      .head('/remotes/planning/remoteEntry.js')
      .set('Accept-Encoding', 'br');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('leave everything else to the plain file: no br, no twin, a dotfile, a path out of dist', async () => {
    const gzip = await get('/remotes/planning/remoteEntry.js', 'gzip');
    expect(gzip.headers['content-encoding']).not.toBe('br');
    expect(gzip.text).toBe('var planning;');
    const refused = await get('/remotes/planning/remoteEntry.js', 'br;q=0, gzip');
    expect(refused.text).toBe('var planning;');
    const noTwin = await get('/remotes/planning/static/js/907.aa11bb22cc.js', 'br');
    expect(noTwin.status).toBe(200);
    expect(noTwin.text).toContain('family family');
    expect((await get('/.secret.js', 'br')).text).not.toBe('hidden');
    for (const url of ['/remotes/planning/..%2f..%2fshell/dist/static/js/main.3f9a1c2b.js', '/%E0%A4%A.js']) {
      const res = await get(url, 'br');
      expect(res.text).not.toContain('twin');
    }
  });

  it('answer from a build that lies under a dot-folder (~/.local/share, the browser tests’ e2e/.tmp)', async () => {
    const hidden = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
    try {
      const apps = path.join(hidden, '.familyhub', 'apps');
      write(path.join(apps, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
      write(path.join(apps, 'shell/dist/main.3f9a1c2b.js'), 'console.log("shell")');
      write(
        path.join(apps, 'shell/dist/main.3f9a1c2b.js.br'),
        brotliCompressSync('console.log("shell") /* twin */'),
      );
      write(path.join(apps, 'shell/dist/.secret.js.br'), brotliCompressSync('hidden'));
      const chunk = await request(gateway(apps)).get('/main.3f9a1c2b.js').set('Accept-Encoding', 'br');
      expect(chunk.status).toBe(200);
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.text).toBe('console.log("shell") /* twin */');
      // A dotfile inside the build is still never answered.
      const secret = await request(gateway(apps)).get('/.secret.js').set('Accept-Encoding', 'br');
      expect(secret.text).not.toBe('hidden');
    } finally {
      rmSync(hidden, { recursive: true, force: true });
    }
  });
});

describe('a remote on an origin of its own', () => {
  it('is allowed by the shell page’s policy as soon as the registry points at it, and only then', async () => {
    const identity = await startFakeService('identity');
    try {
      const app = createGatewayApp({
        services: { ...services, identity: identity.url },
        internalKey: KEY,
        appsDir,
        registryCacheMs: 0,
      });
      const policy = async () =>
        String((await request(app).get('/tasks').expect(200)).headers['content-security-policy']).split('; ');
      expect((await policy()).find((d) => d.startsWith('connect-src'))).toBe("connect-src 'self'");

      const elsewhere = 'https://static.example.org:8443';
      identity.registry = allDomainsOn().map((d) =>
        d.id === 'planning' || d.id === 'money'
          ? {
              ...d,
              remoteEntry: `${elsewhere}/remotes/${d.id}/2.0.0/mf-manifest.json`,
              remoteEntrySource: 'operator',
            }
          : d,
      );
      const directives = await policy();
      for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
        const sources = directives.find((d) => d.startsWith(`${directive} `))?.split(' ') ?? [];
        expect({ directive, allowed: sources.filter((s) => s === elsewhere).length }).toEqual({
          directive,
          allowed: 1,
        });
      }
      expect(directives).toContain("default-src 'self'");
      // The registry answer the shell reads names the same entry.
      const registry = await request(app).get('/api/platform/domains').expect(200);
      expect(registry.body.find((d: { id: string }) => d.id === 'planning').remoteEntry).toBe(
        `${elsewhere}/remotes/planning/2.0.0/mf-manifest.json`,
      );
    } finally {
      await identity.close();
    }
  });
});
