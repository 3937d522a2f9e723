import { act, screen, within } from '@testing-library/react';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { mockApi, renderApp, signedOutRoutes } from '../../testing/render-app';

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('the landing page in Spanish (issue #35)', () => {
  it('presents FamilyHub, its areas and its prices in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi(signedOutRoutes);
    renderApp('/landing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Todo tu hogar, organizado en familia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('heading', { name: 'Coordinación familiar' })).toBeInTheDocument();
    const pricing = screen
      .getByRole('heading', { name: 'Precios sencillos' })
      .closest('section') as HTMLElement;
    expect(within(pricing).getByRole('heading', { name: 'Anual' })).toBeInTheDocument();
    expect(within(pricing).getByText('Ahorra un 50 %')).toBeInTheDocument();
    // The prices are in US dollars in every language, written the Spanish way.
    expect(within(pricing).getByText('0 US$')).toBeInTheDocument();
    expect(within(pricing).getByText('24,99 US$')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Áreas premium' })).toBeInTheDocument();
    expect(screen.getByText('Tareas escolares')).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Pie de página' });
    expect(within(footer).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/sign-in');
  });
});
