import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { mockApi, renderApp, signedInRoutes } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

beforeEach(() => window.localStorage.clear());

describe('the mobile navigation', () => {
  it('keeps four everyday items on the bar and reaches every other screen through More', async () => {
    mockApi(signedInRoutes('annual'));
    renderApp('/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Calendar', 'Shopping', 'Tasks']);

    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const more = screen.getByRole('dialog', { name: 'More' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    // Only what the bar does not show.
    expect(hrefs).not.toContain('/dashboard');
    for (const path of [
      '/meal-planning',
      '/settings',
      '/messages',
      '/chores',
      '/subscription',
      '/notifications',
    ]) {
      expect(hrefs).toContain(path);
    }

    await user.click(within(more).getByRole('link', { name: 'Notifications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
    expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument();
  });

  it('links to the notification settings from the sidebar too', async () => {
    mockApi(signedInRoutes('free'));
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});

describe('the application shell in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('names the links, the header and the member’s card in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi(signedInRoutes('annual'));
    renderApp('/dashboard');

    const bar = await screen.findByRole('navigation', { name: 'Móvil' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Panel', 'Calendario', 'Compras', 'Tareas']);
    const sidebar = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(sidebar).getByRole('link', { name: /Tareas del hogar/ })).toHaveAttribute(
      'href',
      '/chores',
    );
    expect(within(sidebar).getByRole('link', { name: 'Gestionar Premium' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Panel'));
    expect(screen.getAllByRole('button', { name: /Cerrar sesión/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Miembros de la familia' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'Más' }));
    const more = screen.getByRole('dialog', { name: 'Más' });
    expect(within(more).getByText('Todas las áreas premium de tu familia.')).toBeInTheDocument();
  });
});
