import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { DEFAULT_PRIVACY_SETTINGS, defaultLanguageSettings, type DataExport } from '@familyhub/contracts';
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

function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

const exportAnswer: DataExport = {
  id: 5,
  exportType: 'family',
  format: 'json',
  status: 'pending',
  requestedById: 1,
  createdAt: '2026-11-22T07:00:00.000Z',
  exportedAt: null,
  expiresAt: '2026-11-23T07:00:00.000Z',
  downloads: {
    json: '/api/account/export/5/download?format=json',
    ics: '/api/account/export/5/download?format=ics',
  },
};

function renderPrivacy(routes: ApiRoutes = {}) {
  const fetchMock = mockApi({
    ...signedInRoutes(),
    'GET /api/users/me/privacy': { status: 200, body: DEFAULT_PRIVACY_SETTINGS },
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={['/settings?tab=privacy']}>
      <App queryClient={createQueryClient()} />
      <AddressProbe />
    </MemoryRouter>,
  );
  return fetchMock;
}

const asChild = (): ApiRoutes => {
  const child = member({ id: 2, role: 'child', name: 'Emma Rivera', username: 'emma', canExportData: false });
  return { 'GET /api/auth/me': { status: 200, body: sessionFor('annual', child) } };
};

describe('Settings › Privacy switches', () => {
  it('saves a flipped switch on the server at once and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    let refuse = false;
    renderPrivacy({
      'PUT /api/users/me/privacy': (body) => {
        sent = body;
        return refuse
          ? { status: 500, body: { error: 'internal_error', message: 'Something went wrong' } }
          : { status: 200, body };
      },
    });
    const analytics = await screen.findByRole('switch', { name: 'Analytics' });
    expect(analytics).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Family profile' })).toBeChecked();
    await user.click(analytics);
    expect(sent).toEqual({ ...DEFAULT_PRIVACY_SETTINGS, analyticsEnabled: true });
    expect(analytics).toBeChecked();

    refuse = true;
    await user.click(screen.getByRole('switch', { name: 'Activity status' }));
    expect(await screen.findByText('Failed to save privacy settings')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activity status' })).toBeChecked();
  });
});

describe('Settings › Privacy › Request Data Export', () => {
  it('asks the server for an export, starts the JSON download and offers the JSON and .ics links', async () => {
    const user = userEvent.setup();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const fetchMock = renderPrivacy({ 'POST /api/account/export': { status: 201, body: exportAnswer } });
    await user.click(await screen.findByRole('button', { name: 'Request Data Export' }));
    expect(await screen.findByText('Data Export Ready')).toBeInTheDocument();
    expect(clicked).toEqual(['/api/account/export/5/download?format=json']);
    expect(screen.getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      exportAnswer.downloads.json,
    );
    expect(screen.getByRole('link', { name: 'Download calendar (.ics)' })).toHaveAttribute(
      'href',
      exportAnswer.downloads.ics,
    );
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/account/export')).toHaveLength(1);
    click.mockRestore();
  });

  it("shows the server's reason when the export cannot be made", async () => {
    const user = userEvent.setup();
    renderPrivacy({
      'POST /api/account/export': {
        status: 403,
        body: {
          error: 'forbidden',
          message: 'Only the family admin, or a parent allowed to export data, can export the family’s data',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Request Data Export' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
  });

  it('offers no export button to a child', async () => {
    renderPrivacy(asChild());
    expect(
      await screen.findByText(/Only the family admin, or a parent the admin allows/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Data Export' })).not.toBeInTheDocument();
  });
});

describe('Settings › Privacy › Delete Account', () => {
  it('tells the admin the family goes too, waits for the password and DELETE, then signs out to the sign-in page', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderPrivacy({
      'DELETE /api/account': (body) => {
        sent = body;
        return (body as { password: string }).password === 'right password 1'
          ? { status: 200, body: { familyDeleted: true } }
          : { status: 400, body: { error: 'wrong_password', message: 'Your password is incorrect' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account and Family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account and your family?' });
    expect(within(dialog).getByText(/deletes the whole family/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account and Family' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong password');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is incorrect');

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right password 1');
    await user.click(confirm);
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(sent).toEqual({ password: 'right password 1', confirmation: 'DELETE', deleteFamily: true });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/sign-in'));
  });

  it('asks for a current two-factor code beside the password while two-factor is on', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderPrivacy({
      'GET /api/auth/2fa': { status: 200, body: { enabled: true, pending: false, backupCodesRemaining: 10 } },
      'DELETE /api/account': (body) => {
        sent = body;
        return (body as { code?: string }).code === '123456'
          ? { status: 200, body: { familyDeleted: true } }
          : { status: 400, body: { error: 'invalid_code', message: 'Invalid verification code' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account and Family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account and your family?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'right password 1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account and Family' });
    await user.click(confirm);
    expect(await within(dialog).findByText('Enter the 6-digit code or a backup code')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await user.click(confirm);
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(confirm);
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(sent).toEqual({
      password: 'right password 1',
      code: '123456',
      confirmation: 'DELETE',
      deleteFamily: true,
    });
  });

  it('tells a child their account alone is removed', async () => {
    const user = userEvent.setup();
    renderPrivacy(asChild());
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/stays with the family/)).toBeInTheDocument();
  });
});

describe('Settings › Privacy in Spanish (issue #35)', () => {
  it('shows the switches, the export and the delete dialog in Spanish', async () => {
    const user = userEvent.setup();
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderPrivacy();
    expect(await screen.findByRole('heading', { name: 'Privacidad' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Estadísticas' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pedir la exportación de datos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta y familia' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta y tu familia?' });
    expect(within(dialog).getByLabelText('Escribe DELETE para confirmar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
