import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { mockApi, renderApp, sessionFor, signedInRoutes, signedOutRoutes } from '../testing/render-app';
import { safeRedirect } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

describe('route gate (spec 000 §2)', () => {
  it('sends a signed-out visitor from a protected path to sign-in', async () => {
    mockApi(signedOutRoutes);
    renderApp('/calendar');
    expect(await screen.findByRole('heading', { name: 'Sign in to FamilyHub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows public pages to a signed-out visitor without the application shell', async () => {
    mockApi(signedOutRoutes);
    renderApp('/premium-features');
    expect(await screen.findByRole('heading', { name: 'Premium features' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/premium-features');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the landing page at / to a visitor and sends a member to the dashboard', async () => {
    mockApi(signedOutRoutes);
    const visitor = renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Get Started' }))[0]).toHaveAttribute(
      'href',
      '/sign-up',
    );
    visitor.unmount();

    mockApi(signedInRoutes());
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('validates the sign-in form, reports a wrong password, and returns to the wanted page after signing in', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const session = sessionFor('annual');
    mockApi({
      ...signedInRoutes(),
      'GET /api/auth/me': () =>
        (signedIn ? { status: 200, body: session } : signedOutRoutes['GET /api/auth/me']) as never,
      'POST /api/auth/sign-in': (body) => {
        const { password } = body as { password: string };
        if (password !== 'right-password')
          return { status: 401, body: { error: 'unauthenticated', message: 'Invalid username or password' } };
        signedIn = true;
        return { status: 200, body: session };
      },
    });
    renderApp('/tasks');
    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    await user.click(signIn);
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'alex');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(signIn);
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tasks');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('answers an unknown path inside the shell with the not-found screen', async () => {
    mockApi(signedInRoutes());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('says plainly when a domain is switched off', async () => {
    mockApi(signedInRoutes());
    renderApp('/wellness');
    expect(await screen.findByText('Wellness is not available')).toBeInTheDocument();
  });
});

describe('the route gate in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('says in Spanish that a domain is switched off, naming it in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi(signedInRoutes());
    renderApp('/wellness');
    expect(await screen.findByText('Bienestar no está disponible')).toBeInTheDocument();
    expect(
      screen.getByText(
        'FamilyHub ha desactivado Bienestar para todos por ahora. Todo lo demás sigue funcionando; vuelve a mirar más tarde.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Bienestar'));
  });

  it('says in Spanish when the sign-in cannot be checked', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi({
      ...signedInRoutes(),
      'GET /api/auth/me': { status: 503, body: { error: 'unavailable', message: 'Try later' } },
    });
    renderApp('/tasks');
    expect(
      await screen.findByText('FamilyHub no está disponible', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^No pudimos comprobar tu sesión\./)).toBeInTheDocument();
  });
});

describe('returning after sign-in (issue #9 item 4)', () => {
  for (const wanted of ['/checkout', '/subscription']) {
    it(`returns a visitor who signs in to ${wanted}`, async () => {
      const user = userEvent.setup();
      let signedIn = false;
      const session = sessionFor('free');
      mockApi({
        ...signedInRoutes('free'),
        'GET /api/auth/me': () =>
          (signedIn ? { status: 200, body: session } : signedOutRoutes['GET /api/auth/me']) as never,
        'POST /api/auth/sign-in': () => {
          signedIn = true;
          return { status: 200, body: session };
        },
      });
      renderApp(wanted);
      await user.type(await screen.findByLabelText('Username'), 'alex');
      await user.type(screen.getByLabelText('Password'), 'right-password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(wanted));
    });
  }

  it('never returns to the visitor pages themselves', () => {
    expect(safeRedirect('/sign-in')).toBe('/dashboard');
    expect(safeRedirect('/sign-up?x=1')).toBe('/dashboard');
    expect(safeRedirect('/')).toBe('/dashboard');
    expect(safeRedirect('//evil.example/checkout')).toBe('/dashboard');
    expect(safeRedirect('/checkout?plan=annual')).toBe('/checkout?plan=annual');
  });
});
