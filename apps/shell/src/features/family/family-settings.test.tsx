import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { defaultLanguageSettings, type FamilySettings } from '@familyhub/contracts';
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

const settings: FamilySettings = {
  id: 1,
  name: 'The Riveras',
  contentFiltering: true,
  contentSharing: false,
  currency: 'USD',
};

function renderFamilyTab(routes: ApiRoutes = {}) {
  mockApi({ ...signedInRoutes(), 'GET /api/settings/family': { status: 200, body: settings }, ...routes });
  render(
    <MemoryRouter initialEntries={['/settings?tab=family']}>
      <App queryClient={createQueryClient()} />
    </MemoryRouter>,
  );
}

/** The Family tab with a server that saves each PATCH; `.body` is the last one sent. */
function renderSavingFamilyTab() {
  const sent: { body?: unknown } = {};
  renderFamilyTab({
    'PATCH /api/settings/family': (body) => {
      sent.body = body;
      return { status: 200, body: { ...settings, ...(body as object) } };
    },
  });
  return sent;
}

describe('Settings › Family › content switches', () => {
  it('lets the admin switch content sharing on, saved on the family', async () => {
    const user = userEvent.setup();
    const sent = renderSavingFamilyTab();
    expect(await screen.findByRole('switch', { name: 'Content filtering' })).toBeChecked();
    const sharing = screen.getByRole('switch', { name: 'Content sharing' });
    expect(sharing).not.toBeChecked();
    await user.click(sharing);
    expect(await screen.findByText('The family’s content settings have been saved.')).toBeInTheDocument();
    expect(sent.body).toEqual({ contentSharing: true });
    expect(screen.getByRole('switch', { name: 'Content sharing' })).toBeChecked();
  });

  it('shows the switches read-only to a child', async () => {
    const child = member({ id: 2, role: 'child', name: 'Emma Rivera', username: 'emma' });
    renderFamilyTab({ 'GET /api/auth/me': { status: 200, body: sessionFor('annual', child) } });
    expect(await screen.findByRole('switch', { name: 'Content filtering' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Content sharing' })).toBeDisabled();
    expect(screen.getByText('Only the family admin can change these.')).toBeInTheDocument();
  });
});

describe('Settings › Family › currency', () => {
  it('lets the admin choose the euro, saved on the family', async () => {
    const user = userEvent.setup();
    const sent = renderSavingFamilyTab();
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('USD');
    expect(screen.getByRole('button', { name: 'Save currency' })).toBeDisabled();
    await user.selectOptions(currency, 'EUR — Euro (€)');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    expect(await screen.findByText('Amounts are now shown in Euro.')).toBeInTheDocument();
    expect(sent.body).toEqual({ currency: 'EUR' });
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  it('shows the currency read-only to a parent', async () => {
    const parent = member({ id: 2, role: 'parent', name: 'Sam Rivera', username: 'sam' });
    renderFamilyTab({ 'GET /api/auth/me': { status: 200, body: sessionFor('annual', parent) } });
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toBeDisabled();
    expect(screen.getByText('Only the family admin can change the currency.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save currency' })).not.toBeInTheDocument();
  });
});

describe('Settings › Family › support contact', () => {
  it('lets the admin set a name and a phone number, checking the number first', async () => {
    const user = userEvent.setup();
    const sent: { body?: unknown } = {};
    renderFamilyTab({
      'GET /api/settings/support-contact': { status: 200, body: { supportContact: null } },
      'PUT /api/settings/support-contact': (body) => {
        sent.body = body;
        return { status: 200, body };
      },
    });
    await user.type(await screen.findByLabelText('Support contact name'), 'Aunt Jo');
    await user.type(screen.getByLabelText('Support contact phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save support contact' }));
    expect(await screen.findByText('Enter a phone number, e.g. +1 555 0100')).toBeInTheDocument();
    expect(sent.body).toBeUndefined();
    await user.clear(screen.getByLabelText('Support contact phone number'));
    await user.type(screen.getByLabelText('Support contact phone number'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save support contact' }));
    expect(await screen.findByText('Aunt Jo is the support contact.')).toBeInTheDocument();
    expect(sent.body).toEqual({ supportContact: { name: 'Aunt Jo', phone: '+1 555 0100' } });
  });

  it('shows a child who it is, read-only', async () => {
    const child = member({ id: 2, role: 'child', name: 'Emma Rivera', username: 'emma' });
    renderFamilyTab({
      'GET /api/auth/me': { status: 200, body: sessionFor('annual', child) },
      'GET /api/settings/support-contact': {
        status: 200,
        body: { supportContact: { name: 'Aunt Jo', phone: '+1 555 0100' } },
      },
    });
    expect(await screen.findByText('Aunt Jo, +1 555 0100')).toBeInTheDocument();
    expect(screen.queryByLabelText('Support contact name')).not.toBeInTheDocument();
  });
});

describe('Settings › Family in Spanish (issue #35)', () => {
  it('shows the tab, its members and the Manage dialog in Spanish', async () => {
    const user = userEvent.setup();
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderFamilyTab({
      'GET /api/settings/support-contact': { status: 200, body: { supportContact: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Miembros de la familia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contacto de apoyo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir miembro de la familia' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Filtro de contenido' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveValue('USD');
    expect(await screen.findByRole('button', { name: 'Guardar contacto de apoyo' })).toBeInTheDocument();
    expect(screen.getByText('Acceso completo: facturación, miembros, datos y contenido')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Gestionar a Emma Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gestionar a Emma Rivera' });
    expect(within(dialog).getByLabelText('Exportar datos')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Quitar' })).toBeInTheDocument();
  });
});
