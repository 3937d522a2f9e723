import { act, screen, waitFor } from '@testing-library/react';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { mockApi, renderApp, signedInRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('the 404 screen in Spanish (issue #35)', () => {
  it('says the page was not found, and the header says so too', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi(signedInRoutes());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('¿Olvidaste añadir la página al router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Página no encontrada'));
  });
});
