import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

const source = readFileSync(path.join(__dirname, '../public/push-sw.js'), 'utf8');

interface FakeWindow {
  url: string;
  focus: jest.Mock;
  navigate: jest.Mock;
}

/** Runs the worker's script against a fake ServiceWorkerGlobalScope on https://hub.example.test. */
function startWorker(windows: FakeWindow[] = [], script = '/push-sw.js') {
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL(script, 'https://hub.example.test'),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: {
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async () => null),
      claim: jest.fn(async () => undefined),
    },
    skipWaiting: jest.fn(async () => undefined),
  };
  runInNewContext(source, { self, URL });
  const has = (type: string) => type in listeners;
  /** Dispatches an event and waits for what it asked the browser to wait for. */
  async function dispatch(type: string, event: object) {
    const waits: Promise<unknown>[] = [];
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  return { self, dispatch, has };
}

const pushEvent = (payload: unknown) => ({
  data: { json: () => payload, text: () => JSON.stringify(payload) },
});
const window = (url: string): FakeWindow => {
  const client: FakeWindow = { url, focus: jest.fn(), navigate: jest.fn(async () => client) };
  client.focus.mockResolvedValue(client);
  return client;
};

describe('the push service worker', () => {
  it('alone, takes over at once; imported by the offline worker (/sw.js), leaves its updates to it', async () => {
    const alone = startWorker();
    await alone.dispatch('install', {});
    await alone.dispatch('activate', {});
    expect(alone.self.skipWaiting).toHaveBeenCalled();
    expect(alone.self.clients.claim).toHaveBeenCalled();

    const imported = startWorker([], '/sw.js');
    expect(imported.has('install')).toBe(false);
    expect(imported.has('activate')).toBe(false);
    expect(imported.has('push')).toBe(true);
    expect(imported.has('notificationclick')).toBe(true);
  });

  it('shows a push as a notification that remembers where it leads, on this site', async () => {
    const worker = startWorker();
    await worker.dispatch(
      'push',
      pushEvent({
        title: 'Take out the recycling',
        body: 'Assigned to you by Alex',
        url: 'http://localhost:4200/tasks?task=12',
        tag: 'familyhub-tasks-7',
      }),
    );
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Take out the recycling', {
      body: 'Assigned to you by Alex',
      tag: 'familyhub-tasks-7',
      data: { url: 'https://hub.example.test/tasks?task=12' },
    });
  });

  it('shows a push without a payload as FamilyHub', async () => {
    const worker = startWorker();
    await worker.dispatch('push', { data: null });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('FamilyHub', {
      body: '',
      tag: undefined,
      data: { url: 'https://hub.example.test/' },
    });
  });

  it('on a click focuses an open FamilyHub window and takes it to the thing', async () => {
    const other = window('https://elsewhere.example/');
    const open = window('https://hub.example.test/dashboard');
    const worker = startWorker([other, open]);
    const close = jest.fn();
    await worker.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://hub.example.test/notifications' } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://hub.example.test/notifications');
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, or when the open one cannot be navigated', async () => {
    const lonely = startWorker([]);
    const notification = { close: jest.fn(), data: { url: 'https://hub.example.test/school' } };
    await lonely.dispatch('notificationclick', { notification });
    expect(lonely.self.clients.openWindow).toHaveBeenCalledWith('https://hub.example.test/school');

    const uncontrolled = window('https://hub.example.test/dashboard');
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const worker = startWorker([uncontrolled]);
    await worker.dispatch('notificationclick', { notification });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith('https://hub.example.test/school');
  });
});
