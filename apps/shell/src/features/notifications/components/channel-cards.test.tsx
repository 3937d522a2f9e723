import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@familyhub/api-client';
import type { NotificationChannelStatus, PushDevice, TelegramLink } from '@familyhub/contracts';
import { fakeApi, type FakeAnswer, type FakeRequest } from '@familyhub/ui/testing';
import { PUSH_BLOCKED, PUSH_UNSUPPORTED } from '../api/use-push-subscription';
import { ChannelCards, TELEGRAM_NOT_SET_UP } from './channel-cards';

// A VAPID public key: an uncompressed P-256 point, base64url.
const PUBLIC_KEY = 'BOr7Kq1bN4g1bJ0Xb8m4ZlYQm3sEJkq4r5V0Jm4Y2s8ZcZQ5lq9xQm0Vd8hq3yWq1b3S8m0fE4b5rD1jV2kq8Zs';
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function channels(
  push: NotificationChannelStatus['push'],
  telegram: NotificationChannelStatus['telegram'] = { configured: false, botUsername: null },
): NotificationChannelStatus {
  return {
    email: { transport: 'outbox', address: 'alex@example.com' },
    push,
    telegram,
    sms: { configured: false },
    voice: { configured: false },
  };
}

const laptop: PushDevice = {
  id: 5,
  deviceName: 'Firefox on Windows',
  service: 'updates.push.services.mozilla.com',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-20T08:30:00.000Z',
};

/** The API with a device list that POST and DELETE change. */
function renderCards(
  options: {
    push?: NotificationChannelStatus['push'];
    devices?: PushDevice[];
    telegram?: NotificationChannelStatus['telegram'];
  } = {},
  routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)> = {},
) {
  const devices = [...(options.devices ?? [])];
  const api = fakeApi(
    {
      'GET /api/notifications/channels': {
        status: 200,
        body: channels(options.push ?? { configured: true, publicKey: PUBLIC_KEY }, options.telegram),
      },
      'GET /api/notifications/push-subscriptions': () => ({ status: 200, body: devices }),
      'POST /api/notifications/push-subscriptions': ({ body }) => {
        const saved: PushDevice = {
          id: 9,
          deviceName: (body as { deviceName: string }).deviceName,
          service: 'fcm.googleapis.com',
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
        };
        devices.push(saved);
        return { status: 201, body: saved };
      },
      'DELETE /api/notifications/push-subscriptions/5': () => {
        devices.splice(
          devices.findIndex((d) => d.id === 5),
          1,
        );
        return { status: 204 };
      },
      ...routes,
    },
    { unroutedStatus: 404 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChannelCards />
    </QueryClientProvider>,
  );
  return api;
}

/** A browser with web push: its permission answer and what its push service does. */
function browserWithPush({
  permission = 'granted',
  subscribe,
}: {
  permission?: NotificationPermission;
  subscribe?: jest.Mock;
} = {}) {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  };
  const registration = {
    pushManager: {
      getSubscription: jest.fn(async () => null),
      subscribe: subscribe ?? jest.fn(async () => subscription),
    },
  };
  const serviceWorker = { register: jest.fn(async () => registration), ready: Promise.resolve(registration) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { requestPermission: jest.fn(async () => permission) },
  });
  return { serviceWorker, registration };
}

beforeEach(() => {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => CHROME_ON_LINUX });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('ChannelCards › Push notifications', () => {
  it('subscribes this browser with the install’s key and saves it under a name from the user agent', async () => {
    const user = userEvent.setup();
    const browser = browserWithPush();
    const api = renderCards();
    expect(await screen.findByText('No device receives your push notifications yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name of this device')).toHaveValue('Chrome on Linux');

    await user.click(screen.getByRole('button', { name: 'Enable on this device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Push notifications are on for Chrome on Linux.',
    );
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    const [options] = browser.registration.pushManager.subscribe.mock.calls[0] as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      expirationTime: null,
      deviceName: 'Chrome on Linux',
    });
    const list = await screen.findByRole('list', { name: 'Devices with push notifications' });
    expect(within(list).getByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(list).getByText(/fcm\.googleapis\.com · Not used yet/)).toBeInTheDocument();
  });

  it('says how to unblock notifications when the permission is denied, and saves nothing', async () => {
    const user = userEvent.setup();
    const browser = browserWithPush({ permission: 'denied' });
    const api = renderCards();
    await user.click(await screen.findByRole('button', { name: 'Enable on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_BLOCKED);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says the push service could not be reached when subscribing fails', async () => {
    const user = userEvent.setup();
    browserWithPush({
      subscribe: jest.fn(async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      }),
    });
    const api = renderCards();
    await user.click(await screen.findByRole('button', { name: 'Enable on this device' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The browser could not subscribe to its push service (Registration failed - push service error).',
    );
    expect(alert).toHaveTextContent(/check the connection/);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says plainly when the browser has no push', async () => {
    renderCards();
    expect(await screen.findByText(PUSH_UNSUPPORTED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable on this device' })).not.toBeInTheDocument();
  });

  it('says so when push is not set up on this FamilyHub', async () => {
    browserWithPush();
    renderCards({ push: { configured: false, publicKey: null } });
    expect(await screen.findByText(/Push is not set up on this FamilyHub/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable on this device' })).not.toBeInTheDocument();
  });

  it('lists the devices with their push service and last use, and removes one after confirming', async () => {
    const user = userEvent.setup();
    browserWithPush();
    const api = renderCards({ devices: [laptop] });
    const list = await screen.findByRole('list', { name: 'Devices with push notifications' });
    expect(within(list).getByText('Firefox on Windows')).toBeInTheDocument();
    expect(within(list).getByText(/updates\.push\.services\.mozilla\.com · last used/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Firefox on Windows' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Firefox on Windows?')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByText('No device receives your push notifications yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/notifications/push-subscriptions/5' }),
      ),
    );
  });
});

describe('ChannelCards › Telegram', () => {
  const bot = { configured: true, botUsername: 'FamilyHubBot' };
  const notLinked: TelegramLink = { linked: false, username: null, firstName: null, linkedAt: null };
  const linked: TelegramLink = {
    linked: true,
    username: 'alexp',
    firstName: 'Alex',
    linkedAt: '2026-11-20T08:30:00.000Z',
  };

  it('says plainly when the operator has not set Telegram up', async () => {
    renderCards();
    expect(await screen.findByText(`${TELEGRAM_NOT_SET_UP}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link Telegram' })).not.toBeInTheDocument();
  });

  it('gives the bot’s deep link and notices when the member has pressed Start', async () => {
    const user = userEvent.setup();
    let state = notLinked;
    const api = renderCards(
      { telegram: bot },
      {
        'GET /api/notifications/telegram': () => ({ status: 200, body: state }),
        'POST /api/notifications/telegram/link': {
          status: 200,
          body: {
            url: 'https://t.me/FamilyHubBot?start=abc123',
            expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          },
        },
      },
    );
    expect(await screen.findByText('Your Telegram is not linked.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link Telegram' }));
    const open = await screen.findByRole('link', { name: 'Open @FamilyHubBot in Telegram' });
    expect(open).toHaveAttribute('href', 'https://t.me/FamilyHubBot?start=abc123');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    state = linked;
    expect(
      await screen.findByText('Linked: your notifications can go to Telegram now.', undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Alex @alexp')).toBeInTheDocument();
  }, 15_000);

  it('unlinks after confirming', async () => {
    const user = userEvent.setup();
    let state = linked;
    const api = renderCards(
      { telegram: bot },
      {
        'GET /api/notifications/telegram': () => ({ status: 200, body: state }),
        'DELETE /api/notifications/telegram': () => {
          state = notLinked;
          return { status: 204 };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Unlink Telegram?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Telegram is unlinked.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Link Telegram' })).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/notifications/telegram' }),
    );
  });
});
