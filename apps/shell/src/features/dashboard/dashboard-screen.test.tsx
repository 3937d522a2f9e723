import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardWidgets,
  defaultLanguageSettings,
  defaultWidgetHeightRem,
  type DomainRegistration,
  type DomainStatus,
  type Plan,
} from '@familyhub/contracts';
import type { WidgetProps } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { domains as baseDomains, mockApi, renderApp, signedInRoutes } from '../../testing/render-app';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes, loadRemote }),
}));

// Imported after the mock so the runtime module sees it.
import { resetRemote } from '../../federation/remote-runtime';

const card =
  (text: string) =>
  ({ title, path }: WidgetProps) => (
    <section aria-label={title}>
      <h2>{title}</h2>
      <p>{text}</p>
      <a href={path}>Open</a>
    </section>
  );

function registry(statuses: Partial<Record<'school' | 'home', DomainStatus>>): DomainRegistration[] {
  const entry = (
    id: 'school' | 'home',
    name: string,
    status: DomainStatus = 'enabled',
  ): DomainRegistration => ({
    id,
    name,
    remoteEntry: `/remotes/${id}/mf-manifest.json`,
    enabled: status === 'enabled',
    status,
    availableOn: status === 'unavailable' ? [] : ['monthly', 'annual'],
    routes: [],
  });
  return [baseDomains[0], entry('school', 'School', statuses.school), entry('home', 'Home', statuses.home)];
}

function signedIn(plan: Plan, domains: DomainRegistration[]) {
  mockApi({ ...signedInRoutes(plan), 'GET /api/platform/domains': { status: 200, body: domains } });
}

const remoteWidgets: Record<string, unknown> = {
  'planning/widgets': {
    'todays-tasks': card('4 tasks for today'),
    'shopping-list': card('Milk, bread'),
    calendar: card('No events today'),
    'family-messages': card('Hello from Emma'),
  },
  'school/widgets': { documents: card('2 documents need action') },
  'home/widgets': {
    'meal-planning': card('Tacos on Tuesday'),
    chores: card('Dishes'),
    cleaning: card('Kitchen reset'),
    maintenance: card('Filters due'),
    rewards: card('Movie night'),
    'pet-center': card('Walk Rex'),
  },
};

beforeEach(() => {
  window.localStorage.clear();
  for (const id of ['planning', 'school', 'home'] as const) {
    resetRemote({ ...baseDomains[0], id, enabled: false });
  }
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (id: string) => {
    if (!(id in remoteWidgets)) throw new Error(`Failed to fetch ${id}`);
    return { default: remoteWidgets[id] };
  });
});

describe('the dashboard composes every enabled domain’s widgets', () => {
  it('draws each domain’s cards in the spec’s order, each from its own remote', async () => {
    signedIn('annual', registry({ school: 'enabled', home: 'enabled' }));
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Your Family Dashboard' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Walk Rex')).toBeInTheDocument();
    expect(await screen.findByText('2 documents need action')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "Today's Tasks",
      'Shopping List',
      'Meal Planning',
      'Chores',
      'Cleaning',
      'Maintenance',
      'Calendar',
      'Family Messages',
      'Rewards',
      'Documents',
      'Pet Center',
    ]);
    expect(loadRemote.mock.calls.map(([id]) => id).sort()).toEqual([
      'home/widgets',
      'planning/widgets',
      'school/widgets',
    ]);
  });

  it('locks the cards of a domain a better plan has, and of a feature the plan lacks; hides a switched-off one', async () => {
    signedIn('free', registry({ school: 'disabled', home: 'plan_locked' }));
    renderApp('/dashboard');
    expect(await screen.findByText('4 tasks for today')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument();
    const chores = screen.getByRole('region', { name: 'Chores' });
    expect(chores).toHaveTextContent('Chores is part of FamilyHub Premium.');
    // Messages are premium (unlimited_messaging) although planning is on for free families.
    const messages = screen.getByRole('region', { name: 'Family Messages' });
    expect(messages).toHaveTextContent('Family Messages is part of FamilyHub Premium.');
    expect(screen.queryByText('Hello from Emma')).not.toBeInTheDocument();
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['planning/widgets']);

    await userEvent.setup().click(within(chores).getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByRole('dialog', { name: 'Premium Feature' })).toHaveTextContent(
      'Chores is available to premium subscribers.',
    );
  });

  it('keeps a card whose remote cannot load, or that throws, inside its own card', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('widget exploded');
    };
    remoteWidgets['planning/widgets'] = {
      ...(remoteWidgets['planning/widgets'] as object),
      'shopping-list': Broken,
    };
    delete remoteWidgets['school/widgets'];
    signedIn('annual', registry({ school: 'enabled', home: 'enabled' }));
    renderApp('/dashboard');

    expect(await screen.findByText('4 tasks for today')).toBeInTheDocument();
    expect(await screen.findByText('Shopping List is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/widget exploded/)).toBeInTheDocument();
    expect(await screen.findByText('Documents is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Walk Rex')).toBeInTheDocument();

    remoteWidgets['school/widgets'] = { documents: card('2 documents need action') };
    const documents = screen.getByText('Documents is unavailable').closest('section') as HTMLElement;
    await userEvent.setup().click(within(documents).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 documents need action')).toBeInTheDocument();
  });
});

describe('the dashboard in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('greets the family and titles every card in Spanish, also a card that could not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    delete remoteWidgets['school/widgets'];
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    signedIn('annual', registry({ school: 'enabled', home: 'enabled' }));
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Te damos la bienvenida al panel de tu familia' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Walk Rex')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Tareas de hoy', 'Plan de comidas', 'Mascotas']));
    expect(await screen.findByText('Documentos no está disponible')).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo cargar esta tarjeta. Revisa tu conexión y vuelve a intentarlo.'),
    ).toBeInTheDocument();
    remoteWidgets['school/widgets'] = { documents: card('2 documents need action') };
  });
});

describe('the dashboard keeps each card’s place from the first paint (issue #16: layout shift)', () => {
  const heightOf = (id: string) =>
    `${dashboardWidgets.find((w) => w.id === id)?.heightRem ?? defaultWidgetHeightRem}rem`;
  /** The grid place holding the card (or its skeleton) named `name`. */
  const placeOf = (name: string) => screen.getByRole('region', { name }).parentElement as HTMLElement;

  it('gives a loading card and the card it becomes the same reserved height; a locked card none', async () => {
    let arrive: (widgets: unknown) => void = () => undefined;
    loadRemote.mockImplementation(
      (id: string) =>
        new Promise((resolve) => {
          if (id === 'planning/widgets') arrive = (widgets) => resolve({ default: widgets });
        }),
    );
    signedIn('free', registry({ school: 'disabled', home: 'plan_locked' }));
    renderApp('/dashboard');

    // While the registry is still unknown, and then while the planning remote's code is on its way.
    const tasksSkeleton = await screen.findByRole('region', { name: "Loading Today's Tasks" });
    expect(tasksSkeleton.parentElement).toHaveStyle({ minHeight: heightOf('todays-tasks') });
    expect(heightOf('todays-tasks')).not.toBe(heightOf('shopping-list'));
    // A locked card is drawn by the shell at once: nothing arrives later to move it.
    const chores = await screen.findByRole('region', { name: 'Chores' });
    expect((chores.parentElement as HTMLElement).style.minHeight).toBe('');
    expect(placeOf("Loading Today's Tasks")).toHaveStyle({ minHeight: heightOf('todays-tasks') });
    expect(placeOf('Loading Shopping List')).toHaveStyle({ minHeight: heightOf('shopping-list') });

    arrive(remoteWidgets['planning/widgets']);
    expect(await screen.findByText('4 tasks for today')).toBeInTheDocument();
    expect(placeOf("Today's Tasks")).toHaveStyle({ minHeight: heightOf('todays-tasks') });
    expect(placeOf('Shopping List')).toHaveStyle({ minHeight: heightOf('shopping-list') });
  });
});
