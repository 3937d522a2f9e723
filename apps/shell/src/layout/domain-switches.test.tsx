import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import type { DomainRegistration, DomainStatus, Plan } from '@familyhub/contracts';
import {
  domains as baseDomains,
  member,
  mockApi,
  renderApp,
  sessionFor,
  signedInRoutes,
} from '../testing/render-app';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes, loadRemote }),
}));

// Imported after the mock so the runtime module sees it.
import { isRegistered } from '../federation/remote-runtime';

function WellnessScreen() {
  return <h1>Wellness from the remote</h1>;
}

beforeEach(() => {
  window.localStorage.clear();
  registerRemotes.mockClear();
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: { '/wellness': WellnessScreen } });
});

const planning = baseDomains[0];
function registry(
  statuses: { home?: DomainStatus; wellness?: DomainStatus },
  availableOn: Plan[] = ['monthly', 'annual'],
): DomainRegistration[] {
  const entry = (
    id: 'home' | 'wellness',
    name: string,
    routes: string[],
    status: DomainStatus = 'enabled',
  ): DomainRegistration => ({
    id,
    name,
    remoteEntry: `/remotes/${id}/mf-manifest.json`,
    enabled: status === 'enabled',
    status,
    availableOn: status === 'unavailable' ? [] : availableOn,
    routes,
  });
  return [
    planning,
    entry('wellness', 'Wellness', ['/wellness', '/me-time'], statuses.wellness),
    entry('home', 'Home', ['/chores', '/meal-planning', '/pantry'], statuses.home),
  ];
}

function signedIn(plan: Plan, domains: () => DomainRegistration[]) {
  mockApi({
    ...signedInRoutes(plan),
    'GET /api/platform/domains': () => ({ status: 200, body: domains() }),
  });
}

describe('links follow the domain registry', () => {
  it('locks a link whose domain a better plan has, and opens the Premium Feature dialog naming it', async () => {
    signedIn('free', () => registry({ home: 'plan_locked' }));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const mealPlanning = await within(nav).findByRole('link', { name: 'Meal Planning (locked)' });
    await userEvent.setup().click(mealPlanning);
    expect(screen.getByRole('dialog', { name: 'Premium Feature' })).toHaveTextContent(
      'Meal Planning is available to premium subscribers.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('locks a premium link for a monthly family when only the annual plan has its domain', async () => {
    signedIn('monthly', () => registry({ wellness: 'plan_locked' }, ['annual']));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /Chores.*Active/ })).toHaveAttribute(
      'href',
      '/chores',
    );
    await userEvent.setup().click(within(nav).getByRole('link', { name: /Wellness.*locked/ }));
    const dialog = screen.getByRole('dialog', { name: 'Premium Feature' });
    expect(dialog).toHaveTextContent('Wellness is available to premium subscribers.');
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Annual (Save 50%)' })).toBeInTheDocument();
  });

  it('hides the links of a domain switched off for the plan or killed, and keeps the others', async () => {
    signedIn('monthly', () => registry({ wellness: 'disabled', home: 'unavailable' }));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /Messages.*Active/ })).toBeInTheDocument();
    for (const name of [/Wellness/, /Me Time/, /Chores/, /Meal Planning/, /Pantry/]) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('routes of a domain that is not enabled', () => {
  it('shows an upgrade panel instead of loading the remote for a locked route', async () => {
    signedIn('free', () => registry({ home: 'plan_locked' }));
    renderApp('/meal-planning');
    expect(await screen.findByText('Meal Planning is not part of your plan')).toBeInTheDocument();
    expect(
      screen.getByText('Home comes with the Premium Monthly and Premium Annual plans. Upgrade to use it.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByRole('dialog', { name: 'Premium Feature' })).toHaveTextContent(
      'Meal Planning is available to premium subscribers.',
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('replaces an open screen of a domain switched off on the next registry refresh', async () => {
    let wellness: DomainStatus = 'enabled';
    signedIn('monthly', () => registry({ wellness }));
    renderApp('/wellness');
    expect(await screen.findByRole('heading', { name: 'Wellness from the remote' })).toBeInTheDocument();
    expect(isRegistered('wellness')).toBe(true);

    wellness = 'disabled';
    // A refresh happens every 15 s and whenever the window regains focus.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('Wellness is not available on your plan')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wellness from the remote' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: /Wellness/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toBeInTheDocument();
    expect(isRegistered('wellness')).toBe(false);

    // Switched on again: the remote is registered and loaded afresh.
    wellness = 'enabled';
    loadRemote.mockClear();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('heading', { name: 'Wellness from the remote' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('wellness/screens');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'wellness', entry: '/remotes/wellness/mf-manifest.json' }],
      { force: true },
    );
  });

  it('says plainly that a killed domain is off for everyone', async () => {
    signedIn('annual', () => registry({ wellness: 'unavailable' }));
    renderApp('/me-time');
    expect(await screen.findByText('Wellness is not available')).toBeInTheDocument();
    expect(screen.getByText(/switched Wellness off for everyone/)).toBeInTheDocument();
  });
});

const MONEY_ROUTES = ['/grocery-budget', '/expenses', '/bills', '/allowance'];

/** `who` signed in on the annual plan, with the money domain registered for `routes` beside the others. */
function signedInWithMoney(who: ReturnType<typeof member>, routes: string[]) {
  const money: DomainRegistration = {
    id: 'money',
    name: 'Money',
    remoteEntry: '/remotes/money/mf-manifest.json',
    enabled: true,
    status: 'enabled',
    availableOn: ['monthly', 'annual'],
    routes,
  };
  mockApi({
    ...signedInRoutes('annual'),
    'GET /api/auth/me': { status: 200, body: sessionFor('annual', who) },
    'GET /api/platform/domains': { status: 200, body: [...registry({}), money] },
  });
}

describe('the money domain for a parent', () => {
  it('hides its links and explains instead of loading it when the admin has not allowed finances', async () => {
    const parent = member({ id: 3, role: 'parent', canViewFinances: false });
    signedInWithMoney(parent, ['/bills', '/expenses']);
    renderApp('/bills');
    expect(await screen.findByText('Family finances need permission')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /Chores.*Active/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Bills/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Expenses/ })).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe("a child's navigation", () => {
  it('offers no link the child could only bounce off (family finances), and keeps their allowance', async () => {
    const child = member({ id: 2, name: 'Emma Rivera', role: 'child', canViewFinances: false });
    signedInWithMoney(child, MONEY_ROUTES);
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /Allowances/ })).toHaveAttribute(
      'href',
      '/allowance',
    );
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const path of ['/grocery-budget', '/expenses', '/bills']) expect(hrefs).not.toContain(path);
    expect(hrefs).toEqual(expect.arrayContaining(['/tasks', '/chores', '/wellness']));

    // The phone's More menu asks the same rule.
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'More' }),
    );
    const more = within(screen.getByRole('dialog', { name: 'More' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(more).toContain('/allowance');
    for (const path of ['/grocery-budget', '/expenses', '/bills']) expect(more).not.toContain(path);
  });

  it('still offers a parent every money link', async () => {
    const parent = member({ id: 3, role: 'parent', canViewFinances: true });
    signedInWithMoney(parent, MONEY_ROUTES);
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: /Allowances/ });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/grocery-budget', '/expenses', '/bills', '/allowance']));
  });
});
