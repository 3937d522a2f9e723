import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, sessionFor, signedInRoutes, signedOutRoutes } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

beforeEach(() => window.localStorage.clear());

const ended = { status: 401, body: { error: 'unauthenticated', message: 'Please sign in to continue' } };

describe('a session that ends in the middle (issue #9 item 7)', () => {
  it('leaves the session alone for a 401 that is not about the session (a wrong code in a form)', async () => {
    mockApi({
      ...signedInRoutes(),
      'GET /api/users': {
        status: 401,
        body: { error: 'invalid_code', message: 'Invalid verification code' },
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument();
  });

  it('signs the shell out on a 401 and brings the person back after signing in again', async () => {
    const user = userEvent.setup();
    let revoked = false;
    const session = sessionFor('annual');
    mockApi({
      ...signedInRoutes(),
      'GET /api/auth/me': () =>
        (revoked ? signedOutRoutes['GET /api/auth/me'] : { status: 200, body: session }) as never,
      // This device's session was revoked: the next family call answers 401.
      'GET /api/users': () => {
        revoked = true;
        return ended;
      },
      'POST /api/auth/sign-in': () => {
        revoked = false;
        return { status: 200, body: session };
      },
    });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in to FamilyHub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'alex');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
  });
});
