import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import {
  defaultLanguageSettings,
  defaultNotificationPreferences,
  notificationCategoryLabels,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { App } from '../../app';
import { PUSH_BLOCKED, PUSH_DISMISSED, PUSH_UNSUPPORTED } from './api/use-push-subscription';
import { TELEGRAM_NOT_SET_UP } from './components/channel-cards';
import { mockApi, signedInRoutes, type ApiRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const PREFERENCES = '/api/users/1/notification-preferences';
const CHANNELS = {
  email: { transport: 'outbox', address: 'alex@example.com' },
  push: { configured: false, publicKey: null },
  telegram: { configured: false, botUsername: null },
  sms: { configured: false },
  voice: { configured: false },
};

function renderAt(path: string, routes: ApiRoutes = {}) {
  const fetchMock = mockApi({
    ...signedInRoutes(),
    [`GET ${PREFERENCES}`]: { status: 200, body: defaultNotificationPreferences(1) },
    'GET /api/notifications/channels': { status: 200, body: CHANNELS },
    'GET /api/notifications?limit=25': { status: 200, body: { items: [], nextCursor: null } },
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
  it('shows the saved preferences (the spec defaults) and says plainly what this FamilyHub can send', async () => {
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
    expect(
      await screen.findByText(/No mail server is set up: emails are kept in the operator’s outbox/),
    ).toBeInTheDocument();
    expect(screen.getByText(/SMS and voice calls need a provider/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tasks by Email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Shopping list by Push' })).not.toBeChecked();
  });

  it('saves which channels each kind of notification goes to, and the time zone', async () => {
    const user = userEvent.setup();
    let sent: { categoryChannels?: Record<string, string[]>; timeZone?: string } = {};
    renderAt('/settings?tab=notifications', {
      [`POST ${PREFERENCES}`]: (body) => {
        sent = body as typeof sent;
        return { status: 200, body };
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Chores by Telegram' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shopping list by Email' }));
    await user.selectOptions(screen.getByLabelText('Your time zone'), 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(sent.categoryChannels?.chores).toEqual(['email', 'push']);
    expect(sent.categoryChannels?.shopping).toEqual(['email']);
    expect(sent.timeZone).toBe('Europe/Berlin');
  });

  it("lets a parent choose a child's channels, saved to the child's preferences", async () => {
    const user = userEvent.setup();
    let sent: { categoryChannels?: Record<string, string[]> } = {};
    renderAt('/settings?tab=notifications', {
      'GET /api/users/2/notification-preferences': { status: 200, body: defaultNotificationPreferences(2) },
      'POST /api/users/2/notification-preferences': (body) => {
        sent = body as typeof sent;
        return { status: 200, body };
      },
    });
    await user.selectOptions(
      await screen.findByLabelText('Notification settings for'),
      'Emma Rivera (child)',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Chores by Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(sent.categoryChannels?.chores).toEqual(['push', 'telegram']);
  });

  it('sends a test email and says where it went', async () => {
    const user = userEvent.setup();
    let asked: unknown;
    renderAt('/settings?tab=notifications', {
      'POST /api/notifications/test': (body) => {
        asked = body;
        return {
          status: 200,
          body: {
            status: 'sent',
            message: 'Sent. No mail server is set up, so it is in the operator’s outbox.',
            log: null,
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a test email' }));
    expect(await screen.findByText('Test sent')).toBeInTheDocument();
    expect(
      screen.getByText('Sent. No mail server is set up, so it is in the operator’s outbox.'),
    ).toBeInTheDocument();
    expect(asked).toEqual({ channel: 'email' });
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
  it('lists what was sent, and says so when nothing was', async () => {
    renderAt('/notifications', {
      'GET /api/notifications?limit=25': {
        status: 200,
        body: {
          items: [
            {
              id: 2,
              type: 'health',
              channel: 'email',
              status: 'sent',
              content: 'Missed dose: Amoxicillin',
              error: null,
              attempt: 1,
              targetType: 'medication',
              targetId: 4,
              createdAt: '2026-11-28T08:00:00.000Z',
              sentAt: '2026-11-28T08:00:01.000Z',
              deliveredAt: null,
              readAt: null,
            },
            {
              id: 1,
              type: 'test',
              channel: 'push',
              status: 'skipped',
              content: 'Test notification',
              error: 'No device receives push',
              attempt: 1,
              targetType: null,
              targetId: null,
              createdAt: '2026-11-27T08:00:00.000Z',
              sentAt: null,
              deliveredAt: null,
              readAt: null,
            },
          ],
          nextCursor: null,
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Notification history' });
    expect(within(list).getByText('Missed dose: Amoxicillin')).toBeInTheDocument();
    expect(within(list).getByText('Sent')).toBeInTheDocument();
    expect(within(list).getByText('Not sent')).toBeInTheDocument();
    expect(within(list).getByText('No device receives push')).toBeInTheDocument();
  });

  it('shows an empty history plainly', async () => {
    renderAt('/notifications');
    expect(await screen.findByText('Nothing sent yet')).toBeInTheDocument();
  });

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

describe('Notifications in Spanish (issue #35)', () => {
  it('shows the Settings tab’s sections, switches and table in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderAt('/settings?tab=notifications');
    expect(await screen.findByRole('heading', { name: 'Avisos', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Qué se envía por dónde' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Correo' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Horas de silencio' })).toBeChecked();
    expect(screen.getByLabelText('Hora de inicio')).toHaveValue('22:00');
    expect(screen.getByRole('checkbox', { name: 'Tareas por Correo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lista de la compra por Push' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enviar un correo de prueba' })).toBeInTheDocument();
    expect(screen.getByText(/No hay servidor de correo configurado/)).toBeInTheDocument();
  });

  it('shows /notifications’ tabs and empty history in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderAt('/notifications');
    expect(await screen.findByRole('heading', { name: 'Ajustes de avisos' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no se ha enviado nada')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Canales de aviso', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alertas urgentes' })).toBeInTheDocument();
  });

  // The catalogue's text as written (Jest imports catalogues compiled, as the build does).
  const en = JSON.parse(readFileSync(path.join(__dirname, 'messages', 'en.json'), 'utf8')) as Record<
    string,
    string
  >;

  it('says the push and Telegram set-up sentences in English exactly as the exported texts', () => {
    expect(en['push.unsupported']).toBe(PUSH_UNSUPPORTED);
    expect(en['push.blocked']).toBe(PUSH_BLOCKED);
    expect(en['push.dismissed']).toBe(PUSH_DISMISSED);
    expect(en['telegram.notSetUp']).toBe(`${TELEGRAM_NOT_SET_UP}.`);
  });

  it('keeps its copy of the category labels identical to the contract’s English', () => {
    for (const [category, { label, hint }] of Object.entries(notificationCategoryLabels)) {
      expect({ category, label: en[`category.${category}`], hint: en[`category.${category}.hint`] }).toEqual({
        category,
        label,
        hint,
      });
    }
  });
});
