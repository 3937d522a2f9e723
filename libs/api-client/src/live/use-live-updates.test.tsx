import type { ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LIVE_STREAM_PATH } from '@familyhub/contracts';
import { createQueryClient } from '../query-client';
import { LIVE_LINGER_MS, useLiveUpdates } from './use-live-updates';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data?: string) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }

  change(topic: string, domain = 'planning') {
    this.emit('change', JSON.stringify({ domain, topic }));
  }
}

const live = () => FakeEventSource.instances.filter((s) => !s.closed);
const original = (globalThis as { EventSource?: unknown }).EventSource;

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  // Unmount every screen and let the stream go, so each test starts with none.
  cleanup();
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  (globalThis as { EventSource?: unknown }).EventSource = original;
});

function Screen() {
  useLiveUpdates();
  return null;
}

/** Two screens (e.g. the dashboard of the shell and a remote's list), each toggled by the test. */
function mount(client: QueryClient, screens: { a: boolean; b: boolean }) {
  const tree = (s: { a: boolean; b: boolean }): ReactNode => (
    <QueryClientProvider client={client}>
      {s.a && <Screen />}
      {s.b && <Screen />}
    </QueryClientProvider>
  );
  const view = render(tree(screens));
  return { ...view, show: (next: { a: boolean; b: boolean }) => view.rerender(tree(next)) };
}

function clientWith(...keys: unknown[][]) {
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}
const invalidated = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('useLiveUpdates', () => {
  it('shares one stream between every mounted screen and refreshes the queries under each changed topic', () => {
    const client = clientWith(['tasks'], ['tasks', 7], ['shopping-items'], ['messages']);
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    mount(client, { a: true, b: true });
    expect(FakeEventSource.instances).toHaveLength(1);
    const [source] = FakeEventSource.instances;
    expect(source.url).toBe(LIVE_STREAM_PATH);

    source.change('tasks');
    expect(invalidated(client, ['tasks'])).toBe(true);
    expect(invalidated(client, ['tasks', 7])).toBe(true);
    expect(invalidated(client, ['shopping-items'])).toBe(false);
    // Once per change, not once per mounted screen.
    expect(invalidate).toHaveBeenCalledTimes(1);
    source.change('homework', 'school');
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['homework'] });
  });

  it('ignores other events and malformed data', () => {
    const client = clientWith(['tasks']);
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    mount(client, { a: true, b: false });
    const [source] = FakeEventSource.instances;
    source.emit('message', JSON.stringify({ domain: 'planning', topic: 'tasks' }));
    source.emit('change', 'not json');
    source.emit('change', JSON.stringify({ topic: 'tasks' }));
    source.emit('change', JSON.stringify({ domain: 'planning', topic: 'Tasks/1' }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('keeps the stream while a screen remains, and closes it after the last one has gone', () => {
    const client = clientWith(['tasks']);
    const view = mount(client, { a: true, b: true });
    view.show({ a: false, b: true });
    act(() => jest.advanceTimersByTime(LIVE_LINGER_MS * 2));
    expect(live()).toHaveLength(1);

    view.show({ a: false, b: false });
    act(() => jest.advanceTimersByTime(LIVE_LINGER_MS - 1));
    expect(live()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(live()).toHaveLength(0);
    FakeEventSource.instances[0].change('tasks');
    expect(invalidated(client, ['tasks'])).toBe(false);
  });

  it('reuses the stream when the next screen mounts right after the last one unmounted (a route change)', () => {
    const view = mount(clientWith(), { a: true, b: false });
    view.show({ a: false, b: false });
    view.show({ a: false, b: true });
    act(() => jest.advanceTimersByTime(LIVE_LINGER_MS * 2));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(live()).toHaveLength(1);
  });

  it('after a dropped stream reconnects, refreshes every live topic’s queries (changes may have been missed)', () => {
    const client = clientWith(['tasks'], ['events', '2025-01'], ['session']);
    mount(client, { a: true, b: false });
    const [source] = FakeEventSource.instances;
    source.emit('open');
    expect(invalidated(client, ['tasks'])).toBe(false);
    source.emit('error'); // still CONNECTING: the browser reconnects by itself
    source.emit('open');
    expect(invalidated(client, ['tasks'])).toBe(true);
    expect(invalidated(client, ['events', '2025-01'])).toBe(true);
    expect(invalidated(client, ['session'])).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens a new stream later when the browser gave up (an error answer), backing off', () => {
    mount(clientWith(), { a: true, b: false });
    const [first] = FakeEventSource.instances;
    first.readyState = FakeEventSource.CLOSED;
    first.emit('error');
    expect(live()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(4999));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    const [, second] = FakeEventSource.instances;
    second.readyState = FakeEventSource.CLOSED;
    second.emit('error');
    act(() => jest.advanceTimersByTime(5000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('does nothing where EventSource does not exist', () => {
    (globalThis as { EventSource?: unknown }).EventSource = undefined;
    expect(() => mount(clientWith(), { a: true, b: true })).not.toThrow();
  });
});
