import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { dashboardWidgets, domainRoutes, type DomainId, type DomainRegistration } from '@familyhub/contracts';
import type { ServiceName } from '@familyhub/server-kit';
import { createGatewayApp } from './app';
import {
  BOOT_ELEMENT_ID,
  domainPageMarkup,
  firstPaintMarkup,
  firstRequests,
  PAGE_HEADER_SLOT,
  pageLanguage,
  scriptSafeJson,
  type ShellBoot,
} from './shell-boot';
import {
  GOOD_TOKEN,
  KEY,
  MONTHLY_TOKEN,
  refusedPortUrl,
  startFakeService,
  type FakeService,
} from './testing/fake-services';

const names: ServiceName[] = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
let fakes: Record<string, FakeService>;
let services: Record<ServiceName, string>;
let appsDir: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  const started = await Promise.all(names.map((n) => startFakeService(n)));
  fakes = Object.fromEntries(started.map((f) => [f.name, f]));
  services = Object.fromEntries(names.map((n) => [n, fakes[n].url])) as Record<ServiceName, string>;
  appsDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-boot-'));
  write(
    path.join(appsDir, 'shell/dist/index.html'),
    '<!doctype html><html lang="en"><head><title>FamilyHub</title><script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(
    path.join(appsDir, 'shell/dist/preload.json'),
    JSON.stringify({ js: ['bootstrap.1a2b3c4d5e.js'], landing: ['landing.9f8e7d6c5b.js'] }),
  );
  write(
    path.join(appsDir, 'shell/dist/landing.html'),
    '<main><h1>Your whole household, organised together</h1><p>Premium $4.99 per month</p></main>',
  );
  write(
    path.join(appsDir, 'shell/dist/landing.es.html'),
    '<main><h1>Todo tu hogar, organizado en familia</h1></main>',
  );
  write(
    path.join(appsDir, 'shell/dist/dashboard.html'),
    '<div class="flex"><main id="main-content"><h1>Welcome to Your Family Dashboard</h1></main></div>',
  );
  write(
    path.join(appsDir, 'shell/dist/dashboard.es.html'),
    '<div class="flex"><main id="main-content"><h1>Bienvenido al panel de tu familia</h1></main></div>',
  );
  write(
    path.join(appsDir, 'planning/dist/mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'widgets',
          assets: { js: { sync: ['w.0a1b2c3d4e.js'] }, css: { sync: ['w.0a1b2c3d4e.css'] } },
        },
        { name: 'screens', assets: { js: { sync: ['s.0a1b2c3d4e.js'] }, css: { sync: [] } } },
      ],
    }),
  );
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
  rmSync(appsDir, { recursive: true, force: true });
});

const gateway = (overrides: Partial<Record<ServiceName, string>> = {}) =>
  createGatewayApp({ services: { ...services, ...overrides }, internalKey: KEY, appsDir });

function bootOf(html: string): {
  session: unknown;
  domains: { id: string; enabled: boolean }[];
  prefetch?: string[];
} {
  const match = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(
    html,
  );
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1]) as ReturnType<typeof bootOf>;
}

describe('the shell page carries its first answers (issue #16)', () => {
  it("holds this request's session and domain registry, private to it, revalidated by ETag", async () => {
    const res = await request(gateway()).get('/dashboard').set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(res.status).toBe(200);
    const boot = bootOf(res.text);
    // The fake identity answers /api/auth/me with the caller it verified: this session's own family.
    expect(boot.session).toMatchObject({ path: '/api/auth/me', caller: { userId: 7, familyId: 3 } });
    expect(boot.domains.map((d) => d.id)).toEqual(['planning', 'school', 'wellness', 'home', 'money']);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['etag']).toBeTruthy();

    const again = await request(gateway())
      .get('/dashboard')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('If-None-Match', String(res.headers['etag']));
    expect(again.status).toBe(304);
  });

  it("never holds another family's session: each page is the requester's own", async () => {
    const app = gateway();
    const first = await request(app).get('/dashboard').set('Cookie', `fh_session=${GOOD_TOKEN}`);
    const second = await request(app).get('/dashboard').set('Cookie', `fh_session=${MONTHLY_TOKEN}`);
    expect(bootOf(first.text).session).toMatchObject({ caller: { familyId: 3 } });
    expect(bootOf(second.text).session).toMatchObject({ caller: { familyId: 4 } });
    const visitor = await request(app).get('/dashboard');
    expect(bootOf(visitor.text).session).toBeNull();
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const unknown = await request(app).get('/dashboard').set('Cookie', 'fh_session=ended-session');
    expect(bootOf(unknown.text).session).toBeNull();
  });

  it('hints the shell’s start-up chunks (after what paints) and the manifests of the remotes the first route needs', async () => {
    const dashboard = await request(gateway()).get('/dashboard').set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(dashboard.text).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/bootstrap.1a2b3c4d5e.js">',
    );
    expect(dashboard.text).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/remotes/planning/mf-manifest.json">',
    );
    // Only built remotes: school has no dist here.
    expect(dashboard.text).not.toContain('href="/remotes/school/mf-manifest.json"');
    // Never a remote's scripts: a failed preload would be reused by a later Retry (remote-failure.spec.ts).
    expect(dashboard.text).not.toContain('remoteEntry.js">');

    const tasks = await request(gateway()).get('/tasks').set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(tasks.text).toContain('href="/remotes/planning/mf-manifest.json"');
    const bills = await request(gateway()).get('/bills').set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(bills.text).not.toContain('href="/remotes/planning/mf-manifest.json"');

    // A visitor gets the shell's own chunks only, and on `/` the landing page's (issue #34): never a member.
    const visitor = await request(gateway()).get('/');
    expect(visitor.text).toContain('href="/bootstrap.1a2b3c4d5e.js"');
    expect(visitor.text).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/landing.9f8e7d6c5b.js">',
    );
    expect(visitor.text).not.toMatch(/<link[^>]*href="\/remotes\//);
    expect((await request(gateway()).get('/sign-in')).text).not.toContain('landing.9f8e7d6c5b.js');
    expect(dashboard.text).not.toContain('landing.9f8e7d6c5b.js');
    const member = await request(gateway()).get('/').set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(member.text).not.toContain('landing.9f8e7d6c5b.js');
    const landing = await request(gateway()).get('/landing').set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(landing.text).toContain('href="/landing.9f8e7d6c5b.js"');
  });

  it('lists the dashboard cards’ first requests for a signed-in /dashboard only', async () => {
    const app = gateway();
    const signedIn = (path: string) => request(app).get(path).set('Cookie', `fh_session=${GOOD_TOKEN}`);
    const planningCards = dashboardWidgets.filter((w) => w.domain === 'planning' && !w.feature);
    const expected = [...new Set(planningCards.flatMap((w) => w.firstRequests ?? []))];
    expect(expected).toContain('/api/tasks?limit=4');
    for (const path of ['/dashboard', '/']) {
      const prefetch = bootOf((await signedIn(path)).text).prefetch ?? [];
      for (const wanted of expected) expect(prefetch).toContain(wanted);
    }
    expect(bootOf((await signedIn('/tasks')).text).prefetch).toBeUndefined();
    expect(bootOf((await request(app).get('/dashboard')).text).prefetch).toBeUndefined();
  });

  it('serves the plain page when identity cannot answer, so the shell asks and says what failed', async () => {
    const res = await request(gateway({ identity: await refusedPortUrl() }))
      .get('/dashboard')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(BOOT_ELEMENT_ID);
    expect(res.text).toContain('<div id="root">');
  });
});

describe('the landing page paints from the first answer (issue #16, Lighthouse on /)', () => {
  const landing = '<div id="root"><main><h1>Your whole household, organised together</h1>';

  it('holds the built landing markup inside #root for a signed-out / and for /landing', async () => {
    const app = gateway();
    const visitor = await request(app).get('/');
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain(landing);
    // Prices keep their `$`: the markup is never read as a replacement pattern.
    expect(visitor.text).toContain('Premium $4.99 per month');
    // The boot data still tells the shell nobody is signed in, and the markup stays inside the one #root.
    expect(bootOf(visitor.text).session).toBeNull();
    expect(visitor.text.match(/id="root"/g)).toHaveLength(1);
    expect((await request(app).get('/landing').set('Cookie', `fh_session=${GOOD_TOKEN}`)).text).toContain(
      landing,
    );
  });

  it('leaves #root empty where the shell draws something else first', async () => {
    const app = gateway();
    const signedIn = (path: string) => request(app).get(path).set('Cookie', `fh_session=${GOOD_TOKEN}`);
    // A member's pages other than the dashboard, and a visitor's sign-in or /dashboard (it goes to sign-in).
    for (const res of [
      await signedIn('/tasks'),
      await signedIn('/settings'),
      await request(app).get('/sign-in'),
      await request(app).get('/dashboard'),
    ]) {
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('Your whole household');
      expect(res.text).not.toContain('Welcome to Your Family Dashboard');
    }
    // A session cookie identity cannot check (identity down): no landing page that might flash for a member.
    const unsure = await request(gateway({ identity: await refusedPortUrl() }))
      .get('/')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`);
    expect(unsure.text).toContain('<div id="root"></div>');
  });
});

describe("a member's dashboard paints from the first answer (issue #16, Lighthouse on /dashboard)", () => {
  const frame =
    '<div id="root"><div class="flex"><main id="main-content"><h1>Welcome to Your Family Dashboard</h1>';

  it('holds the built dashboard frame inside #root for a signed-in /dashboard and /', async () => {
    const app = gateway();
    for (const path of ['/dashboard', '/', '/dashboard/']) {
      const res = await request(app).get(path).set('Cookie', `fh_session=${GOOD_TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain(frame);
      expect(res.text.match(/id="root"/g)).toHaveLength(1);
      // The page is still this member's: the boot data carries the session the shell then draws.
      expect(bootOf(res.text).session).not.toBeNull();
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('is left out for a platform operator (sent to the console) and where the build has none', () => {
    const shellDist = path.join(appsDir, 'shell/dist');
    const member = { session: { user: { id: 7 } }, domains: [] };
    expect(firstPaintMarkup(shellDist, '/dashboard', member)).toContain('Welcome to Your Family Dashboard');
    expect(
      firstPaintMarkup(shellDist, '/dashboard', { ...member, session: { platformOperator: true } }),
    ).toBe('');
    expect(firstPaintMarkup(path.join(appsDir, 'school/dist'), '/dashboard', member)).toBe('');
  });
});

describe("the first paint in the page's language (issue #35)", () => {
  it("paints a visitor's landing page in their browser's language, and says it in <html lang>", async () => {
    const spanish = await request(gateway()).get('/').set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5');
    expect(spanish.text).toContain('<h1>Todo tu hogar, organizado en familia</h1>');
    expect(spanish.text).toContain('<html lang="es">');
    expect(spanish.headers['vary']).toMatch(/Accept-Language/);
    const english = await request(gateway()).get('/').set('Accept-Language', 'en-GB,en;q=0.9');
    expect(english.text).toContain('<h1>Your whole household, organised together</h1>');
    expect(english.text).toContain('<html lang="en">');
    // A language FamilyHub does not speak falls back to English.
    const german = await request(gateway()).get('/').set('Accept-Language', 'de-DE');
    expect(german.text).toContain('Your whole household');
  });

  it("paints a member's dashboard in the member's own language, whatever the browser says", () => {
    const shellDist = path.join(appsDir, 'shell/dist');
    const member = (language: string) => ({
      session: { user: { id: 7 }, language: { language } },
      domains: [],
    });
    const spanish = member('es');
    expect(pageLanguage(spanish, 'en-US,en')).toBe('es');
    expect(firstPaintMarkup(shellDist, '/dashboard', spanish, 'es')).toContain('Bienvenido al panel');
    expect(pageLanguage(member('en'), 'es-ES')).toBe('en');
    expect(pageLanguage({ session: null, domains: [] }, 'es-ES')).toBe('es');
    // A build without the language's file paints the English one rather than nothing.
    expect(firstPaintMarkup(shellDist, '/dashboard', spanish, 'xx' as 'es')).toContain('Welcome to Your');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and reads back the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!--', amp: 'a & b', line: 'x\u2028y' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("a member's domain page paints its header from the first answer (issue #34, Lighthouse's LCP)", () => {
  const frame = (title: string) =>
    `<div class="flex"><header><p>${title}</p></header><main><div role="status"><div data-first-paint-header="">${PAGE_HEADER_SLOT}</div></div></main></div>`;
  const header = (title: string) =>
    `<div class="mb-6"><h1>${title}</h1><p>Family events &amp; plans</p></div>`;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-domain-pages-'));
    write(
      path.join(dir, 'shell/dist/domain-pages.json'),
      JSON.stringify({
        en: {
          '/calendar': frame('Calendar'),
          '/meal-planning': frame('Meal Planning'),
          '/expenses': frame('Expenses'),
        },
        es: { '/calendar': frame('Calendario') },
      }),
    );
    write(
      path.join(dir, 'planning/dist/page-headers.json'),
      JSON.stringify({
        en: { '/calendar': header('Calendar &amp; Plans') },
        es: { '/calendar': header('Calendario') },
      }),
    );
    write(
      path.join(dir, 'home/dist/page-headers.json'),
      JSON.stringify({ en: { '/meal-planning': header('Meal Planning') } }),
    );
    write(
      path.join(dir, 'money/dist/page-headers.json'),
      JSON.stringify({ en: { '/expenses': header('Expenses') } }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const domain = (id: DomainId, routes: string[], enabled = true): DomainRegistration => ({
    id,
    name: id,
    remoteEntry: `/remotes/${id}/mf-manifest.json`,
    enabled,
    status: enabled ? 'enabled' : 'disabled',
    availableOn: [],
    routes,
  });
  const domains = [
    domain('planning', ['/calendar']),
    domain('home', ['/meal-planning']),
    domain('money', ['/expenses']),
  ] as ShellBoot['domains'];
  const member = (over: { role?: string; canViewFinances?: boolean; plan?: string } = {}): ShellBoot => ({
    session: {
      user: { id: 7, role: over.role ?? 'parent', canViewFinances: over.canViewFinances ?? true },
      subscription: { plan: over.plan ?? 'monthly' },
    },
    domains,
  });

  it("puts the remote's header in the shell's frame for the route, in the member's language", () => {
    const english = domainPageMarkup(dir, '/calendar', member());
    expect(english).toContain('<header><p>Calendar</p></header>');
    expect(english).toContain(
      '<div data-first-paint-header=""><div class="mb-6"><h1>Calendar &amp; Plans</h1>',
    );
    expect(english).not.toContain(PAGE_HEADER_SLOT);
    expect(domainPageMarkup(dir, '/calendar/', member(), 'es')).toContain('<p>Calendario</p></header>');
    // A header the remote has only in English is painted in an English frame, never a mixed page.
    const mixed = domainPageMarkup(dir, '/meal-planning', member(), 'es');
    expect(mixed).toContain('<header><p>Meal Planning</p></header>');
    expect(mixed).toContain('<h1>Meal Planning</h1>');
  });

  it('paints nothing where the shell would first draw something else, or has no such header', () => {
    // Signed out, a platform operator, a route no domain on for the family owns, a remote without that header.
    expect(domainPageMarkup(dir, '/calendar', { session: null, domains })).toBe('');
    expect(domainPageMarkup(dir, '/calendar', { ...member(), session: { platformOperator: true } })).toBe('');
    expect(
      domainPageMarkup(dir, '/calendar', {
        ...member(),
        domains: [domain('planning', ['/calendar'], false)],
      }),
    ).toBe('');
    expect(domainPageMarkup(dir, '/tasks', member())).toBe('');
    // A free family on a premium area sees the lock; a parent kept from finances and a child see a refusal.
    expect(domainPageMarkup(dir, '/expenses', member({ plan: 'free' }))).toBe('');
    expect(domainPageMarkup(dir, '/meal-planning', member({ plan: 'free' }))).toContain(
      '<h1>Meal Planning</h1>',
    );
    expect(domainPageMarkup(dir, '/expenses', member({ canViewFinances: false }))).toBe('');
    expect(domainPageMarkup(dir, '/expenses', member({ role: 'child' }))).toBe('');
    expect(domainPageMarkup(dir, '/expenses', member())).toContain('<h1>Expenses</h1>');
    // A remote shipped from its own origin has no build here to read.
    const elsewhere = {
      ...domain('planning', ['/calendar']),
      remoteEntry: 'https://planning.example/mf-manifest.json',
    };
    expect(
      domainPageMarkup(dir, '/calendar', { ...member(), domains: [elsewhere] as ShellBoot['domains'] }),
    ).toBe('');
    // A build without the frames (an older shell) paints nothing rather than a header alone.
    expect(domainPageMarkup(path.join(dir, 'nowhere'), '/calendar', member())).toBe('');
  });

  it("starts the route's own first requests where the remote's screen draws first, and nowhere else", () => {
    const expenses = domainRoutes.find((r) => r.path === '/expenses')?.firstRequests ?? [];
    expect(expenses).toContain('/api/expenses/totals?from={monthStart}&to={monthEnd}');
    expect(firstRequests('/expenses', member())).toEqual(expenses);
    expect(firstRequests('/expenses/', member())).toEqual(expenses);
    expect(firstRequests('/meal-planning', member())).toContain('/api/recipes?tab=all&limit=30');
    // The lock, a refusal, a domain off, a visitor or an operator: the screen would ask for none of them.
    expect(firstRequests('/expenses', member({ plan: 'free' }))).toEqual([]);
    expect(firstRequests('/expenses', member({ canViewFinances: false }))).toEqual([]);
    expect(firstRequests('/expenses', member({ role: 'child' }))).toEqual([]);
    expect(
      firstRequests('/expenses', { ...member(), domains: [domain('money', ['/expenses'], false)] }),
    ).toEqual([]);
    expect(firstRequests('/expenses', { session: null, domains })).toEqual([]);
    expect(firstRequests('/expenses', { ...member(), session: { platformOperator: true } })).toEqual([]);
    // A route that declares none.
    expect(firstRequests('/calendar', member())).toEqual([]);
  });
});
