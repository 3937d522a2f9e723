import { act, lazy, Profiler, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import type { DomainRegistration, Session, WidgetEntry } from '@familyhub/contracts';
import type { WidgetProps } from '@familyhub/ui';
import { domains, member, sessionFor } from '../../testing/render-app';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes, loadRemote }),
}));

// Imported after the mock so the runtime module sees it.
import { loadRemoteModule, registerDomains, resetRemote } from '../../federation/remote-runtime';
import {
  cardDrawn,
  dashboardWidgetDomains,
  FIRST_CARD_WAIT_MS,
  preloadDashboardWidgets,
  resetColdStart,
} from './preload-widgets';
import { RemoteWidget } from './remote-widget';

const planning = domains[0]!;
const tasksWidget: WidgetEntry = { id: 'todays-tasks', title: "Today's Tasks", order: 1, path: '/tasks' };

function domain(id: DomainRegistration['id'], status: DomainRegistration['status']): DomainRegistration {
  return {
    ...planning,
    id,
    name: id,
    remoteEntry: `/remotes/${id}/mf-manifest.json`,
    enabled: status === 'enabled',
    status,
  };
}

beforeEach(() => {
  resetColdStart();
  loadRemote.mockReset();
  for (const id of ['planning', 'home', 'money', 'school'] as const) resetRemote(domain(id, 'disabled'));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a dashboard card drawn by its remote', () => {
  it.each([
    ['its remote loads after the card mounts', false],
    ['its remote had loaded before the card mounted (a warm visit)', true],
  ])(
    'appears the moment its own code arrives, the skeleton standing meanwhile (no 300 ms reveal throttle): %s',
    async (_when, remoteFirst) => {
      let arrive: (module: { default: ComponentType<WidgetProps> }) => void = () => undefined;
      const Card = lazy(
        () => new Promise<{ default: ComponentType<WidgetProps> }>((resolve) => (arrive = resolve)),
      );
      loadRemote.mockResolvedValue({ default: { 'todays-tasks': Card } });
      registerDomains([planning]);
      if (remoteFirst) await loadRemoteModule('planning', 'widgets');

      render(<RemoteWidget domain={planning} widget={tasksWidget} />);
      expect(screen.getByRole('region', { name: "Loading Today's Tasks" })).toBeInTheDocument();
      // The remote's `./widgets` has loaded; the card's own chunk is still on its way.
      await act(async () => undefined);
      expect(screen.getByRole('region', { name: "Loading Today's Tasks" })).toBeInTheDocument();

      // Shown within 200 ms (~15 ms here): a Suspense fallback's content would wait until 300 ms after that fallback.
      arrive({ default: () => <p>4 tasks for today</p> });
      expect(
        await screen.findByText('4 tasks for today', {}, { timeout: 200, interval: 5 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: "Loading Today's Tasks" })).not.toBeInTheDocument();
    },
  );

  it('is drawn once while its remote loads, not again right after its first paint (issue #34)', async () => {
    // The remote never arrives in this test: the card stays in its loading state.
    loadRemote.mockReturnValue(new Promise(() => undefined));
    registerDomains([planning]);
    const phases: string[] = [];
    render(
      <Profiler id="card" onRender={(_id, phase) => phases.push(phase)}>
        <RemoteWidget domain={planning} widget={tasksWidget} />
      </Profiler>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('region', { name: "Loading Today's Tasks" })).toBeInTheDocument();
    // A second render here, repeated by each card still loading, was a blocking render of the whole dashboard.
    expect(phases).toEqual(['mount']);
  });

  it('draws at once, with no skeleton, on a return to the dashboard once it has drawn', async () => {
    const Card = lazy(async () => ({ default: () => <p>4 tasks for today</p> }));
    loadRemote.mockResolvedValue({ default: { 'todays-tasks': Card } });
    registerDomains([planning]);
    const first = render(<RemoteWidget domain={planning} widget={tasksWidget} />);
    expect(await screen.findByText('4 tasks for today')).toBeInTheDocument();
    first.unmount();

    render(<RemoteWidget domain={planning} widget={tasksWidget} />);
    expect(screen.getByText('4 tasks for today')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Loading Today's Tasks" })).not.toBeInTheDocument();
  });
});

describe('the cards’ remotes start loading as the shell boots on /dashboard', () => {
  const registry = [
    planning,
    domain('home', 'enabled'),
    domain('money', 'enabled'),
    domain('school', 'plan_locked'),
    domain('wellness', 'unavailable'),
  ];

  const asked = () => loadRemote.mock.calls.map(([id]) => id);

  it("loads the first card's remote alone, then the other enabled domains' once that card has drawn", async () => {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    registerDomains(registry);
    preloadDashboardWidgets(registry, sessionFor('annual'));
    expect(asked()).toEqual(['planning/widgets']);
    // Another planning card drawing first changes nothing: Today's Tasks is the first card.
    cardDrawn('planning', 'shopping-list');
    await act(async () => undefined);
    expect(asked()).toEqual(['planning/widgets']);
    cardDrawn('planning', 'todays-tasks');
    // Once the page is idle (jsdom has no requestIdleCallback: a task later).
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(asked()).toEqual(['planning/widgets', 'home/widgets', 'money/widgets']);
  });

  it('holds the others until the data the page asked for early has arrived, even once the first card has drawn', async () => {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    registerDomains(registry);
    let arrive: (answer: unknown) => void = () => undefined;
    const answer = { bodyUsed: false, clone: () => ({ text: async () => '[]' }) };
    (window as unknown as Record<string, unknown>).__familyhubEarlyResponses = new Map([
      ['/api/tasks?limit=4', { at: Date.now(), response: new Promise((resolve) => (arrive = resolve)) }],
    ]);
    try {
      preloadDashboardWidgets(registry, sessionFor('annual'));
      cardDrawn('planning', 'todays-tasks');
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(asked()).toEqual(['planning/widgets']);
      arrive(answer);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(asked()).toEqual(['planning/widgets', 'home/widgets', 'money/widgets']);
    } finally {
      delete (window as unknown as Record<string, unknown>).__familyhubEarlyResponses;
    }
  });

  it('loads the others anyway when the first remote fails, or after FIRST_CARD_WAIT_MS', async () => {
    registerDomains(registry);
    loadRemote.mockImplementation((id: string) =>
      id === 'planning/widgets' ? Promise.reject(new Error('Failed to fetch')) : new Promise(() => undefined),
    );
    preloadDashboardWidgets(registry, sessionFor('annual'));
    await act(async () => undefined);
    expect(asked()).toEqual(['planning/widgets', 'home/widgets', 'money/widgets']);

    resetColdStart();
    for (const id of ['planning', 'home', 'money'] as const) resetRemote(domain(id, 'disabled'));
    registerDomains(registry);
    loadRemote.mockReset();
    loadRemote.mockReturnValue(new Promise(() => undefined));
    jest.useFakeTimers();
    preloadDashboardWidgets(registry, sessionFor('annual'));
    expect(asked()).toEqual(['planning/widgets']);
    await act(async () => {
      jest.advanceTimersByTime(FIRST_CARD_WAIT_MS);
    });
    expect(asked()).toEqual(['planning/widgets', 'home/widgets', 'money/widgets']);
  });

  it("a card of another remote waits for the first card; once it has drawn, the card's remote loads", async () => {
    const home = domain('home', 'enabled');
    registerDomains([planning, home]);
    loadRemote.mockImplementation(async (id: string) =>
      id === 'planning/widgets'
        ? { default: { 'todays-tasks': () => <p>4 tasks for today</p> } }
        : { default: { 'meal-planning': () => <p>Tacos on Tuesday</p> } },
    );
    preloadDashboardWidgets([planning, home], sessionFor('annual'));
    const mealCard: WidgetEntry = {
      id: 'meal-planning',
      title: 'Meal Planning',
      order: 3,
      path: '/meal-planning',
    };
    render(<RemoteWidget domain={home} widget={mealCard} />);
    await act(async () => undefined);
    expect(asked()).toEqual(['planning/widgets']);
    expect(screen.getByRole('region', { name: 'Loading Meal Planning' })).toBeInTheDocument();
    render(<RemoteWidget domain={planning} widget={tasksWidget} />);
    expect(await screen.findByText('4 tasks for today')).toBeInTheDocument();
    expect(await screen.findByText('Tacos on Tuesday')).toBeInTheDocument();
    expect(asked()).toEqual(['planning/widgets', 'home/widgets']);
  });

  it("another card of the first card's own remote waits for the first card too: its code is not fetched beside it", async () => {
    registerDomains([planning]);
    const fetched: string[] = [];
    const card = (name: string, text: string) =>
      lazy(async () => {
        fetched.push(name);
        return { default: () => <p>{text}</p> };
      });
    loadRemote.mockResolvedValue({
      default: {
        'todays-tasks': card('tasks', '4 tasks for today'),
        'shopping-list': card('shopping', 'Milk and bread'),
      },
    });
    preloadDashboardWidgets([planning], sessionFor('annual'));
    const shoppingCard: WidgetEntry = {
      id: 'shopping-list',
      title: 'Shopping List',
      order: 2,
      path: '/shopping',
    };
    render(<RemoteWidget domain={planning} widget={shoppingCard} />);
    // The remote itself has loaded for the first card; the shopping card still waits.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetched).toEqual([]);
    expect(screen.getByRole('region', { name: 'Loading Shopping List' })).toBeInTheDocument();

    render(<RemoteWidget domain={planning} widget={tasksWidget} />);
    expect(await screen.findByText('4 tasks for today')).toBeInTheDocument();
    expect(await screen.findByText('Milk and bread')).toBeInTheDocument();
    expect(fetched).toEqual(['tasks', 'shopping']);
  });

  it('leaves out money for a parent not allowed to see the finances, and everything when signed out', () => {
    const child: Session = sessionFor('annual', member({ role: 'parent', canViewFinances: false }));
    expect(dashboardWidgetDomains(registry, child).map((d) => d.id)).toEqual(['planning', 'home']);
    expect(dashboardWidgetDomains(registry, null)).toEqual([]);
  });
});
