import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { mockApi, renderApp, sessionFor, signedInRoutes, signedOutRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

function twoFactorAccount(options: { challengeExpired?: boolean } = {}) {
  let signedIn = false;
  const session = sessionFor('annual');
  const fetchMock = mockApi({
    ...signedInRoutes(),
    'GET /api/auth/me': () =>
      (signedIn ? { status: 200, body: session } : signedOutRoutes['GET /api/auth/me']) as never,
    'POST /api/auth/sign-in': () => ({
      status: 200,
      body: { twoFactorRequired: true, challenge: 'challenge-1' },
    }),
    'POST /api/auth/sign-in/2fa': (body) => {
      const { challenge, code } = body as { challenge: string; code: string };
      if (options.challengeExpired) {
        return {
          status: 401,
          body: { error: 'challenge_expired', message: 'Your sign-in has expired. Please sign in again.' },
        };
      }
      if (challenge !== 'challenge-1' || !['123456', 'abcde-fghjk'].includes(code)) {
        return { status: 401, body: { error: 'invalid_code', message: 'Invalid verification code' } };
      }
      signedIn = true;
      return { status: 200, body: session };
    },
  });
  return fetchMock;
}

async function passwordStep() {
  const user = userEvent.setup();
  renderApp('/tasks');
  await user.type(await screen.findByLabelText('Username'), 'alex');
  await user.type(screen.getByLabelText('Password'), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('sign-in with two-factor on', () => {
  it('asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    const fetchMock = twoFactorAccount();
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Two-factor verification' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code or a backup code')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tasks');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    const sent = fetchMock.mock.calls
      .filter(([url]) => url === '/api/auth/sign-in/2fa')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent.at(-1)).toEqual({ challenge: 'challenge-1', code: '123456' });
  });

  it('takes a backup code too', async () => {
    twoFactorAccount();
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Verification code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('goes back to the password step when the challenge has expired', async () => {
    twoFactorAccount({ challengeExpired: true });
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

describe('sign-in in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('asks for the username, password and code, and says what went wrong, in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    twoFactorAccount();
    const user = userEvent.setup();
    renderApp('/tasks');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en FamilyHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crea tu familia' })).toHaveAttribute('href', '/sign-up');
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByText(/^Aún no se puede restablecer la contraseña\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Usuario'), 'alex');
    await user.type(screen.getByLabelText('Contraseña'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificación'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Código de verificación incorrecto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
  });

  it('says in Spanish when the username or password is wrong, and shows sign-up in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi({
      ...signedOutRoutes,
      'POST /api/auth/sign-in': { status: 401, body: { error: 'invalid_credentials', message: 'Nope' } },
    });
    const user = userEvent.setup();
    const { unmount } = renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Usuario'), 'alex');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    unmount();

    renderApp('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Crea tu familia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la familia')).toHaveAttribute('placeholder', 'Familia Rivera');
    expect(screen.getByRole('button', { name: 'Crear familia' })).toBeInTheDocument();
  });
});
