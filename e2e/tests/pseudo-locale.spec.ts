import { DELETE_CONFIRMATION_WORD, domainCatalogue } from '@familyhub/contracts';
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { csrf, signUpByApi } from './helpers';

/**
 * Issue #35, "nothing left behind": in the pseudo-locale every catalogue message is accented, a third longer and
 * bracketed ⟦…⟧ (libs/ui/src/i18n/pseudo.ts). This walk opens every route at phone width and fails on any visible
 * text that is neither inside such brackets nor the family's own data (a string some /api answer carried), nor a
 * number, date or time. On each signed-in route it then opens every dialog the page offers (DialogWalk: the add and
 * edit forms, the confirmations before deleting, the dialogs inside dialogs, under every tab) and reads each the same
 * way, so a family with a row of each kind is signed up first. Each page's and each dialog's screenshot is attached
 * to the test's output, so a lengthened string that breaks the layout shows there; the number of dialogs opened on
 * each route is printed and annotated.
 */

/**
 * Routes whose strings are not all in catalogues yet, each with what is left: the walk still opens them (and
 * attaches their screenshot) but does not fail on them. Empty when issue #35 is done.
 */
const notYetInCatalogues: Record<string, string> = {};

const shellRoutes = [
  '/dashboard',
  '/notifications',
  '/premium-features',
  '/subscription',
  '/settings?tab=profile',
  '/settings?tab=family',
  '/settings?tab=security',
  '/settings?tab=privacy',
  '/settings?tab=notifications',
  '/settings?tab=subscription',
];
const publicRoutes = ['/landing', '/sign-in', '/sign-up'];
/** Where a family on the free plan meets the premium areas it lacks: locked cards, links and the upgrade. */
const freeRoutes = ['/dashboard', '/premium-features', '/messages'];

/** Every string value of a JSON answer: what the family typed, and what the server named. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim()) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
}

/**
 * The visible text of the page, or of the dialog on top: for each element holding text of its own, its whole text
 * with its inline children's (a sentence with a bold date inside is one message), hidden elements, scripts and styles
 * left out.
 */
async function visibleTexts(page: Page, scope: 'page' | 'dialog' = 'page'): Promise<string[]> {
  return page.evaluate(
    ({ scope, dialogSelector }) => {
      const texts: string[] = [];
      const inline = new Set([
        'STRONG',
        'B',
        'EM',
        'I',
        'SPAN',
        'A',
        'CODE',
        'TIME',
        'MARK',
        'SMALL',
        'ABBR',
      ]);
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
      };
      const root =
        scope === 'page'
          ? document.body
          : [...document.querySelectorAll(dialogSelector)].filter(shown).at(-1);
      if (!root) return texts;
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.closest('script, style, noscript, [aria-hidden="true"], .sr-only')) continue;
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        if (!ownText) continue;
        // An inline element inside a sentence is read with the sentence (its parent holds text of its own too).
        const parent = el.parentElement;
        if (
          inline.has(el.tagName) &&
          parent &&
          [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
        ) {
          continue;
        }
        if (!shown(el)) continue;
        const text = (el.innerText || el.textContent || '').trim();
        if (text) texts.push(text);
      }
      return texts;
    },
    { scope, dialogSelector },
  );
}

// Intl's month and day names (dates are formatted, not catalogue words), file-size units (the same in every
// language FamilyHub speaks), the brand, and the technical names a screen shows as the server names them: the
// encryption and the word the server asks a member to type before deleting their account (a contract literal).
const formattedWords =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b\.?|\b(am|pm|bytes|KB|MB|GB)\b/gi;
const names = ['FamilyHub', 'AES-256-GCM', DELETE_CONFIRMATION_WORD];

/**
 * The words of a text that came from no catalogue: a catalogue message in the pseudo-locale is accented, so a word
 * of plain ASCII letters left after the family's data (what an /api answer carried), Intl's month and day names and
 * the brand are taken out was written in the code. Numbers, amounts, dates and punctuation have no such words.
 */
function leftOver(text: string, familyData: ReadonlySet<string>): string {
  let rest = text;
  if (familyData.has(rest.trim())) return '';
  // Longest first: "City Water" goes before "Water" (a bill's payee and its title) leaves "City" behind.
  for (const value of [...familyData, ...names].sort((a, b) => b.length - a.length)) {
    if (value.length <= 2) continue;
    for (const form of [value, value.toUpperCase()])
      if (rest.includes(form)) rest = rest.split(form).join(' ');
  }
  rest = rest.replace(formattedWords, ' ');
  return rest
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 2 && /^[A-Za-z]+$/.test(word))
    .join(' ');
}

const dialogSelector = '[role="dialog"], [role="alertdialog"]';

/**
 * Signed-in routes with no dialog to open. Every other route must open at least one, so a walk that finds no
 * dialogs (a changed marker, a broken click) fails instead of passing without looking.
 */
const routesWithoutDialogs: readonly string[] = [
  // Its channel cards ask before removing a push device or a Telegram chat, which a test family cannot link.
  '/notifications',
  // Its one dialog, the upgrade, is for a family not yet on the annual plan (a new family's trial is annual).
  '/premium-features',
  // A list with filters, and a link back to /maintenance.
  '/maintenance/history',
];

/** What a seed adds rows with: it posts as the family's admin and answers the new row. */
interface Seeding {
  post: (path: string, data: Record<string, unknown>) => Promise<{ id: number }>;
  /** The admin's and a child's member ids. */
  me: number;
  child: number;
  /** A day `offset` days from today, as the API takes it (2026-05-01), and a time on it (ISO). */
  day: (offset: number) => string;
  at: (offset: number, time: string) => string;
  /** A school document's file, uploaded. */
  upload: () => Promise<{ fileUrl: string; fileType: string; fileSize: number }>;
}

/**
 * Rows each signed-in family starts with, one of each kind its pages list, so the pages show their row actions (edit,
 * and delete with its confirmation) as well as their add dialogs.
 */
const seeds: Record<string, (s: Seeding) => Promise<void>> = {
  shell: async () => undefined,
  // A family past its trial: the premium areas are locked, and their upgrade dialogs are what the walk opens.
  free: async ({ post }) => {
    await post('/api/subscription/switch-to-free', {});
  },
  planning: async ({ post, me, day, at }) => {
    await post('/api/tasks', { title: 'Pack the lunches' });
    await post('/api/shopping-items', { name: 'Bread' });
    // All day today: the calendar shows the day's events below its month.
    const party = await post('/api/events', { title: 'Garden party', startAt: at(0, '00:00'), allDay: true });
    await post('/api/event-guests', {
      eventId: party.id,
      name: 'Grandma Rosa',
      status: 'confirmed',
      isFamily: false,
    });
    await post('/api/carpools', {
      eventId: party.id,
      date: day(0),
      pickupLocation: 'Our house',
      dropoffLocation: 'The park',
      driverId: me,
    });
    const lake = await post('/api/vacations', {
      title: 'Summer at the lake',
      destination: 'Lake Windermere',
      startDate: day(45),
      endDate: day(52),
    });
    await post('/api/vacation-packing-items', {
      vacationId: lake.id,
      name: 'Walking boots',
      category: 'clothing',
      quantity: 4,
    });
    await post('/api/vacation-itinerary', { vacationId: lake.id, title: 'Kayak taster', date: day(47) });
    await post('/api/emergency-contacts', {
      name: 'Dr. Priya Patel',
      phoneNumber: '555-123-4567',
      isSharedContact: true,
    });
    await post('/api/messages', { content: 'Home by six' });
  },
  school: async ({ post, child, day, upload }) => {
    const school = await post('/api/schools', { name: 'Lincoln Elementary' });
    const [year] = day(0).split('-').map(Number);
    const years = await post('/api/school-years', {
      name: `${year - 1}–${year + 1}`,
      startDate: `${year - 1}-08-25`,
      endDate: `${year + 1}-06-30`,
      isActive: true,
    });
    const student = await post('/api/students', {
      childId: child,
      schoolId: school.id,
      schoolYearId: years.id,
      status: 'active',
    });
    await post('/api/homework', {
      studentId: student.id,
      subject: 'Math',
      title: 'Fractions worksheet',
      dueDate: day(1),
    });
    await post('/api/school-events', {
      schoolId: school.id,
      title: 'Zoo field trip',
      startDate: day(4),
      eventType: 'field_trip',
    });
    await post('/api/school-documents', {
      studentId: student.id,
      title: 'Permission slip',
      documentType: 'permission_slip',
      dueDate: day(2),
      ...(await upload()),
    });
  },
  wellness: async ({ post, me, day, at }) => {
    await post('/api/medications', {
      userId: me,
      name: 'Vitamin D',
      dosage: '1000 IU',
      frequency: 'daily',
      timeOfDay: ['morning'],
      // From tomorrow: no dose is due or missed today, so no urgent popup comes up during the walk.
      startDate: day(1),
      timeZone: 'UTC',
    });
    await post('/api/me-time-blocks', {
      userId: me,
      title: 'Read a book',
      startTime: at(1, '20:00'),
      endTime: at(1, '21:00'),
    });
  },
  home: async ({ post, child, day }) => {
    await post('/api/chores', { title: 'Feed the cat', frequency: 'daily', assigneeIds: [child] });
    await post('/api/rewards', { title: 'Movie night pick', pointsCost: 50 });
    await post('/api/cleaning/templates', {
      name: 'Kitchen reset',
      area: 'Kitchen',
      frequency: 'daily',
      estimatedTime: 20,
      tasks: [{ name: 'Wipe the counters' }],
    });
    await post('/api/maintenance-items', {
      name: 'Test smoke alarms',
      category: 'safety',
      frequency: 'monthly',
      nextDue: day(4),
    });
    await post('/api/pets', { name: 'Buddy', type: 'dog' });
    await post('/api/pantry-items', {
      name: 'Milk',
      category: 'dairy',
      quantity: 1,
      unit: 'l',
      location: 'fridge',
    });
    await post('/api/essential-items', {
      name: 'Toilet paper',
      category: 'paper-goods',
      currentQuantity: 3,
      unit: 'rolls',
    });
    const recipe = await post('/api/recipes', { title: 'Overnight oats', category: 'breakfast' });
    await post('/api/meal-plans', { date: day(1), mealType: 'breakfast', recipeId: recipe.id });
    await post('/api/notes', { title: 'Wi-Fi password', content: 'On the fridge' });
  },
  money: async ({ post, child, day }) => {
    await post('/api/expenses', { title: 'Rent', amountCents: 165000, date: day(-2), category: 'Housing' });
    await post('/api/bills', { title: 'Water', amountCents: 4200, dueDate: day(3), payee: 'City Water' });
    await post('/api/household-subscriptions', {
      title: 'StreamFlix',
      provider: 'StreamFlix Inc.',
      amountCents: 1599,
      billingCycle: 'monthly',
      nextBillingDate: day(5),
      category: 'Streaming',
    });
    await post('/api/allowances', { childId: child, amountCents: 500, frequency: 'weekly', dayOfWeek: 6 });
    await post('/api/grocery-trips', { date: day(-1), store: 'Corner Market', totalAmountCents: 7310 });
  },
};

/** A school document's file: the smallest PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** Signs a new family up, with a child, and adds the rows of `seed`. */
async function signUpWithRows(
  request: APIRequestContext,
  seed: (s: Seeding) => Promise<void>,
): Promise<void> {
  const family = await signUpByApi(request);
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { headers: csrf, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: number };
  };
  const me = await request.get('/api/auth/me');
  const { user } = (await me.json()) as { user: { id: number } };
  const child = await post('/api/users', {
    username: `${family.username}_kid`,
    password: family.password,
    name: 'Robin',
    role: 'child',
  });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await seed({
    post,
    me: user.id,
    child: child.id,
    day,
    at: (offset, time) => new Date(`${day(offset)}T${time}:00Z`).toISOString(),
    upload: async () => {
      const res = await request.post('/api/upload', {
        headers: csrf,
        multipart: { file: { name: 'Permission slip.pdf', mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as { fileUrl: string; fileType: string; fileSize: number };
    },
  });
}

/**
 * What the walk acts on: a tab, a button, or a list to choose from that shows nothing until something is chosen
 * (Guest Lists' "Choose an event…"); found again by its name and its place among those of that name.
 */
interface Target {
  kind: 'tab' | 'button' | 'select';
  name: string;
  nth: number;
  /** It carries `aria-haspopup="dialog"`: it promises a dialog. */
  marked: boolean;
  /** Outside the page's main region (the navigation's More, the alerts bell): tried once per test. */
  chrome: boolean;
  /** A select's first choice (the walk picks it). */
  choice?: string;
}
/** The steps that lead from a route's first view to a state; those that opened a dialog say so. */
type Path = readonly (Target & { opensDialog?: boolean })[];

/** How many steps the walk takes inside one view (a tab, then a row chosen in it, then a tab of that row). */
const MAX_VIEW_STEPS = 3;

/**
 * What the page (outside dialogs) or the dialog on top offers, in document order: tabs, buttons, and on the page the
 * selects still at their empty "Choose…" option. Not the navigation's links, not a form's submit button, not a tick
 * box or switch, not a dialog's footer (Cancel, Save) or its close button. On the page, the main region's ones and
 * any outside it marked as opening a dialog. With `target`, marks that one (`data-dialog-walk`) for the walk to act.
 */
function clickables({
  scope,
  target,
  dialogSelector,
}: {
  scope: 'page' | 'dialog';
  target: { kind: string; name: string; nth: number } | null;
  dialogSelector: string;
}) {
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
  };
  for (const marked of document.querySelectorAll('[data-dialog-walk]'))
    marked.removeAttribute('data-dialog-walk');
  const root =
    scope === 'page' ? document.body : [...document.querySelectorAll(dialogSelector)].filter(shown).at(-1);
  const found: Target[] = [];
  if (!root) return found;
  const counts = new Map<string, number>();
  for (const el of root.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], select')) {
    const role = el.getAttribute('role');
    if (role && role !== 'button' && role !== 'tab') continue;
    if (!shown(el) || el.matches(':disabled, [aria-disabled="true"]')) continue;
    if (el.closest('[aria-hidden="true"], [inert]')) continue;
    if (el instanceof HTMLButtonElement && el.type === 'submit') continue;
    const marked = el.getAttribute('aria-haspopup') === 'dialog';
    const inMain = el.closest('main') !== null;
    let kind: Target['kind'] = role === 'tab' ? 'tab' : 'button';
    let choice: string | undefined;
    let name = (el.getAttribute('aria-label') || el.textContent || el.title || '')
      .replace(/\s+/g, ' ')
      .trim();
    if (el instanceof HTMLSelectElement) {
      choice = [...el.options].find((option) => option.value !== '' && !option.disabled)?.value;
      if (scope !== 'page' || !inMain || el.value !== '' || choice === undefined) continue;
      kind = 'select';
      name = (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.name)
        .replace(/\s+/g, ' ')
        .trim();
    }
    if (kind === 'tab' && el.getAttribute('aria-selected') === 'true') continue;
    if (scope === 'page') {
      if (el.closest(dialogSelector)) continue;
      if (!inMain && (kind !== 'button' || !marked)) continue;
    } else if (el.closest('[data-slot="dialog-footer"]') || el.dataset.slot === 'dialog-close') {
      continue;
    }
    const nth = (counts.get(`${kind} ${name}`) ?? -1) + 1;
    counts.set(`${kind} ${name}`, nth);
    const chrome = scope === 'page' && !inMain;
    const item: Target = { kind, name, nth, marked, chrome, ...(choice ? { choice } : {}) };
    if (!target) {
      found.push(item);
    } else if (target.kind === kind && target.name === name && target.nth === nth) {
      el.setAttribute('data-dialog-walk', '');
      return [item];
    }
  }
  return found;
}

/**
 * Opens the dialogs of a route as a person would, by clicking what the page offers (its tabs, its rows, what a
 * click unfolds) and what each dialog offers in turn, and reads each dialog's words. Every write the page sends while
 * the walk clicks is answered "400" by the test instead of reaching the server, so a button that ticks or deletes
 * without asking changes nothing the next page shows (the route is then opened again).
 */
class DialogWalk {
  readonly problems: string[] = [];
  private route = '';
  private opened = 0;
  private probing = false;
  /** A write was refused since the state was last reached: the page may show a rolled-back change and a toast. */
  private dirty = false;
  /** The state the page is in (a path's key), and the address each state was reached at. */
  private at = '';
  private readonly urls = new Map<string, string>();
  private readonly tried = new Set<string>();
  private readonly inFlight = new Set<Request>();
  private routed = false;

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly familyData: ReadonlySet<string>,
  ) {
    page.on('request', (request) => {
      if (!request.url().includes('/api/live')) this.inFlight.add(request);
    });
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
  }

  /** Opens a route, ready to be read: its words loaded, no skeleton left. */
  async open(route: string): Promise<void> {
    if (!this.routed) {
      this.routed = true;
      await this.page.route(
        (url) => url.pathname.startsWith('/api/'),
        async (route) => {
          if (!this.probing || ['GET', 'HEAD'].includes(route.request().method())) return route.fallback();
          this.dirty = true;
          // Accented, so the toast that tells of it is not taken for a stray English string.
          return route.fulfill({ status: 400, json: { error: 'walk', message: '⟦Ñóţ šéñţ⟧' } });
        },
      );
    }
    this.route = route;
    this.opened = 0;
    this.at = '';
    await this.load();
    await expect(this.page.locator('html')).toHaveAttribute('lang', 'en-XA');
  }

  private async load(): Promise<void> {
    await this.page.goto(this.route);
    await this.page.waitForLoadState('networkidle');
    // A page still loading its words shows skeletons: wait until they are gone.
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }

  /**
   * Opens the route afresh without reloading the page, when nothing was sent since it was loaded: the app's router
   * leaves for an unknown path (the screen is gone: its header with it) and comes back, so the screen starts again
   * from nothing but the remotes' code and the family's data stay loaded. False when it could not tell.
   */
  private async reopen(): Promise<boolean> {
    const navigate = (to: string) =>
      this.page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    const header = this.page.locator('main h1');
    if ((await header.count()) !== 1) return false;
    await header.evaluate((h1) => h1.setAttribute('data-walk-left', ''));
    await navigate('/walk-elsewhere');
    const gone = await this.page
      .locator('main h1[data-walk-left]')
      .waitFor({ state: 'detached', timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!gone) return false;
    await navigate(this.route);
    await expect(this.page.locator('main h1')).toHaveCount(1);
    await this.settle();
    return true;
  }

  async leftOnPage(scope: 'page' | 'dialog' = 'page'): Promise<string[]> {
    return [
      ...new Set(
        (await visibleTexts(this.page, scope)).map((t) => leftOver(t, this.familyData)).filter(Boolean),
      ),
    ];
  }

  /** Opens every dialog the route offers (and the dialogs and tabs inside them); answers how many opened. */
  async exploreRoute(): Promise<number> {
    this.probing = true;
    try {
      this.at = key([]);
      this.dirty = false;
      await this.explore([], 0);
    } finally {
      this.probing = false;
    }
    return this.opened;
  }

  /**
   * Tries what the state `path` leads to offers and nothing before it did (each thing is tried where it first
   * shows): a dialog that opens is read, walked through (one level down) and closed; a tab, a choice or a click
   * that shows something in place is read and what it shows is tried in turn.
   */
  private async explore(path: Path, depth: number): Promise<void> {
    this.urls.set(this.route + key(path), this.page.url());
    const scope = depth === 0 ? 'page' : 'dialog';
    const viewSteps = path.length - (path.findLastIndex((step) => step.opensDialog) + 1);
    const mine = (await this.clickables(scope, null)).filter((target) => {
      if (target.chrome && path.length > 0) return false;
      const tried = this.triedKey(path, target);
      if (this.tried.has(tried)) return false;
      this.tried.add(tried);
      return true;
    });
    for (const target of mine) {
      if (!(await this.ensure(path))) return;
      const label = [this.route, ...path.map((step) => step.name), target.name].join(' › ');
      const dialogsBefore = await this.dialogCount();
      if (!(await this.act(target, scope))) {
        this.problems.push(`${label}: gone when the walk came back to it`);
        continue;
      }
      if (target.kind === 'button' && (await this.dialogAppears(dialogsBefore))) {
        this.opened++;
        const step = { ...target, opensDialog: true };
        this.at = key([...path, step]);
        await this.read(label, 'dialog');
        const topIsDialog =
          (await this.page.locator(dialogSelector).last().getAttribute('role')) === 'dialog';
        if (depth === 0 && topIsDialog) await this.explore([...path, step], depth + 1);
        if (await this.ensure([...path, step], false)) await this.close(dialogsBefore, path);
        continue;
      }
      if (target.marked) this.problems.push(`${label}: marked as opening a dialog, but none opened`);
      // What shows now (a tab, a chosen row, a form unfolded in place) is read, and what it offers tried.
      await this.settle();
      if (!(await this.stillIn(path))) continue;
      this.at = key([...path, target]);
      await this.read(label, scope, target.kind !== 'button');
      if (viewSteps < MAX_VIEW_STEPS) await this.explore([...path, target], depth);
    }
  }

  /**
   * What a step is known by, so it is tried once: the route's address without its query (/settings?tab=… are one
   * page), the dialogs it sits in, and its name without numbers, dates and family data ("Add breakfast on Mon, Nov
   * 30" opens the dialog "Add breakfast on Tue, Dec 1" opens). The same button under another tab is the same button.
   */
  private triedKey(path: Path, target: Target): string {
    const shape = (name: string) => name.replace(formattedWords, '').replace(/[\d.,:/()]+/g, '');
    if (target.chrome) return `chrome ${shape(target.name)}`;
    const dialogs = path.filter((step) => step.opensDialog).map((step) => shape(step.name));
    return JSON.stringify([
      this.route.split('?')[0],
      ...dialogs,
      target.kind,
      shape(target.name),
      target.nth,
    ]);
  }

  /** Whether the page still shows the route with `path`'s dialogs open, nothing sent: a step in place kept it. */
  private async stillIn(path: Path): Promise<boolean> {
    return (
      !this.dirty &&
      new URL(this.page.url()).pathname === this.route.split('?')[0] &&
      (await this.dialogCount()) === path.filter((step) => step.opensDialog).length
    );
  }

  /** Whether the page is in the state `path` leads to; else opens the route again and replays it, when `reach`. */
  private async ensure(path: Path, reach = true): Promise<boolean> {
    if (
      this.at === key(path) &&
      this.page.url() === this.urls.get(this.route + key(path)) &&
      (await this.stillIn(path))
    ) {
      return true;
    }
    if (!reach) return false;
    if (this.dirty || !(await this.reopen())) await this.load();
    this.dirty = false;
    for (const [index, step] of path.entries()) {
      const scope = path.slice(0, index).some((before) => before.opensDialog) ? 'dialog' : 'page';
      const dialogsBefore = await this.dialogCount();
      const done = await this.act(step, scope);
      if (done && (!step.opensDialog || (await this.dialogAppears(dialogsBefore)))) {
        await this.settle();
        continue;
      }
      this.problems.push(
        `${[this.route, ...path.map((s) => s.name)].join(' › ')}: could not be opened again`,
      );
      this.at = '';
      return false;
    }
    this.at = key(path);
    return true;
  }

  private async clickables(scope: 'page' | 'dialog', target: Target | null): Promise<Target[]> {
    return this.page.evaluate(clickables, {
      scope,
      target: target && { kind: target.kind, name: target.name, nth: target.nth },
      dialogSelector,
    });
  }

  /** Clicks the target, or picks a select's first choice; false when it is not there. */
  private async act(target: Target, scope: 'page' | 'dialog'): Promise<boolean> {
    // On a busy machine a row may draw a moment after its data came.
    let [found] = await this.clickables(scope, target);
    for (const start = Date.now(); !found && Date.now() - start < 5_000;) {
      await this.page.waitForTimeout(100);
      [found] = await this.clickables(scope, target);
    }
    if (!found) return false;
    const element = this.page.locator('[data-dialog-walk]');
    try {
      if (found.choice !== undefined) await element.selectOption(found.choice, { timeout: 5_000 });
      else await element.click({ timeout: 5_000 });
      return true;
    } catch {
      this.problems.push(`${this.route} › ${target.name}: could not be clicked`);
      return false;
    } finally {
      await this.page.evaluate(() =>
        document
          .querySelectorAll('[data-dialog-walk]')
          .forEach((el) => el.removeAttribute('data-dialog-walk')),
      );
    }
  }

  private async dialogCount(): Promise<number> {
    return this.page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].filter(
          (el) => getComputedStyle(el).visibility !== 'hidden' && el.getClientRects().length > 0,
        ).length,
      dialogSelector,
    );
  }

  /** After a click: a new dialog on top (its code may still be on its way), or nothing once the page is quiet. */
  private async dialogAppears(before: number): Promise<boolean> {
    // What the click set going is drawn first (a frame), then the page is watched.
    await this.page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))));
    const start = Date.now();
    while (Date.now() - start < 5_000) {
      if ((await this.dialogCount()) > before) return true;
      if (Date.now() - start > 400 && this.inFlight.size === 0) return false;
      await this.page.waitForTimeout(50);
    }
    return (await this.dialogCount()) > before;
  }

  /** Waits until the page asks for nothing more and shows no skeleton. */
  private async settle(): Promise<void> {
    const start = Date.now();
    while (this.inFlight.size > 0 && Date.now() - start < 5_000) await this.page.waitForTimeout(50);
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }

  /** Reads the page's or the top dialog's words, and attaches a screenshot of what shows. */
  private async read(label: string, scope: 'page' | 'dialog', screenshot = true): Promise<void> {
    await this.settle();
    const left = await this.leftOnPage(scope);
    if (left.length) {
      const problem = `${label}: ${left.map((t) => JSON.stringify(t)).join(', ')}`;
      if (!this.problems.includes(problem)) this.problems.push(problem);
    }
    if (screenshot) {
      await this.testInfo.attach(`${label} (390 px)`, {
        body: await this.page.screenshot(),
        contentType: 'image/png',
      });
    }
  }

  /** Closes the dialogs above `before` with Escape, as a person would; the page is in `path`'s state after. */
  private async close(before: number, path: Path): Promise<void> {
    for (let attempt = 0; attempt < 3 && (await this.dialogCount()) > before; attempt++) {
      await this.page.keyboard.press('Escape');
      await expect
        .poll(() => this.dialogCount(), { timeout: 2_000, intervals: [50] })
        .toBeLessThanOrEqual(before)
        .catch(() => undefined);
    }
    this.at = (await this.dialogCount()) === before ? key(path) : '';
  }
}

function key(path: Path): string {
  return path.map((step) => `${step.kind}:${step.name}#${step.nth}`).join(' › ');
}

test.describe('the pseudo-locale walk (issue #35)', () => {
  test.describe.configure({ mode: 'parallel' });
  // The walk's clicks must not reach the server (DialogWalk): a service worker's own requests would pass by.
  test.use({ serviceWorkers: 'block' });

  for (const [name, routes, seed] of [
    ['public pages', publicRoutes, null],
    ['shell pages', shellRoutes, seeds.shell],
    ['pages of a family on the free plan', freeRoutes, seeds.free],
    ...domainCatalogue.map(
      (domain) => [`${domain.id} pages`, domain.routes.map((route) => route.path), seeds[domain.id]] as const,
    ),
  ] as const) {
    const signedIn = seed !== null;
    test(`every visible word on the ${name} and their dialogs comes from a catalogue or the family's data`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => window.localStorage.setItem('familyhub.pseudo-locale', 'on'));
      if (seed) await signUpWithRows(page.request, seed);
      const familyData = new Set<string>();
      page.on('response', async (response) => {
        if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json'))
          return;
        stringsOf(await response.json().catch(() => null), familyData);
      });
      const walk = new DialogWalk(page, testInfo, familyData);

      const problems: string[] = [];
      const dialogCounts: string[] = [];
      const explored = new Set<string>();
      for (const route of routes) {
        await walk.open(route);
        await testInfo.attach(`${route} (390 px)`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
        const left = await walk.leftOnPage();
        if (left.length && !notYetInCatalogues[route.split('?')[0]]) {
          problems.push(`${route}: ${left.map((t) => JSON.stringify(t)).join(', ')}`);
        }
        // A page of tabs listed once per tab (/settings?tab=…) is walked through all its tabs the first time.
        const pathname = route.split('?')[0];
        if (!signedIn || explored.has(pathname)) continue;
        explored.add(pathname);
        const opened = await walk.exploreRoute();
        dialogCounts.push(`${pathname}: ${opened}`);
        testInfo.annotations.push({ type: 'dialogs opened', description: `${pathname}: ${opened}` });
        if (opened === 0 && !routesWithoutDialogs.includes(pathname)) {
          problems.push(`${pathname}: the walk opened no dialog here`);
        }
      }
      if (signedIn) console.log(`Dialogs opened on the ${name}: ${dialogCounts.join(', ')}`);
      problems.push(...walk.problems);
      expect(problems, 'visible text not from a catalogue').toEqual([]);
    });
  }
});

/**
 * Pairs of boxes on the page that overlap though neither holds the other: text or controls drawn on top of each
 * other. And the boxes pushed outside the window, off either side.
 */
async function overlaps(page: Page): Promise<{ pairs: string[]; outside: string[] }> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        if (el.closest('[aria-hidden="true"], .sr-only, svg')) return false;
        // A bar fixed to the window (the phone's bottom navigation) lies over the page by design.
        for (let up: HTMLElement | null = el; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (['fixed', 'sticky'].includes(style.position)) return false;
          // Inside a box that scrolls or clips sideways (a wide month grid), being out of the window is by design.
          if (up !== el && ['auto', 'scroll', 'hidden'].includes(style.overflowX)) return false;
        }
        const holdsText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        return (
          holdsText ||
          el.matches('button, input, select, textarea, a[href], [role="checkbox"], [role="switch"]')
        );
      })
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(
        ({ el, rect }) => rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden',
      );
    const pairs: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 2 && height > 2) {
          const name = (el: HTMLElement) =>
            `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
          pairs.push(`${name(a.el)} × ${name(b.el)}`);
        }
      }
    }
    // The page, or its scrolling main region, wider than the window: something pushed off a side. (A box that
    // scrolls sideways on purpose, a wide month grid, keeps its overflow to itself.)
    const main = document.querySelector('main');
    const tooWide =
      document.documentElement.scrollWidth > window.innerWidth + 1 ||
      (main !== null && main.scrollWidth > main.clientWidth + 1);
    // What made it wider: the innermost boxes wider than the window (their children all fit).
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 3).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}px`;
    const outside = tooWide
      ? [...document.querySelectorAll('body *')]
          .filter(
            (el) =>
              el.getBoundingClientRect().width > window.innerWidth + 1 &&
              ![...el.children].some((child) => child.getBoundingClientRect().width > window.innerWidth + 1),
          )
          .map(describe)
      : [];
    return { pairs, outside };
  });
}

test('five screens mirror right to left in the pseudo-locale, nothing drawn over anything (issue #35)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('familyhub.pseudo-locale', 'rtl'));
  await signUpByApi(page.request);
  for (const [path, data] of [
    ['/api/tasks', { title: 'Pack the lunches' }],
    ['/api/shopping-items', { name: 'Bread' }],
  ] as const) {
    expect((await page.request.post(path, { headers: csrf, data })).ok()).toBe(true);
  }
  const problems: string[] = [];
  for (const route of ['/dashboard', '/tasks', '/shopping', '/calendar', '/settings?tab=profile']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await testInfo.attach(`${route} (right to left, 390 px)`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    const { pairs, outside } = await overlaps(page);
    if (outside.length) problems.push(`${route}: wider than the window: ${outside.slice(0, 8).join('; ')}`);
    if (pairs.length) problems.push(`${route}: ${pairs.join('; ')}`);
  }
  expect(problems).toEqual([]);
});
