import { act, lazy, type ComponentType } from 'react';
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
import { registerDomains, resetRemote } from '../../federation/remote-runtime';
import { dashboardWidgetDomains, preloadDashboardWidgets } from './preload-widgets';
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
  loadRemote.mockReset();
  for (const id of ['planning', 'home', 'money', 'school'] as const) resetRemote(domain(id, 'disabled'));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a dashboard card drawn by its remote', () => {
  it('appears the moment its own code arrives, the skeleton standing meanwhile (no 300 ms reveal throttle)', async () => {
    let arrive: (module: { default: ComponentType<WidgetProps> }) => void = () => undefined;
    const Card = lazy(
      () => new Promise<{ default: ComponentType<WidgetProps> }>((resolve) => (arrive = resolve)),
    );
    loadRemote.mockResolvedValue({ default: { 'todays-tasks': Card } });
    registerDomains([planning]);

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

  it('loads `./widgets` of each enabled domain with cards, at once', () => {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    registerDomains(registry);
    preloadDashboardWidgets(registry, sessionFor('annual'));
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'planning/widgets',
      'home/widgets',
      'money/widgets',
    ]);
  });

  it('leaves out money for a parent not allowed to see the finances, and everything when signed out', () => {
    const child: Session = sessionFor('annual', member({ role: 'parent', canViewFinances: false }));
    expect(dashboardWidgetDomains(registry, child).map((d) => d.id)).toEqual(['planning', 'home']);
    expect(dashboardWidgetDomains(registry, null)).toEqual([]);
  });
});
