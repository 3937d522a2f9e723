import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, sessionFor, signedInRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

const operator = { ...sessionFor('free'), platformOperator: true };

describe('/admin/outbox', () => {
  it('lists the kept emails and opens one with its headers and both parts', async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedInRoutes('free'),
      'GET /api/auth/me': { status: 200, body: operator },
      'GET /api/platform/admin/outbox?limit=25': {
        status: 200,
        body: {
          items: [
            {
              id: 7,
              to: 'alex@example.com',
              subject: 'FamilyHub: Test notification',
              createdAt: '2026-11-28T08:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
      'GET /api/platform/admin/outbox/7': {
        status: 200,
        body: {
          id: 7,
          to: 'alex@example.com',
          from: 'FamilyHub <familyhub@localhost>',
          subject: 'FamilyHub: Test notification',
          createdAt: '2026-11-28T08:00:00.000Z',
          text: 'Hi Alex,\n\nTest notification',
          html: '<p>Test notification</p>',
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
      },
    });
    renderApp('/admin/outbox');
    const list = await screen.findByRole('list', { name: 'Kept emails' });
    await user.click(within(list).getByRole('button', { name: /FamilyHub: Test notification/ }));
    const email = await screen.findByRole('article', { name: 'Email: FamilyHub: Test notification' });
    expect(within(email).getByText('List-Unsubscribe=One-Click')).toBeInTheDocument();
    expect(within(email).getByTitle('The email as HTML')).toHaveAttribute('sandbox', '');
    await user.click(within(email).getByRole('button', { name: 'Plain text' }));
    expect(within(email).getByText(/Hi Alex,/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('aria-current', 'page');
  });

  it('says plainly when nothing was kept, and refuses a member who is not an operator', async () => {
    mockApi({
      ...signedInRoutes('free'),
      'GET /api/auth/me': { status: 200, body: operator },
      'GET /api/platform/admin/outbox?limit=25': { status: 200, body: { items: [], nextCursor: null } },
    });
    const first = renderApp('/admin/outbox');
    expect(await screen.findByText('No emails kept yet')).toBeInTheDocument();
    first.unmount();

    mockApi(signedInRoutes('free'));
    renderApp('/admin/outbox');
    expect(await screen.findByText('403 — Platform operators only')).toBeInTheDocument();
  });
});
