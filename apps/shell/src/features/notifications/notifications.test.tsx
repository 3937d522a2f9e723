import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { defaultNotificationPreferences } from '@familyhub/contracts';
import { App } from '../../app';
import { mockApi, signedInRoutes, type ApiRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

const PREFERENCES = '/api/users/1/notification-preferences';

function renderAt(path: string, routes: ApiRoutes = {}) {
  const fetchMock = mockApi({
    ...signedInRoutes(),
    [`GET ${PREFERENCES}`]: { status: 200, body: defaultNotificationPreferences(1) },
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={createQueryClient()} />
    </MemoryRouter>,
  );
  return fetchMock;
}

const posted = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url, init]) => url === PREFERENCES && init?.method === 'POST');

describe('Settings › Notifications', () => {
  it('shows the saved preferences (the spec defaults) and says notifications are in-app for now', async () => {
    renderAt('/settings?tab=notifications');
    expect(await screen.findByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Telegram' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Voice calls' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Digest' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Urgent alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
    expect(screen.getByLabelText('Start time')).toHaveValue('22:00');
    expect(screen.getByLabelText('End time')).toHaveValue('07:00');
    expect(screen.getByText(/FamilyHub shows notifications inside the app only/)).toBeInTheDocument();
  });

  it('asks for a phone number before saving SMS, then saves every preference with the userId and says Preferences Saved', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const fetchMock = renderAt('/settings?tab=notifications', {
      [`POST ${PREFERENCES}`]: (body) => {
        sent = body;
        return { status: 200, body };
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'SMS' }));
    await user.click(screen.getByRole('switch', { name: 'Chores' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a phone number for SMS or voice notifications'),
    ).toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText('Phone number'), '+1 555 010 0100');
    await user.clear(screen.getByLabelText('Start time'));
    await user.type(screen.getByLabelText('Start time'), '21:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(sent).toEqual({
      ...defaultNotificationPreferences(1),
      smsEnabled: true,
      choreNotifications: false,
      phoneNumber: '+1 555 010 0100',
      quietHoursStart: '21:30',
    });
  });

  it('shows the spec failure toast when the server does not save', async () => {
    const user = userEvent.setup();
    renderAt('/settings?tab=notifications', {
      [`POST ${PREFERENCES}`]: { status: 500, body: { error: 'internal_error', message: 'boom' } },
    });
    await user.click(await screen.findByRole('switch', { name: 'Telegram' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to save notification preferences. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('/notifications', () => {
  it('has the three tabs, links Messaging Options to /messages and saves Urgent Alerts', async () => {
    const user = userEvent.setup();
    let sent: { urgentAlertEnabled?: boolean } = {};
    renderAt('/notifications', {
      [`POST ${PREFERENCES}`]: (body) => {
        sent = body as typeof sent;
        return { status: 200, body };
      },
    });
    expect(
      await screen.findByRole('tab', { name: 'Notification Channels', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Email' })).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Messaging Options' }));
    expect(screen.getByRole('link', { name: 'Open Family Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('switch', { name: 'Messages' })).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Urgent Alerts' }));
    const panel = screen.getByRole('tabpanel', { name: 'Urgent Alerts' });
    await user.click(within(panel).getByRole('switch', { name: 'Urgent alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(sent.urgentAlertEnabled).toBe(false);
  });
});
