import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { dashboardWidgets, type DomainRegistration } from '@familyhub/contracts';

/**
 * What the shell would ask for first, answered inside the page itself (issue #16: the request chain me → domains →
 * manifest → remoteEntry → screens → data started only once the JavaScript ran). Computed for this request's own
 * session cookie, never cached between requests.
 */
export interface ShellBoot {
  /** `GET /api/auth/me` for this request's session, or null: nobody is signed in (or the session ended). */
  session: unknown;
  /** `GET /api/platform/domains` for the same caller. */
  domains: DomainRegistration[];
}

/** The element the shell reads its boot data from (apps/shell/src/boot-data.ts). */
export const BOOT_ELEMENT_ID = 'familyhub-boot';

/**
 * JSON that is safe inside a `<script type="application/json">` element: no `<` (so no `</script>` or `<!--`), no
 * `>` or `&`, and no U+2028/U+2029. The escapes are JSON's own, so `JSON.parse` reads back the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: ManifestAssets }[];
}

const manifests = new Map<string, { mtimeMs: number; manifest: RemoteManifest | null }>();
function readManifest(file: string): RemoteManifest | null {
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: RemoteManifest | null = null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RemoteManifest>;
    if (typeof parsed.metaData?.remoteEntry?.name === 'string' && Array.isArray(parsed.exposes))
      manifest = parsed as RemoteManifest;
  } catch {
    // A manifest being rewritten by a build: no hints this time.
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

const shellPreloads = new Map<string, { mtimeMs: number; files: string[] }>();
/** The shell's start-up chunks (its bootstrap and the shared React, router, query and UI), from its build. */
function readShellPreloads(file: string): string[] {
  if (!existsSync(file)) return [];
  const { mtimeMs } = statSync(file);
  const cached = shellPreloads.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.files;
  let files: string[] = [];
  try {
    files = (JSON.parse(readFileSync(file, 'utf8')) as { js: string[] }).js;
  } catch {
    // being rebuilt
  }
  shellPreloads.set(file, { mtimeMs, files });
  return files;
}

const dashboardDomains = new Set(dashboardWidgets.map((w) => w.domain));
const HASHED_NAME = /^[\w.-]+$/;

/**
 * `<link rel="preload">` hints for what the first route will fetch: the shell's start-up chunks, and for each remote
 * the route needs (every dashboard domain for /dashboard, the owner of a domain route) its manifest, remoteEntry
 * and the exposed module's own chunks — fetched in parallel with the shell instead of one after another.
 */
export function preloadHints(appsDir: string, pathname: string, boot: ShellBoot): string {
  const links: string[] = [];
  const shellDist = path.join(appsDir, 'shell', 'dist');
  for (const file of readShellPreloads(path.join(shellDist, 'preload.json'))) {
    if (HASHED_NAME.test(file)) links.push(`<link rel="preload" as="script" href="/${file}">`);
  }
  if (!boot.session) return links.join('');
  const route = pathname === '/' ? '/dashboard' : pathname.replace(/(.)\/+$/, '$1');
  const wanted: { domain: DomainRegistration; expose: 'widgets' | 'screens' }[] =
    route === '/dashboard'
      ? boot.domains
          .filter((d) => d.enabled && dashboardDomains.has(d.id))
          .map((domain) => ({ domain, expose: 'widgets' as const }))
      : boot.domains
          .filter((d) => d.enabled && d.routes.includes(route))
          .map((domain) => ({ domain, expose: 'screens' as const }));
  for (const { domain, expose } of wanted) {
    const base = `/remotes/${domain.id}/`;
    const manifest = readManifest(path.join(appsDir, domain.id, 'dist', 'mf-manifest.json'));
    if (!manifest) continue;
    links.push(`<link rel="preload" as="fetch" crossorigin href="${base}mf-manifest.json">`);
    const entry = manifest.metaData.remoteEntry;
    links.push(`<link rel="preload" as="script" href="${base}${entry.path}${entry.name}">`);
    const assets = manifest.exposes.find((e) => e.name === expose)?.assets;
    for (const css of assets?.css.sync ?? []) {
      if (HASHED_NAME.test(css)) links.push(`<link rel="preload" as="style" href="${base}${css}">`);
    }
    for (const js of assets?.js.sync ?? []) {
      if (HASHED_NAME.test(js)) links.push(`<link rel="preload" as="script" href="${base}${js}">`);
    }
  }
  return links.join('');
}

/** The shell page with this request's boot data and preload hints at the end of its head. */
export function withBoot(html: string, boot: ShellBoot, hints: string): string {
  const data = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? data + hints + html : html.slice(0, at) + hints + data + html.slice(at);
}
