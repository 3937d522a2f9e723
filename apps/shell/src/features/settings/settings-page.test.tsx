import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { App } from '../../app';
import { mockApi, signedInRoutes, type ApiRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

const sessionsRoute: ApiRoutes = {
  'GET /api/auth/sessions': {
    status: 200,
    body: [
      {
        id: 7,
        createdAt: '2026-01-02T10:00:00.000Z',
        lastSeenAt: '2026-01-02T11:00:00.000Z',
        userAgent: 'Chrome on Linux',
        ip: '127.0.0.1',
        current: true,
      },
    ],
  },
};

function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderSettings(path: string, routes: ApiRoutes = {}) {
  const fetchMock = mockApi({ ...signedInRoutes(), ...sessionsRoute, ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={createQueryClient()} />
      <AddressProbe />
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('Settings tabs chosen by ?tab=', () => {
  it('opens Profile when no tab is named', async () => {
    renderSettings('/settings');
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Alex Rivera');
    expect(screen.getByLabelText('Role')).toHaveValue('Admin');
  });

  it('falls back to Profile for a tab that does not exist', async () => {
    renderSettings('/settings?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });

  it.each([
    ['security', 'Security', 'Change password'],
    ['family', 'Family', 'Family members'],
    ['privacy', 'Privacy', 'Request Data Export'],
    [
      'notifications',
      'Notifications',
      'How and when FamilyHub lets you know about your family’s tasks, events, messages and chores.',
    ],
    ['subscription', 'Subscription', 'Open Manage Subscription'],
  ])('opens the %s tab from the address', async (tab, label, heading) => {
    renderSettings(`/settings?tab=${tab}`);
    expect(await screen.findByRole('tab', { name: label, selected: true })).toBeInTheDocument();
    expect(screen.getByText(heading)).toBeInTheDocument();
  });

  it('writes the chosen tab into the address', async () => {
    const user = userEvent.setup();
    renderSettings('/settings');
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/settings?tab=security');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/settings$/);
  });
});

describe('Security › password form', () => {
  it('shows each validation message and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSettings('/settings?tab=security');
    const submit = await screen.findByRole('button', { name: 'Update Password' });

    await user.click(submit);
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long enough password');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'something different');
    await user.click(submit);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/update-password')).toBe(false);
  });

  it('sends the three fields and shows Password Updated, then clears the form', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSettings('/settings?tab=security', {
      'POST /api/user/update-password': (body) => {
        sent = body;
        return { status: 200, body: { revokedSessions: 2 } };
      },
    });
    await user.type(await screen.findByLabelText('Current password'), 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(sent).toEqual({
      currentPassword: 'old password 1',
      newPassword: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the spec failure text when the server refuses the current password', async () => {
    const user = userEvent.setup();
    renderSettings('/settings?tab=security', {
      'POST /api/user/update-password': {
        status: 400,
        body: { error: 'wrong_current_password', message: 'Current password is incorrect' },
      },
    });
    await user.type(await screen.findByLabelText('Current password'), 'wrong password');
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Failed to update password. Please check your current password and try again.'),
    ).toBeInTheDocument();
  });

  it('lists the active sessions with the current one marked', async () => {
    renderSettings('/settings?tab=security');
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    expect(within(list).getByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out of All Sessions' })).toBeInTheDocument();
  });
});

describe('Profile tab', () => {
  beforeEach(() => window.localStorage.clear());

  it('validates and saves name and email on the server, then shows Profile Updated', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSettings('/settings', {
      'PATCH /api/users/me': (body) => {
        sent = body;
        return {
          status: 200,
          body: { id: 1, role: 'admin', username: 'alex', color: '#4F46E5', ...(body as object) },
        };
      },
    });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Alexandra');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'alexandra@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Alexandra', email: 'alexandra@example.test' });
  });

  it('keeps a chosen photo in local storage under user-profile-image, refuses non-images and big files, and removes it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSettings('/settings');
    const input = await screen.findByLabelText('Profile photo');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select an image file (jpg, png, etc.)')).toBeInTheDocument();
    expect(window.localStorage.getItem('user-profile-image')).toBeNull();

    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('Profile image must be less than 2MB')).toBeInTheDocument();
    expect(window.localStorage.getItem('user-profile-image')).toBeNull();

    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Image Uploaded')).toBeInTheDocument();
    expect(window.localStorage.getItem('user-profile-image')).toMatch(/^data:image\/png;base64,/);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(window.localStorage.getItem('user-profile-image')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });
});

describe('Family tab', () => {
  it('shows role descriptions and saves a member’s permission flags through Manage', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSettings('/settings?tab=family', {
      'PATCH /api/users/2': (body) => {
        sent = body;
        return { status: 200, body: { id: 2, name: 'Emma Rivera', ...(body as object) } };
      },
    });
    expect(
      await screen.findByText('Full access: billing, user, data and content management'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Manage Emma Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Emma Rivera' });
    await user.click(within(dialog).getByLabelText('Export data'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Member updated')).toBeInTheDocument();
    // The fixture member has every flag on: unticking Export data sends it off and leaves the others.
    expect(sent).toMatchObject({
      role: 'child',
      color: '#4F46E5',
      canExportData: false,
      canViewFinances: true,
    });
  });
});
