import { act, screen, within } from '@testing-library/react';
import { defaultLanguageSettings, type SubscriptionDetails } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { mockApi, renderApp, signedInRoutes, signedOutRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

beforeEach(() => {
  window.localStorage.clear();
  act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
});
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const trialDetails: SubscriptionDetails = {
  plan: 'annual',
  isPremium: true,
  trialEnd: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  planEndsAt: null,
  subscription: null,
  canManageBilling: true,
};

describe('the plans pages in Spanish (issue #35)', () => {
  it('compares the plans in Spanish', async () => {
    mockApi(signedOutRoutes);
    renderApp('/premium-features');
    expect(await screen.findByRole('heading', { name: 'Funciones premium' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Funciones premium por plan' });
    expect(within(table).getByRole('columnheader', { name: /^Premium anual/ })).toHaveTextContent(
      '24,99 US$ al año',
    );
    expect(within(table).getByRole('rowheader', { name: 'Plan de comidas' })).toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: 'No incluido' }).length).toBeGreaterThan(0);
    expect(within(table).getByRole('button', { name: 'Elegir anual' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/sign-in');
  });

  it('previews the dialog on each plan and links on, in Spanish', async () => {
    mockApi(signedOutRoutes);
    renderApp('/subscription-demo');
    expect(
      await screen.findByRole('heading', { name: 'Demostración de la suscripción' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver como Premium mensual' })).toBeInTheDocument();
    const ready = screen.getByText(/^¿Ya sabes cuál elegir\?/);
    expect(ready).toHaveTextContent('¿Ya sabes cuál elegir? Compara los planes o gestiona tu suscripción.');
    expect(within(ready).getByRole('link', { name: 'gestiona tu suscripción' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('takes the card at checkout in Spanish', async () => {
    window.localStorage.setItem('selectedPlan', 'monthly');
    mockApi({
      ...signedInRoutes('annual'),
      'GET /api/subscription': { status: 200, body: trialDetails },
    });
    renderApp('/checkout');
    expect(await screen.findByText('Pago')).toBeInTheDocument();
    expect(screen.getByText('Premium mensual: 4,99 US$ ahora, por un mes.')).toBeInTheDocument();
    expect(screen.getByText('Entorno de pruebas: sin dinero real.')).toBeInTheDocument();
    const card = screen.getByRole('form', { name: 'Datos de la tarjeta' });
    expect(within(card).getByLabelText('Nombre en la tarjeta')).toBeInTheDocument();
    expect(within(card).getByLabelText('Caducidad (MM/AA)')).toHaveAttribute('placeholder', 'MM/AA');
    expect(within(card).getByRole('button', { name: 'Pagar 4,99\u00a0US$' })).toBeInTheDocument();
  });
});
