import type { DigestSectionKey } from './digest';
import type { Plan } from './plans';
import type { PremiumFeature } from './plans';
import { organiserRoles, type Role } from './role-rules';

/**
 * The domain catalogue: every household domain the platform knows, as data. The gateway's route table, identity's
 * registry defaults, `npm start`, the e2e and bench port lists, the sidebar, the mobile navigation, the shell's route
 * table and the dashboard all read it, so adding a domain's route, API prefix or dashboard card is one edit here
 * (docs/architecture.md "Domain catalogue"). Whether a family gets a domain is data in identity's registry.
 */

/** The icons a navigation link can show; the shell maps each key to an icon (apps/shell/src/layout/nav-icons.ts). */
export const navIconKeys = [
  'book-open',
  'calendar',
  'calendar-days',
  'clipboard-list',
  'coffee',
  'credit-card',
  'file-text',
  'gift',
  'heart-pulse',
  'layout-dashboard',
  'list-checks',
  'message-square',
  'notebook-pen',
  'package',
  'paw-print',
  'piggy-bank',
  'receipt',
  'settings',
  'shopping-cart',
  'sparkles',
  'square-check',
  'utensils-crossed',
  'wallet',
  'wrench',
] as const;
export type NavIconKey = (typeof navIconKeys)[number];

/** A link in the sidebar (spec 000 §2: six free links, seventeen premium links, in this order). */
export interface NavEntry {
  /** The link text; also the header's page title unless the route says otherwise. */
  label: string;
  icon: NavIconKey;
  /** `free` links every family has; `premium` links are marked and locked for free families. */
  group: 'free' | 'premium';
  /** Position within its group (spec order). */
  order: number;
  /** On the phone's bottom bar (spec 000 §2: four non-premium items); other links are under More. */
  bottomBar?: boolean;
  /** The premium feature that names this area in the upsell dialog (000 §3). */
  feature?: PremiumFeature;
}

export interface CatalogueRoute {
  /** The path the route table draws (no path parameters, spec 000 §2). */
  path: string;
  /** The header's page title. */
  title: string;
  nav?: NavEntry;
  /**
   * The roles that may open it, as its service's role rules say (a child is refused family finances); every member
   * when unset. The navigation leaves the route out for the others.
   */
  roles?: readonly Role[];
  /**
   * The GET paths its screen asks for first, exactly as it asks (issue #34): a signed-in page opened on this route
   * starts them before any code has arrived, and the screen's own calls take those answers once (as the dashboard's
   * first card does). `{today}`, `{monthStart}`, `{monthEnd}`, `{weekMonday}` and `{weekSunday}` are days on the
   * browser's own calendar (YYYY-MM-DD), filled in by the page (apps/shell/src/index.html).
   */
  firstRequests?: readonly string[];
}

/** A card on the dashboard (spec 000 §2 Dashboard, in the spec's order); the remote's `./widgets` draws it. */
export interface WidgetEntry {
  /** Key in the remote's `./widgets` module. */
  id: string;
  /** The card's title. */
  title: string;
  /** Position on the dashboard (spec 000 §2 lists the cards in order). */
  order: number;
  /** Where the card's link leads; also where a locked card's upgrade names the area from. */
  path: string;
  /** Spans two columns on wide screens. */
  wide?: boolean;
  /**
   * The height the dashboard keeps for the card from its first paint, in rem (`defaultWidgetHeightRem` when unset):
   * about the card's drawn height on a phone, so neither its code nor its data arriving moves the cards below it
   * (issue #16: Lighthouse's layout shift).
   */
  heightRem?: number;
  /** A premium feature the card needs even when its domain is switched on (e.g. messages). */
  feature?: PremiumFeature;
  /**
   * The GET paths the card asks for first, exactly as it asks (issue #16): a signed-in page opened on /dashboard
   * starts them while the card's code is still on its way, and the card's own call takes that answer once.
   */
  firstRequests?: readonly string[];
}

export interface DomainEntry {
  id: string;
  /** How a person reads the domain's name ("Planning is unavailable"). */
  name: string;
  /** The domain service's local port (`<ID>_URL` overrides it). */
  servicePort: number;
  /** The remote's standalone dev-server port (`nx serve <id>-app`). */
  remoteDevPort: number;
  /**
   * The `/api` path prefixes its service answers, matched on the whole first segment (`/api/tasks` also takes
   * `/api/tasks/12`). A nested path needs no prefix of its own.
   */
  apiPrefixes: readonly string[];
  /** Paths outside its prefixes that this service answers (`:name` matches one segment). */
  apiPaths?: readonly string[];
  /** GET paths anyone may read without a session (the secret is in the path). */
  publicReads?: readonly string[];
  /** The shell routes its remote draws (`./screens`). */
  routes: readonly CatalogueRoute[];
  /** The dashboard cards its remote draws (`./widgets`). */
  widgets: readonly WidgetEntry[];
  /**
   * Its live-update topics: the roots of the TanStack query keys a change refreshes (`'tasks'` refreshes `['tasks']`,
   * `['tasks', 7]`, …). Its service publishes only these (type-checked); a topic belongs to one domain.
   */
  liveTopics: readonly string[];
  /**
   * What it adds to the family calendar of /calendar: live topics of its own, each a source the planning remote
   * reads with `GET /api/<id>/calendar-items?source=<topic>&from&to&tz` and refetches when that topic changes
   * (docs/adr/0014-family-calendar-from-every-domain.md).
   */
  calendarSources?: readonly string[];
  /**
   * The kinds of things its alerts point at (`targetType`): the screen View Details opens (with `?focus=<id>`) and how
   * a person names such a thing ("From School document" on a task made from it). Raising an alert with a type no
   * domain lists is refused.
   */
  alertTargets: Readonly<Record<string, { path: string; label: string }>>;
  /** Identity's registry row for a domain it has not seen before: switched on per plan. */
  defaultPlans: Readonly<Record<Plan, boolean>>;
  /**
   * The family digest's sections it fills (issue #30): identity asks it `POST /internal/digest` (server-kit
   * `digestRouter`). A domain with nothing for the digest leaves it out and is not asked.
   */
  digestSections?: readonly DigestSectionKey[];
}

/** Paid plans only: spec 000 §6 gives a free family none of the premium features. */
const paidPlans = { free: false, monthly: true, annual: true } as const;

export const domainCatalogue = [
  {
    id: 'planning',
    name: 'Planning',
    servicePort: 4302,
    remoteDevPort: 4101,
    apiPrefixes: [
      '/api/planning',
      '/api/tasks',
      '/api/shopping-items',
      '/api/messages',
      '/api/conversations',
      '/api/events',
      '/api/vacations',
      '/api/vacation-packing-items',
      '/api/vacation-itinerary',
      '/api/event-guests',
      '/api/carpools',
      '/api/carpool-passengers',
      '/api/emergency-contacts',
      '/api/alerts',
      '/api/calendar-feed',
    ],
    // A member's alerts live with planning, which raises them (ADR 0003).
    apiPaths: ['/api/users/:id/alerts'],
    digestSections: ['events', 'tasks'],
    // A private calendar feed is opened by the secret token in its path: calendar apps cannot sign in.
    publicReads: ['/api/calendar-feed/:token.ics'],
    routes: [
      {
        path: '/calendar',
        title: 'Calendar',
        nav: { label: 'Calendar', icon: 'calendar', group: 'free', order: 2, bottomBar: true },
      },
      {
        path: '/shopping',
        title: 'Shopping',
        nav: { label: 'Shopping', icon: 'shopping-cart', group: 'free', order: 3, bottomBar: true },
      },
      {
        path: '/tasks',
        title: 'Tasks',
        nav: { label: 'Tasks', icon: 'square-check', group: 'free', order: 4, bottomBar: true },
      },
      {
        path: '/messages',
        title: 'Messages',
        nav: {
          label: 'Messages',
          icon: 'message-square',
          group: 'premium',
          order: 1,
          feature: 'unlimited_messaging',
        },
      },
    ],
    widgets: [
      {
        id: 'todays-tasks',
        title: "Today's Tasks",
        order: 1,
        path: '/tasks',
        wide: true,
        heightRem: 20,
        firstRequests: ['/api/tasks?limit=4', '/api/users'],
      },
      { id: 'shopping-list', title: 'Shopping List', order: 2, path: '/shopping', heightRem: 15.5 },
      { id: 'calendar', title: 'Calendar', order: 7, path: '/calendar', heightRem: 27 },
      {
        id: 'family-messages',
        title: 'Family Messages',
        order: 8,
        path: '/messages',
        feature: 'unlimited_messaging',
        heightRem: 15.5,
      },
    ],
    liveTopics: [
      'tasks',
      'shopping-items',
      'messages',
      'conversations',
      'events',
      'emergency-contacts',
      'vacations',
    ],
    alertTargets: {
      task: { path: '/tasks', label: 'Task' },
      event: { path: '/calendar?tab=events', label: 'Event' },
      'shopping-item': { path: '/shopping', label: 'Shopping item' },
      message: { path: '/messages', label: 'Message' },
      conversation: { path: '/messages', label: 'Conversation' },
      vacation: { path: '/calendar?tab=vacations', label: 'Vacation' },
      carpool: { path: '/calendar?tab=carpools', label: 'Carpool' },
    },
    defaultPlans: { free: true, monthly: true, annual: true },
  },
  {
    id: 'school',
    name: 'School',
    digestSections: ['school'],
    servicePort: 4303,
    remoteDevPort: 4102,
    apiPrefixes: [
      '/api/school',
      '/api/schools',
      '/api/school-years',
      '/api/students',
      '/api/school-documents',
      '/api/upload',
      '/api/homework',
      '/api/school-events',
      '/api/extracurricular-activities',
    ],
    routes: [
      {
        path: '/homework',
        title: 'Homework',
        nav: { label: 'Homework', icon: 'book-open', group: 'premium', order: 8 },
      },
      {
        path: '/school-calendar',
        title: 'School Calendar',
        nav: {
          label: 'School Calendar',
          icon: 'calendar-days',
          group: 'premium',
          order: 9,
          feature: 'unlimited_calendar',
        },
      },
      {
        path: '/documents',
        title: 'Documents',
        nav: {
          label: 'Documents',
          icon: 'file-text',
          group: 'premium',
          order: 10,
          feature: 'document_storage',
        },
        firstRequests: [
          '/api/school-documents?view=all&limit=50',
          '/api/school-documents/summary?today={today}',
          '/api/students?limit=200',
          '/api/schools?limit=200',
          '/api/school-years?limit=200',
        ],
      },
    ],
    widgets: [{ id: 'documents', title: 'Documents', order: 12, path: '/documents', heightRem: 15.5 }],
    liveTopics: ['schools', 'students', 'school-documents', 'homework', 'school-events'],
    // School events and weekly activities (both on 'school-events'); open documents and homework by due date.
    calendarSources: ['school-events', 'school-documents', 'homework'],
    alertTargets: {
      'school-document': { path: '/documents', label: 'School document' },
      homework: { path: '/homework', label: 'Homework' },
      'school-event': { path: '/school-calendar', label: 'School event' },
    },
    defaultPlans: paidPlans,
  },
  {
    id: 'wellness',
    name: 'Wellness',
    servicePort: 4304,
    remoteDevPort: 4103,
    apiPrefixes: [
      '/api/wellness',
      '/api/medications',
      '/api/medication-logs',
      '/api/water-intakes',
      '/api/water-goals',
      '/api/moods',
      '/api/affirmations',
      '/api/me-time-blocks',
      '/api/journal-entries',
      '/api/mental-health-checkins',
    ],
    routes: [
      {
        path: '/wellness',
        title: 'Wellness',
        nav: { label: 'Wellness', icon: 'heart-pulse', group: 'premium', order: 16 },
      },
      {
        path: '/me-time',
        title: 'Me Time',
        nav: { label: 'Me Time', icon: 'coffee', group: 'premium', order: 17 },
      },
    ],
    widgets: [
      { id: 'wellness-center', title: 'Wellness Center', order: 9, path: '/wellness', heightRem: 14.5 },
      { id: 'me-time', title: 'Me Time', order: 11, path: '/me-time' },
    ],
    liveTopics: [
      'medications',
      'medication-logs',
      'water-intakes',
      'water-goals',
      'moods',
      'affirmations',
      'me-time-blocks',
      'journal',
      'checkins',
    ],
    // Me time: the person's own blocks by title, everybody else's as "Busy" unless shared.
    calendarSources: ['me-time-blocks'],
    alertTargets: {
      medication: { path: '/wellness', label: 'Medication' },
      'water-goal': { path: '/wellness', label: 'Water goal' },
      'me-time-block': { path: '/me-time', label: 'Me time' },
    },
    defaultPlans: paidPlans,
  },
  {
    id: 'home',
    name: 'Home',
    digestSections: ['chores', 'meals', 'birthdays'],
    servicePort: 4305,
    remoteDevPort: 4104,
    apiPrefixes: [
      '/api/home',
      '/api/chores',
      '/api/chore-assignments',
      '/api/rewards',
      '/api/reward-redemptions',
      '/api/recipes',
      '/api/meal-plans',
      '/api/generate-shopping-list',
      '/api/pantry-items',
      '/api/essential-items',
      '/api/maintenance-items',
      '/api/pets',
      '/api/cleaning',
      '/api/points',
      '/api/notes',
    ],
    routes: [
      {
        path: '/meal-planning',
        title: 'Meal Planning',
        // A free link in the spec, but `meal_planning` is a premium feature and Home is off for free: the link
        // stays where the spec puts it and is locked for a free family (docs/architecture.md).
        nav: { label: 'Meal Planning', icon: 'utensils-crossed', group: 'free', order: 5 },
        firstRequests: ['/api/meal-plans?from={weekMonday}&to={weekSunday}', '/api/recipes?tab=all&limit=30'],
      },
      {
        path: '/pantry',
        title: 'Pantry',
        nav: { label: 'Pantry', icon: 'package', group: 'premium', order: 3 },
      },
      {
        path: '/essentials',
        title: 'Essentials',
        nav: { label: 'Essentials', icon: 'list-checks', group: 'premium', order: 4 },
      },
      {
        path: '/chores',
        title: 'Chores',
        nav: {
          label: 'Chores',
          icon: 'clipboard-list',
          group: 'premium',
          order: 11,
          feature: 'advanced_chores',
        },
      },
      {
        path: '/cleaning',
        title: 'Cleaning',
        nav: { label: 'Cleaning', icon: 'sparkles', group: 'premium', order: 12 },
      },
      {
        path: '/maintenance',
        title: 'Maintenance',
        nav: { label: 'Maintenance', icon: 'wrench', group: 'premium', order: 13 },
      },
      { path: '/maintenance/history', title: 'Maintenance History' },
      {
        path: '/pets',
        title: 'Pet Care',
        nav: { label: 'Pet Care', icon: 'paw-print', group: 'premium', order: 14 },
      },
      {
        path: '/rewards',
        title: 'Rewards',
        nav: { label: 'Rewards', icon: 'gift', group: 'premium', order: 15, feature: 'rewards_system' },
      },
      {
        path: '/notes',
        title: 'Notes',
        nav: { label: 'Notes', icon: 'notebook-pen', group: 'premium', order: 18 },
      },
    ],
    widgets: [
      { id: 'meal-planning', title: 'Meal Planning', order: 3, path: '/meal-planning' },
      { id: 'chores', title: 'Chores', order: 4, path: '/chores' },
      { id: 'cleaning', title: 'Cleaning', order: 5, path: '/cleaning' },
      { id: 'maintenance', title: 'Maintenance', order: 6, path: '/maintenance', heightRem: 17.5 },
      { id: 'rewards', title: 'Rewards', order: 10, path: '/rewards' },
      { id: 'pet-center', title: 'Pet Center', order: 13, path: '/pets' },
    ],
    liveTopics: [
      'chores',
      'chore-assignments',
      'rewards',
      'reward-redemptions',
      'recipes',
      'meal-plans',
      'pantry-items',
      'essential-items',
      'maintenance-items',
      'pets',
      'cleaning',
      'points',
      'notes',
    ],
    alertTargets: {
      'chore-assignment': { path: '/chores', label: 'Chore' },
      'reward-redemption': { path: '/rewards', label: 'Reward' },
      'meal-plan': { path: '/meal-planning', label: 'Meal plan' },
      'pantry-item': { path: '/pantry', label: 'Pantry item' },
      'essential-item': { path: '/essentials', label: 'Essentials' },
      'maintenance-item': { path: '/maintenance', label: 'Maintenance' },
      'pet-care-item': { path: '/pets', label: 'Pet care' },
      'cleaning-task': { path: '/cleaning', label: 'Cleaning' },
    },
    defaultPlans: paidPlans,
  },
  {
    id: 'money',
    name: 'Money',
    digestSections: ['bills'],
    servicePort: 4306,
    remoteDevPort: 4105,
    apiPrefixes: [
      '/api/money',
      '/api/grocery-budgets',
      '/api/grocery-trips',
      '/api/expenses',
      '/api/bills',
      '/api/budgets',
      '/api/allowances',
      '/api/household-subscriptions',
    ],
    routes: [
      {
        path: '/grocery-budget',
        title: 'Grocery Budget',
        nav: { label: 'Grocery Budget', icon: 'wallet', group: 'premium', order: 2 },
        // The money service refuses children family finances; their allowance is theirs to see.
        roles: organiserRoles,
      },
      {
        path: '/expenses',
        title: 'Expenses',
        nav: { label: 'Expenses', icon: 'receipt', group: 'premium', order: 5 },
        roles: organiserRoles,
        firstRequests: [
          '/api/expenses?limit=25&from={monthStart}&to={monthEnd}',
          '/api/expenses/totals?from={monthStart}&to={monthEnd}',
          '/api/budgets?limit=12',
        ],
      },
      {
        path: '/bills',
        title: 'Bills & Subs',
        nav: { label: 'Bills & Subs', icon: 'credit-card', group: 'premium', order: 6 },
        roles: organiserRoles,
      },
      {
        path: '/allowance',
        title: 'Allowances',
        nav: { label: 'Allowances', icon: 'piggy-bank', group: 'premium', order: 7 },
      },
    ],
    widgets: [
      { id: 'grocery-budget', title: 'Grocery Budget', order: 14, path: '/grocery-budget' },
      { id: 'bills', title: 'Bills', order: 15, path: '/bills' },
      { id: 'allowance', title: 'Allowance', order: 16, path: '/allowance' },
    ],
    liveTopics: [
      'grocery-budgets',
      'grocery-trips',
      'expenses',
      'bills',
      'budgets',
      'allowances',
      'household-subscriptions',
    ],
    alertTargets: {
      bill: { path: '/bills', label: 'Bill' },
      'household-subscription': { path: '/bills?tab=subscriptions', label: 'Subscription' },
      expense: { path: '/expenses', label: 'Expense' },
      'grocery-budget': { path: '/grocery-budget', label: 'Grocery budget' },
      allowance: { path: '/allowance', label: 'Allowance' },
    },
    defaultPlans: paidPlans,
  },
] as const satisfies readonly DomainEntry[];

export type DomainId = (typeof domainCatalogue)[number]['id'];
export const domainIds = domainCatalogue.map((d) => d.id) as unknown as readonly [DomainId, ...DomainId[]];

/** The services that are not domains: identity owns accounts, families, sessions, billing and the registry. */
export const platformServices = {
  identity: {
    name: 'Account',
    servicePort: 4301,
    apiPrefixes: [
      '/api/auth',
      '/api/users',
      '/api/user',
      '/api/subscription',
      '/api/encryption',
      '/api/settings',
      '/api/notification-settings',
      '/api/notifications',
      '/api/account',
      '/api/platform',
    ],
  },
} as const;

export type ServiceName = keyof typeof platformServices | DomainId;
export const serviceNames = ['identity', ...domainIds] as readonly ServiceName[];

/** Each service's local port (`<NAME>_URL` overrides it where it is deployed). */
export const servicePorts = Object.fromEntries([
  ['identity', platformServices.identity.servicePort],
  ...domainCatalogue.map((d) => [d.id, d.servicePort]),
]) as Readonly<Record<ServiceName, number>>;

/** "The <name> service is unavailable": how a person reads each service's name. */
export const serviceDisplayNames = Object.fromEntries([
  ['identity', platformServices.identity.name],
  ...domainCatalogue.map((d) => [d.id, d.name]),
]) as Readonly<Record<ServiceName, string>>;

/** The shell's own routes inside the application shell that carry a title or a link (the shell draws them). */
export const shellRoutes: readonly CatalogueRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    nav: { label: 'Dashboard', icon: 'layout-dashboard', group: 'free', order: 1, bottomBar: true },
  },
  {
    path: '/settings',
    title: 'Settings',
    nav: { label: 'Settings', icon: 'settings', group: 'free', order: 6 },
  },
  { path: '/notifications', title: 'Notifications' },
  { path: '/create-family', title: 'Your Family' },
];

export function domainOf(id: string): (typeof domainCatalogue)[number] | undefined {
  return domainCatalogue.find((d) => d.id === id);
}

/** Every route with a navigation link, with the domain that draws it (null: the shell). */
export interface NavLinkEntry extends NavEntry {
  path: string;
  domain: DomainId | null;
  /** The roles that may open the route (`CatalogueRoute.roles`); every member when unset. */
  roles?: readonly Role[];
}

function linkOf(route: CatalogueRoute, nav: NavEntry, domain: DomainId | null): NavLinkEntry {
  return { ...nav, path: route.path, domain, ...(route.roles ? { roles: route.roles } : {}) };
}

function navLinks(): NavLinkEntry[] {
  const links: NavLinkEntry[] = [];
  for (const route of shellRoutes) if (route.nav) links.push(linkOf(route, route.nav, null));
  for (const domain of domainCatalogue) {
    for (const route of domain.routes as readonly CatalogueRoute[]) {
      if (route.nav) links.push(linkOf(route, route.nav, domain.id));
    }
  }
  return links.sort((a, b) => a.order - b.order);
}

/** The sidebar's free links (spec order). */
export const freeNavLinks: readonly NavLinkEntry[] = navLinks().filter((l) => l.group === 'free');
/** The sidebar's premium links (spec order). */
export const premiumNavLinks: readonly NavLinkEntry[] = navLinks().filter((l) => l.group === 'premium');

/** Every route a domain's remote draws, with its title and owner. */
export const domainRoutes: readonly (CatalogueRoute & { domain: DomainId })[] = domainCatalogue.flatMap((d) =>
  (d.routes as readonly CatalogueRoute[]).map((r) => ({ ...r, domain: d.id })),
);

type CatalogueEntryOf<D extends DomainId> = Extract<(typeof domainCatalogue)[number], { id: D }>;

/** The live topics of one domain (`LiveTopic<'planning'>`), or of any domain. */
export type LiveTopic<D extends DomainId = DomainId> = D extends DomainId
  ? CatalogueEntryOf<D>['liveTopics'][number]
  : never;

/** Every domain's live topics, by domain. */
export const liveTopics = Object.fromEntries(domainCatalogue.map((d) => [d.id, d.liveTopics])) as unknown as {
  readonly [D in DomainId]: readonly LiveTopic<D>[];
};

/** Every source of the family calendar that another domain contributes, with its domain (catalogue order). */
export const familyCalendarSources: readonly { domain: DomainId; name: string; source: string }[] =
  domainCatalogue.flatMap((d) =>
    ((d as DomainEntry).calendarSources ?? []).map((source) => ({ domain: d.id, name: d.name, source })),
  );

/** The topics of one domain (empty for an unknown id). */
export function liveTopicsOf(domain: DomainId): readonly string[] {
  return domainOf(domain)?.liveTopics ?? [];
}

/** Every kind of alert target any domain lists. */
export type AlertTargetType = {
  [D in DomainId]: keyof CatalogueEntryOf<D>['alertTargets'] & string;
}[DomainId];

/** Each alert target type with the screen it opens, how a person names it and the domain that owns it. */
export const alertTargetRoutes = Object.fromEntries(
  domainCatalogue.flatMap((d) =>
    Object.entries(d.alertTargets as Record<string, { path: string; label: string }>).map(
      ([type, target]) => [type, { ...target, domain: d.id }],
    ),
  ),
) as Readonly<Record<AlertTargetType, { domain: DomainId; path: string; label: string }>>;

/** The height the dashboard keeps for a card without a `heightRem` of its own (an empty card on a phone). */
export const defaultWidgetHeightRem = 14;

/** Every dashboard card, in the spec's order, with the domain whose remote draws it. */
export const dashboardWidgets: readonly (WidgetEntry & { domain: DomainId })[] = domainCatalogue
  .flatMap((d) => (d.widgets as readonly WidgetEntry[]).map((w) => ({ ...w, domain: d.id })))
  .sort((a, b) => a.order - b.order);

/** The header's title for a path inside the application shell. */
export function routeTitle(pathname: string): string | undefined {
  return (
    shellRoutes.find((r) => r.path === pathname)?.title ??
    domainRoutes.find((r) => r.path === pathname)?.title
  );
}
