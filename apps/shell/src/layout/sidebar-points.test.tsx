import { screen, within } from '@testing-library/react';
import type { DomainRegistration } from '@familyhub/contracts';
import { domains, mockApi, renderApp, sessionFor, signedInRoutes } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

const home = (status: DomainRegistration['status']): DomainRegistration => ({
  id: 'home',
  name: 'Home',
  remoteEntry: '/remotes/home/mf-manifest.json',
  enabled: status === 'enabled',
  status,
  availableOn: ['monthly', 'annual'],
  routes: ['/chores', '/rewards'],
});

describe('the sidebar user card', () => {
  it("shows the member's points from the home ledger while home is on", async () => {
    const me = sessionFor('annual').user;
    mockApi({
      ...signedInRoutes('annual'),
      'GET /api/platform/domains': { status: 200, body: [...domains, home('enabled')] },
      'GET /api/points': { status: 200, body: { members: [{ memberId: me.id, balance: 42, held: 0 }] } },
    });
    renderApp('/settings');
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(sidebar).toBeInTheDocument();
    expect(await screen.findByLabelText('Points balance')).toHaveTextContent('42 points');
  });

  it('asks nothing and shows no points when home is not on for the family', async () => {
    const fetchMock = mockApi({
      ...signedInRoutes('free'),
      'GET /api/platform/domains': { status: 200, body: [...domains, home('plan_locked')] },
    });
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The registry has answered (the Chores link is drawn) before we look for what it did not ask.
    expect(await within(nav).findByRole('link', { name: /Chores/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Points balance')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/points');
  });
});

describe('the sidebar Messages link', () => {
  const group = (id: number, unread: number) => ({
    id,
    name: `Group ${id}`,
    description: null,
    direct: false,
    isActive: true,
    createdById: 1,
    memberIds: [1],
    lastMessage: null,
    unread,
    createdAt: '2026-11-22T08:00:00.000Z',
  });

  it("counts the unread messages of the member's conversations (issue #32)", async () => {
    mockApi({
      ...signedInRoutes('annual'),
      'GET /api/conversations': {
        status: 200,
        body: { items: [group(1, 2), group(2, 0), group(3, 1)], familyThreadUnread: 0 },
      },
    });
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Messages 3 unread/ })).toBeInTheDocument();
  });

  it("adds the family thread's unread messages to the groups'", async () => {
    mockApi({
      ...signedInRoutes('annual'),
      'GET /api/conversations': { status: 200, body: { items: [group(1, 2)], familyThreadUnread: 4 } },
    });
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Messages 6 unread/ })).toBeInTheDocument();
  });

  it('counts the family thread alone for a member in no group', async () => {
    mockApi({
      ...signedInRoutes('annual'),
      'GET /api/conversations': { status: 200, body: { items: [], familyThreadUnread: 1 } },
    });
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Messages 1 unread/ })).toBeInTheDocument();
  });

  it('asks nothing for a family without messaging', async () => {
    const fetchMock = mockApi(signedInRoutes('free'));
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /Messages/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/conversations');
  });
});
