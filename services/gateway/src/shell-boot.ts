import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  acceptLanguageTags,
  dashboardWidgets,
  domainRoutes,
  isPremiumPlan,
  preferredLanguage,
  type DomainRegistration,
  type Language,
  type Session,
} from '@familyhub/contracts';

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

const builtFiles = new Map<string, { mtimeMs: number; value: unknown }>();
/**
 * A file of the shell's build, read again only when a build rewrites it (its mtime changes); `fallback` while it is
 * missing or cannot be read (being rebuilt).
 */
function readBuilt<T>(file: string, parse: (text: string) => T, fallback: T): T {
  if (!existsSync(file)) return fallback;
  const { mtimeMs } = statSync(file);
  const cached = builtFiles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value as T;
  let value = fallback;
  try {
    value = parse(readFileSync(file, 'utf8'));
  } catch {
    // being rebuilt
  }
  builtFiles.set(file, { mtimeMs, value });
  return value;
}

interface ShellPreloads {
  /** The shell's start-up chunks (its bootstrap and the shared React, router, query and UI). */
  js: string[];
  /** The landing page's own chunks, for a visitor's `/` (issue #34: not in a member's first paint). */
  landing: string[];
}

/** What the shell's build lists to preload (preload.json, tools/rspack/create-config.js). */
function readShellPreloads(file: string): ShellPreloads {
  return readBuilt(
    file,
    (text) => {
      const { js, landing = [] } = JSON.parse(text) as Partial<ShellPreloads>;
      return { js: js ?? [], landing };
    },
    { js: [], landing: [] },
  );
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The route the shell will draw first: a signed-in `/` is the dashboard. */
const firstRoute = (pathname: string) =>
  pathname === '/' ? '/dashboard' : pathname.replace(/(.)\/+$/, '$1');

const isPlatformOperator = (session: unknown) =>
  (session as { platformOperator?: boolean } | null)?.platformOperator === true;

/**
 * The language this page is drawn in first: a member's own choice (their session carries it), else the browser's
 * (Accept-Language), as the shell itself decides once it runs (issue #35).
 */
export function pageLanguage(boot: ShellBoot | null, acceptLanguage: string | undefined): Language {
  const chosen = (boot?.session as { language?: { language?: Language } } | null)?.language?.language;
  return chosen ?? preferredLanguage(acceptLanguageTags(acceptLanguage));
}

/**
 * Which of the shell's first-paint pages (apps/shell/rspack.config.js) this request's page starts as: the landing page
 * for `/` when nobody is signed in (and `/landing` for anyone), the dashboard's frame and heading for a member's
 * `/dashboard` (a signed-in `/` goes there; a platform operator goes to their console instead). None for any other
 * page: it stays empty until the shell draws it.
 */
function firstPaintPage(pathname: string, boot: ShellBoot): string | null {
  if (pathname === '/landing' || (pathname === '/' && boot.session === null)) return 'landing.html';
  if (boot.session && !isPlatformOperator(boot.session) && firstRoute(pathname) === '/dashboard') {
    return 'dashboard.html';
  }
  return null;
}

/**
 * The static markup this page paints from before its JavaScript runs (issue #16: Lighthouse on / and /dashboard),
 * from the shell's build; '' for a page that has none, or a build without it.
 */
export function firstPaintMarkup(
  shellDist: string,
  pathname: string,
  boot: ShellBoot,
  language: Language = 'en',
): string {
  const page = firstPaintPage(pathname, boot);
  if (!page) return '';
  // The page in the member's language (landing.es.html); English when the build has no such file.
  const own = language === 'en' ? page : page.replace(/\.html$/, `.${language}.html`);
  const read = (file: string) => readBuilt(path.join(shellDist, file), (text) => text, '');
  return read(own) || read(page);
}

/**
 * Where a domain page's first paint puts the remote's page header: the slot in the shell's frame
 * (apps/shell/src/federation/first-paint-header.ts).
 */
export const PAGE_HEADER_SLOT = '<!--familyhub:page-header-->';

type PageMarkup = Partial<Record<Language, Record<string, string>>>;
const readPageMarkup = (file: string) =>
  readBuilt<PageMarkup>(file, (text) => JSON.parse(text) as PageMarkup, {});

/**
 * Whether the shell's first screen on this domain route is the remote's own (a skeleton with its header, then the
 * screen), as DomainRoute decides it (apps/shell/src/routing/domain-route.tsx): the domain is on for the family, the
 * member's role may open the route, a parent without finances is kept out of money, a free family out of premium
 * areas. Any other first screen (a lock, a refusal) would replace the header it painted: none is painted.
 */
function remoteDrawsFirst(route: string, domain: DomainRegistration, session: Session): boolean {
  const entry = domainRoutes.find((r) => r.path === route);
  if (!entry || entry.domain !== domain.id) return false;
  const { role, canViewFinances } = session.user;
  if (entry.roles && !entry.roles.includes(role)) return false;
  if (domain.id === 'money' && role === 'parent' && !canViewFinances) return false;
  return !(entry.nav?.group === 'premium' && !isPremiumPlan(session.subscription.plan));
}

/** The domain whose remote's screen a member's page on `route` draws first (remoteDrawsFirst), if any. */
function firstScreenDomain(route: string, boot: ShellBoot): DomainRegistration | undefined {
  const session = boot.session as Session | null;
  if (!session?.user || isPlatformOperator(session)) return undefined;
  const domain = boot.domains.find((d) => d.enabled && d.routes.includes(route));
  return domain && remoteDrawsFirst(route, domain, session) ? domain : undefined;
}

/**
 * A member's domain page as it paints from its first HTML answer (issue #34: the header was its largest paint, drawn
 * only once the shell, the remote's entry and its screen had arrived over a phone's network): the shell's frame for
 * the route (`domain-pages.json` of its build) with the header the remote drew at its own build (its
 * `page-headers.json`) in the slot, in `language`; '' when either is missing (a remote shipped elsewhere, a route
 * without a declared header) or the shell would draw something else first.
 */
export function domainPageMarkup(
  appsDir: string,
  pathname: string,
  boot: ShellBoot,
  language: Language = 'en',
): string {
  const route = firstRoute(pathname);
  const domain = firstScreenDomain(route, boot);
  if (!domain || !domain.remoteEntry.startsWith(`/remotes/${domain.id}/`)) return '';
  const frames = readPageMarkup(path.join(appsDir, 'shell', 'dist', 'domain-pages.json'));
  const headers = readPageMarkup(path.join(appsDir, domain.id, 'dist', 'page-headers.json'));
  // Both in the member's language, else both in English: never a Spanish frame round an English header.
  const drawn = frames[language]?.[route] && headers[language]?.[route] ? language : 'en';
  const frame = frames[drawn]?.[route];
  const header = headers[drawn]?.[route];
  if (!frame || !header || !frame.includes(PAGE_HEADER_SLOT)) return '';
  return frame.replace(PAGE_HEADER_SLOT, () => header);
}

/** The page with its `<html lang>` saying the language it is drawn in. */
export function withPageLanguage(html: string, language: Language): string {
  return language === 'en' ? html : html.replace('<html lang="en"', () => `<html lang="${language}"`);
}

/** The page with `markup` inside `#root`; React then draws the same page in its place. */
export function withFirstPaintMarkup(html: string, markup: string): string {
  if (!markup) return html;
  // A function, so a `$` in the page (the landing page's prices) is never read as a replacement pattern.
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

const dashboardDomains = new Set(dashboardWidgets.map((w) => w.domain));
const HASHED_NAME = /^[\w.-]+$/;

/**
 * The GET paths the page should start before its JavaScript runs (apps/shell/src/index.html): on a signed-in
 * /dashboard, the catalogue's `firstRequests` of each card whose domain this family has on (a card that needs a
 * further premium feature is left out: it may draw locked, asking nothing); on a domain route, its route's
 * `firstRequests` when the remote's screen is what the member will see first (issue #34), placeholders and all (the
 * page fills in the days on the browser's own calendar).
 */
export function firstRequests(pathname: string, boot: ShellBoot): string[] {
  if (!boot.session) return [];
  const route = firstRoute(pathname);
  if (route !== '/dashboard') {
    const paths = domainRoutes.find((r) => r.path === route)?.firstRequests;
    return paths && firstScreenDomain(route, boot) ? [...paths] : [];
  }
  const enabled = new Set(boot.domains.filter((d) => d.enabled).map((d) => d.id));
  const paths = dashboardWidgets
    .filter((w) => enabled.has(w.domain) && !w.feature)
    .flatMap((w) => w.firstRequests ?? []);
  return [...new Set(paths)];
}

/**
 * `<link rel="preload">` hints for what the first route will fetch: the shell's start-up chunks, and the manifest
 * of each remote the route needs (every dashboard domain for /dashboard, the owner of a domain route) — fetched in
 * parallel with the shell instead of one after another.
 */
export function preloadHints(appsDir: string, pathname: string, boot: ShellBoot): string {
  const links: string[] = [];
  const shellDist = path.join(appsDir, 'shell', 'dist');
  const preloads = readShellPreloads(path.join(shellDist, 'preload.json'));
  // The landing page draws for a visitor's `/`, and for anyone's `/landing`.
  const landing = pathname === '/landing' || (pathname === '/' && !boot.session);
  // At low priority: the page paints from its first HTML answer (the first-paint markup) and its stylesheet; these
  // scripts make it live. As plain preloads they were fetched at high priority, as a render-blocking script is, and
  // Lighthouse's model of a slow connection counted their ~200 KiB before the first paint (issue #34: its simulated
  // first paint came at 2.2 s, at 0.76 s with these low; a real cold visit is no slower).
  for (const file of [...preloads.js, ...(landing ? preloads.landing : [])]) {
    if (HASHED_NAME.test(file))
      links.push(`<link rel="preload" as="script" fetchpriority="low" href="/${file}">`);
  }
  if (!boot.session) return links.join('');
  const route = firstRoute(pathname);
  const wanted =
    route === '/dashboard'
      ? boot.domains.filter((d) => d.enabled && dashboardDomains.has(d.id))
      : boot.domains.filter((d) => d.enabled && d.routes.includes(route));
  for (const domain of wanted) {
    // The registry's entry: this origin's /remotes/<id>/… (when built), or a domain shipped alone elsewhere.
    const local = `/remotes/${domain.id}/`;
    if (domain.remoteEntry.startsWith(local)) {
      const file = domain.remoteEntry.slice(local.length);
      const safe = /^[\w.-]+(?:\/[\w.-]+)*$/.test(file) && !file.split('/').includes('..');
      if (!safe || !existsSync(path.join(appsDir, domain.id, 'dist', file))) continue;
    } else if (!/^https?:\/\/[^\s"'<>&]+$/.test(domain.remoteEntry)) continue;
    // The manifest only, not the remoteEntry nor the exposed chunks: a preload that failed (the remote was down)
    // is what Chromium hands the script element of a later Retry, which then fails without asking again. The
    // runtime fetches entry and chunks together as soon as it has the manifest.
    links.push(`<link rel="preload" as="fetch" crossorigin href="${domain.remoteEntry}">`);
  }
  return links.join('');
}

/**
 * The shell page with this request's boot data (and the paths to start early, `prefetch`) and preload hints at the
 * end of its head.
 */
export function withBoot(html: string, boot: ShellBoot, hints: string, prefetch: string[] = []): string {
  const json = scriptSafeJson(prefetch.length ? { ...boot, prefetch } : boot);
  const data = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? data + hints + html : html.slice(0, at) + hints + data + html.slice(at);
}
