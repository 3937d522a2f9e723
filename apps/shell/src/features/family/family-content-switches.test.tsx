import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@familyhub/api-client';
import { App } from '../../app';
import { member, mockApi, sessionFor, signedInRoutes, type ApiRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

const settings = { id: 1, name: 'The Riveras', contentFiltering: true, contentSharing: false };

function renderFamilyTab(routes: ApiRoutes = {}) {
  mockApi({ ...signedInRoutes(), 'GET /api/settings/family': { status: 200, body: settings }, ...routes });
  render(
    <MemoryRouter initialEntries={['/settings?tab=family']}>
      <App queryClient={createQueryClient()} />
    </MemoryRouter>,
  );
}

describe('Settings › Family › content switches', () => {
  it('lets the admin switch content sharing on, saved on the family', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderFamilyTab({
      'PATCH /api/settings/family': (body) => {
        sent = body;
        return { status: 200, body: { ...settings, ...(body as object) } };
      },
    });
    expect(await screen.findByRole('switch', { name: 'Content filtering' })).toBeChecked();
    const sharing = screen.getByRole('switch', { name: 'Content sharing' });
    expect(sharing).not.toBeChecked();
    await user.click(sharing);
    expect(await screen.findByText('The family’s content settings have been saved.')).toBeInTheDocument();
    expect(sent).toEqual({ contentSharing: true });
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
