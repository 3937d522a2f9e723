import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { defaultLanguageSettings, type EncryptionStatus, type TwoFactorStatus } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { App } from '../../app';
import { member, mockApi, sessionFor, signedInRoutes, type ApiRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const activeStatus: EncryptionStatus = {
  active: true,
  algorithm: 'aes-256-gcm',
  keyAvailable: true,
  middleware: true,
  fieldsProtected: [
    'planning.emergency_contacts.phoneNumber',
    'planning.emergency_contacts.address',
    'identity.users.twoFactorSecret',
  ],
};
const twoFactorOff: TwoFactorStatus = { enabled: false, pending: false, backupCodesRemaining: 0 };

function securityRoutes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    ...signedInRoutes(),
    'GET /api/auth/sessions': { status: 200, body: [] },
    'GET /api/auth/api-tokens': { status: 200, body: [] },
    'GET /api/auth/2fa': { status: 200, body: twoFactorOff },
    'GET /api/encryption/status': { status: 200, body: activeStatus },
    ...overrides,
  };
}

async function encryptionPanel(): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: 'Data encryption' })).closest(
    '[data-slot="card"]',
  ) as HTMLElement;
}

function renderSecurity(routes: ApiRoutes) {
  const fetchMock = mockApi(routes);
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

describe('Security › admin encryption status panel', () => {
  it('shows Status, Algorithm, Secure Key and Field Protection from the server', async () => {
    renderSecurity(securityRoutes());
    const panel = await encryptionPanel();
    expect(await within(panel).findByText('Active')).toBeInTheDocument();
    expect(within(panel).getByText('AES-256-GCM')).toBeInTheDocument();
    expect(within(panel).getByText('Available')).toBeInTheDocument();
    expect(within(panel).getByText('On · 3 fields encrypted at rest')).toBeInTheDocument();
    expect(within(panel).getByText('Emergency contacts: phone number, address')).toBeInTheDocument();
    expect(within(panel).getByText('Users: two factor secret')).toBeInTheDocument();
  });

  it('renders nothing for a parent or a child, and never asks the server', async () => {
    for (const role of ['parent', 'child'] as const) {
      const fetchMock = renderSecurity(
        securityRoutes({ 'GET /api/auth/me': { status: 200, body: sessionFor('annual', member({ role })) } }),
      );
      expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Data encryption' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Check Status' })).not.toBeInTheDocument();
      expect(calls(fetchMock, 'GET /api/encryption/status')).toHaveLength(0);
      document.body.innerHTML = '';
    }
  });

  it('Check Status toasts what the server says now', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body?: unknown } = { status: 200, body: activeStatus };
    renderSecurity(securityRoutes({ 'GET /api/encryption/status': () => answer }));
    const check = await screen.findByRole('button', { name: 'Check Status' });
    const panel = await encryptionPanel();
    await within(panel).findByText('Active');

    await user.click(check);
    expect(await screen.findByText('Encryption system is active and working properly')).toBeInTheDocument();

    answer = { status: 200, body: { ...activeStatus, active: false, keyAvailable: false } };
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('Encryption system is not active')).toBeInTheDocument();
    expect(within(panel).getByText('Not active')).toBeInTheDocument();
    expect(within(panel).getByText('Missing')).toBeInTheDocument();

    answer = { status: 500, body: { error: 'internal_error', message: 'boom' } };
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('Failed to check encryption status')).toBeInTheDocument();
  });

  it('Test Encryption toasts Test Passed or Test Failed with the server’s message, or the failure', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body?: unknown } = {
      status: 200,
      body: { success: true, message: 'Round trip fine' },
    };
    const fetchMock = renderSecurity(securityRoutes({ 'POST /api/encryption/test': () => answer }));
    await user.click(await screen.findByRole('button', { name: 'Test Encryption' }));
    expect(await screen.findByText('Test Passed')).toBeInTheDocument();
    expect(screen.getByText('Round trip fine')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/encryption/test')).toHaveLength(1);

    answer = { status: 200, body: { success: false, message: 'Sample did not decrypt' } };
    await user.click(screen.getByRole('button', { name: 'Test Encryption' }));
    expect(await screen.findByText('Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Sample did not decrypt')).toBeInTheDocument();

    answer = { status: 403, body: { error: 'forbidden', message: 'no' } };
    await user.click(screen.getByRole('button', { name: 'Test Encryption' }));
    expect(await screen.findByText('Failed to run encryption test')).toBeInTheDocument();
  });
});

describe('Security › two-factor authentication', () => {
  it('enrols: QR code and secret, a wrong code is refused, the right one shows the backup codes once', async () => {
    const user = userEvent.setup();
    let twoFactor = twoFactorOff;
    const backupCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const fetchMock = renderSecurity(
      securityRoutes({
        'GET /api/auth/2fa': () => ({ status: 200, body: twoFactor }),
        'POST /api/auth/2fa/setup': {
          status: 200,
          body: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/x',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        },
        'POST /api/auth/2fa/enable': (body) => {
          if ((body as { code: string }).code !== '123456') {
            return { status: 400, body: { error: 'invalid_code', message: 'Invalid verification code' } };
          }
          twoFactor = { enabled: true, pending: false, backupCodesRemaining: 10 };
          return { status: 200, body: { backupCodes } };
        },
      }),
    );
    const toggle = await screen.findByRole('switch', { name: 'Two-factor authentication' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(dialog).getByLabelText('Secret key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));
    expect(
      await within(dialog).findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/auth/2fa/enable')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));
    const codes = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(backupCodes);
    expect(screen.getByText('Two-factor authentication is on')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('switch', { name: 'Two-factor authentication' })).toBeChecked();
    expect(screen.getByText(/10 of 10 backup codes left/)).toBeInTheDocument();
  });

  it('turns off after the password and a current code, showing the server’s refusal first', async () => {
    const user = userEvent.setup();
    let twoFactor: TwoFactorStatus = { enabled: true, pending: false, backupCodesRemaining: 7 };
    const fetchMock = renderSecurity(
      securityRoutes({
        'GET /api/auth/2fa': () => ({ status: 200, body: twoFactor }),
        'POST /api/auth/2fa/disable': (body) => {
          const { password, code } = body as { password?: string; code?: string };
          if (password !== 'right password') {
            return { status: 400, body: { error: 'wrong_password', message: 'Password is incorrect' } };
          }
          if (code !== '123456') {
            return { status: 400, body: { error: 'invalid_code', message: 'Invalid verification code' } };
          }
          twoFactor = twoFactorOff;
          return { status: 204 };
        },
      }),
    );
    expect(await screen.findByText(/7 of 10 backup codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    // Both proofs are asked for before anything is sent.
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter the 6-digit code or a backup code')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/auth/2fa/disable')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'right password');
    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
    expect(calls(fetchMock, 'POST /api/auth/2fa/disable')).toHaveLength(3);
  });
});

describe('Security in Spanish (issue #35)', () => {
  it('shows the tab’s headings, buttons and the encryption panel in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderSecurity(securityRoutes());
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Seguridad', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sesiones activas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tokens de API' })).toBeInTheDocument();
    expect(await screen.findByText('No tienes tokens de API.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar todas las sesiones' })).toBeInTheDocument();
    const panel = (await screen.findByRole('heading', { name: 'Cifrado de datos' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(await within(panel).findByText('Activada · 3 campos cifrados en reposo')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Probar cifrado' })).toBeInTheDocument();
  });
});
