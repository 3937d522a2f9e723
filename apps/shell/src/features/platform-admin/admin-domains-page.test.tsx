import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type DomainSwitches } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { mockApi, renderApp, sessionFor, signedInRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

function row(
  id: DomainSwitches['id'],
  name: string,
  plans: DomainSwitches['plans'],
  killed = false,
): DomainSwitches {
  return {
    id,
    name,
    plans,
    killed,
    remoteEntry: `/remotes/${id}/mf-manifest.json`,
    remoteEntrySource: 'default',
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: null,
  };
}
const paid = { free: false, monthly: true, annual: true };
const registry = () => [
  row('planning', 'Planning', { free: true, monthly: true, annual: true }),
  row('school', 'School', paid),
  row('wellness', 'Wellness', paid),
  row('home', 'Home', paid),
  row('money', 'Money', paid),
];

function operatorApi(patches: unknown[]) {
  const operator = { ...sessionFor('free'), platformOperator: true };
  const rows = registry();
  return mockApi({
    ...signedInRoutes('free'),
    'GET /api/auth/me': { status: 200, body: operator },
    'GET /api/platform/admin/domains': { status: 200, body: rows },
    'PATCH /api/platform/admin/domains/wellness': (body) => {
      patches.push(body);
      const changes = body as {
        plans?: Partial<DomainSwitches['plans']>;
        killed?: boolean;
        remoteEntry?: string | null;
      };
      const saved: DomainSwitches = {
        ...rows[2],
        plans: { ...rows[2].plans, ...changes.plans },
        killed: changes.killed ?? rows[2].killed,
        ...(changes.remoteEntry
          ? { remoteEntry: changes.remoteEntry, remoteEntrySource: 'operator' }
          : changes.remoteEntry === null
            ? { remoteEntry: '/remotes/wellness/mf-manifest.json', remoteEntrySource: 'default' }
            : {}),
        updatedBy: 'Olga Operator',
      };
      return { status: 200, body: saved };
    },
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('/admin/domains', () => {
  it('sends a platform operator to the console, where a switch saves at once', async () => {
    const patches: unknown[] = [];
    operatorApi(patches);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Domains' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/domains');

    const monthly = await screen.findByRole('switch', { name: 'Wellness on the Monthly plan' });
    expect(monthly).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Wellness on the Free plan' })).not.toBeChecked();
    await userEvent.setup().click(monthly);
    expect(await screen.findByText('Wellness is now off for the Monthly plan.')).toBeInTheDocument();
    expect(patches).toEqual([{ plans: { monthly: false } }]);
    expect(screen.getByRole('switch', { name: 'Wellness on the Monthly plan' })).not.toBeChecked();
    expect(screen.getByText(/by Olga Operator/)).toBeInTheDocument();
  });

  it('asks before killing a domain', async () => {
    const patches: unknown[] = [];
    operatorApi(patches);
    renderApp('/admin/domains');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kill Wellness' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Kill Wellness?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Kill Wellness' }));
    confirm = screen.getByRole('alertdialog', { name: 'Kill Wellness?' });
    await user.click(within(confirm).getByRole('button', { name: 'Kill Wellness' }));
    expect(await screen.findByText('Wellness is switched off for everyone.')).toBeInTheDocument();
    expect(patches).toEqual([{ killed: true }]);
    expect(screen.getByRole('button', { name: 'Restore Wellness' })).toBeInTheDocument();
  });

  it('points a domain at a remote on another origin, refuses a bare script address, and resets it', async () => {
    const patches: unknown[] = [];
    operatorApi(patches);
    renderApp('/admin/domains');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Wellness remote entry');
    expect(input).toHaveValue('/remotes/wellness/mf-manifest.json');

    await user.clear(input);
    await user.type(input, 'https://static.example.org/wellness/remoteEntry.js');
    await user.click(screen.getByRole('button', { name: 'Save Wellness remote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /must be the address of a remote’s mf-manifest.json/,
    );
    expect(patches).toEqual([]);

    const v2 = 'https://static.example.org/wellness/2.0.0/mf-manifest.json';
    await user.clear(input);
    await user.type(input, v2);
    await user.click(screen.getByRole('button', { name: 'Save Wellness remote' }));
    expect(
      await screen.findByText(`Wellness now loads from ${v2}. Families get it at their next page load.`),
    ).toBeInTheDocument();
    expect(patches).toEqual([{ remoteEntry: v2 }]);

    await user.click(screen.getByRole('button', { name: 'Reset Wellness remote' }));
    expect(await screen.findByText('Wellness loads from its configured remote again.')).toBeInTheDocument();
    expect(patches).toEqual([{ remoteEntry: v2 }, { remoteEntry: null }]);
    expect(screen.getByLabelText('Wellness remote entry')).toHaveValue('/remotes/wellness/mf-manifest.json');
  });

  it('tells anybody else it is for platform operators only, without asking the server for the registry', async () => {
    const fetchMock = mockApi(signedInRoutes('annual'));
    renderApp('/admin/domains');
    expect(await screen.findByText('403 — Platform operators only')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/platform/admin/domains');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('/admin/domains in Spanish (issue #35)', () => {
  it('shows the console, the domains by their Spanish names and a change’s date in Spanish', async () => {
    const patches: unknown[] = [];
    operatorApi(patches);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderApp('/admin/domains');
    expect(await screen.findByRole('heading', { name: 'Dominios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    const monthly = await screen.findByRole('switch', { name: 'Bienestar en el plan Mensual' });
    expect(screen.getAllByText('Ajuste predeterminado')).toHaveLength(5);
    await userEvent.setup().click(monthly);
    expect(
      await screen.findByText('Bienestar está desactivado ahora para el plan Mensual.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^\d+ nov 2026, .* por Olga Operator$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entradas remotas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apagar Bienestar' })).toBeInTheDocument();
  });
});
