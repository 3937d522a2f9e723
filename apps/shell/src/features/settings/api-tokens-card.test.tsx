import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import type { ApiToken, CreatedApiToken, TwoFactorStatus } from '@familyhub/contracts';
import { App } from '../../app';
import { member, mockApi, sessionFor, signedInRoutes, type ApiRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

const twoFactorOff: TwoFactorStatus = { enabled: false, pending: false, backupCodesRemaining: 0 };
const DAY_MS = 86_400_000;
const homeAssistant: ApiToken = {
  id: 4,
  name: 'Home Assistant',
  prefix: 'fh_AbCdEf',
  scope: 'read',
  domains: null,
  expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
  lastUsedAt: null,
  createdAt: new Date().toISOString(),
};
const oldScript: ApiToken = {
  ...homeAssistant,
  id: 3,
  name: 'Old script',
  prefix: 'fh_ZyXwVu',
  scope: 'read-write',
  domains: ['school', 'home'],
  expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
  lastUsedAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
};

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    ...signedInRoutes(),
    'GET /api/auth/sessions': { status: 200, body: [] },
    'GET /api/auth/2fa': { status: 200, body: twoFactorOff },
    'GET /api/encryption/status': { status: 403, body: { error: 'forbidden', message: 'Admins only' } },
    'GET /api/auth/api-tokens': { status: 200, body: [] },
    ...overrides,
  };
}

function renderSecurity(apiRoutes: ApiRoutes) {
  const fetchMock = mockApi(apiRoutes);
  render(
    <MemoryRouter initialEntries={['/settings?tab=security']}>
      <App queryClient={createQueryClient()} />
    </MemoryRouter>,
  );
  return fetchMock;
}

const calls = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}` === key,
  );

async function tokensCard(): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: 'API tokens' })).closest(
    '[data-slot="card"]',
  ) as HTMLElement;
}

describe('Security › API tokens', () => {
  it('lists each token with its access, domains, expiry and last use, marking the expired ones', async () => {
    renderSecurity(routes({ 'GET /api/auth/api-tokens': { status: 200, body: [homeAssistant, oldScript] } }));
    const list = await within(await tokensCard()).findByRole('list', { name: 'API tokens' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Home Assistant');
    expect(first).toHaveTextContent('Read-only');
    expect(first).toHaveTextContent('fh_AbCdEf…');
    expect(first).toHaveTextContent('All domains');
    expect(first).toHaveTextContent('Never used');
    expect(within(first).queryByText('Expired')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Read and write');
    expect(second).toHaveTextContent('School, Home');
    expect(second).toHaveTextContent(/last used/);
    expect(within(second).getByText('Expired')).toBeInTheDocument();
  });

  it('shows a loading state, then says when there are no tokens', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const pending = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    renderSecurity(
      routes({ 'GET /api/auth/api-tokens': (() => pending) as unknown as () => { status: number } }),
    );
    const card = await tokensCard();
    expect(within(card).getByLabelText('Loading API tokens')).toBeInTheDocument();
    answer({ status: 200, body: [] });
    expect(await within(card).findByText('You have no API tokens.')).toBeInTheDocument();
  });

  it('creates a token with the form’s choices and shows it once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let tokens: ApiToken[] = [];
    const created: CreatedApiToken = {
      ...homeAssistant,
      id: 9,
      name: 'Kitchen tablet',
      scope: 'read-write',
      domains: ['home', 'school'],
      token: `fh_${'k'.repeat(43)}`,
    };
    const fetchMock = renderSecurity(
      routes({
        'GET /api/auth/api-tokens': () => ({ status: 200, body: tokens }),
        'POST /api/auth/api-tokens': () => {
          const { token: _once, ...listed } = created;
          tokens = [listed];
          return { status: 201, body: created };
        },
      }),
    );
    const card = await tokensCard();
    await user.click(await within(card).findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });

    // The contract's words, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Kitchen tablet');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All domains' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one domain, or all of them')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/auth/api-tokens')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'School' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Home' }));
    await user.selectOptions(within(dialog).getByLabelText('Access'), 'Read and write');
    await user.selectOptions(within(dialog).getByLabelText('Expires after'), '30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(shown).getByText(/You won’t see this token again/)).toBeInTheDocument();
    expect(within(shown).getByLabelText('New API token')).toHaveTextContent(created.token);
    const [[, init]] = calls(fetchMock, 'POST /api/auth/api-tokens') as [string, RequestInit][];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Kitchen tablet',
      scope: 'read-write',
      domains: ['home', 'school'],
      expiresInDays: 30,
    });

    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(created.token);
    expect(await screen.findByText('Token copied')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(created.token)).not.toBeInTheDocument();
    expect(await within(card).findByText('Kitchen tablet')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the create dialog', async () => {
    const user = userEvent.setup();
    renderSecurity(
      routes({
        'POST /api/auth/api-tokens': {
          status: 409,
          body: {
            error: 'conflict',
            message: 'You already have 20 API tokens. Revoke one you no longer use first.',
          },
        },
      }),
    );
    await user.click(await within(await tokensCard()).findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(dialog).getByLabelText('Name'), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already have 20 API tokens/);

    // Opened again, the dialog starts afresh.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await tokensCard()).getByRole('button', { name: 'Create token' }));
    const again = await screen.findByRole('dialog', { name: 'Create API token' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the words of a 400 validation answer under the field it names, and shows no token', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSecurity(
      routes({
        'POST /api/auth/api-tokens': {
          status: 400,
          body: {
            error: 'validation_failed',
            message: 'Name must not look like a token',
            details: [{ code: 'custom', path: ['name'], message: 'Name must not look like a token' }],
          },
        },
      }),
    );
    await user.click(await within(await tokensCard()).findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(dialog).getByLabelText('Name'), 'fh_secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Name must not look like a token')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(calls(fetchMock, 'POST /api/auth/api-tokens')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Copy your new token' })).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    const user = userEvent.setup();
    let tokens = [homeAssistant];
    const fetchMock = renderSecurity(
      routes({
        'GET /api/auth/api-tokens': () => ({ status: 200, body: tokens }),
        'DELETE /api/auth/api-tokens/4': () => {
          tokens = [];
          return { status: 204 };
        },
      }),
    );
    const card = await tokensCard();
    await user.click(await within(card).findByRole('button', { name: 'Revoke Home Assistant' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Home Assistant?' });
    expect(calls(fetchMock, 'DELETE /api/auth/api-tokens/4')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('API token revoked')).toBeInTheDocument();
    expect(await within(card).findByText('You have no API tokens.')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE /api/auth/api-tokens/4')).toHaveLength(1);
  });

  it('offers a child no create button, and says why', async () => {
    renderSecurity(
      routes({
        'GET /api/auth/me': { status: 200, body: sessionFor('annual', member({ role: 'child' })) },
      }),
    );
    const card = await tokensCard();
    expect(
      await within(card).findByText(/Only a family admin or parent can create API tokens/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
  });
});
