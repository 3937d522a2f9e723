import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@familyhub/api-client';
import { LIVE_STREAM_URL, useLiveUpdates } from './use-live-updates';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const original = (globalThis as { EventSource?: unknown }).EventSource;
beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = original;
});

function renderLive() {
  const queryClient = createQueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveUpdates(), { wrapper });
  return { ...hook, invalidate };
}

describe('useLiveUpdates', () => {
  it('opens one stream and refreshes the queries of each changed topic', () => {
    const { invalidate } = renderLive();
    expect(FakeEventSource.instances).toHaveLength(1);
    const [source] = FakeEventSource.instances;
    expect(source.url).toBe(LIVE_STREAM_URL);

    source.emit('change', JSON.stringify({ topic: 'messages' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['messages'] });
    source.emit('change', JSON.stringify({ topic: 'shopping-items' }));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['shopping-items'] });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('ignores other events and malformed data', () => {
    const { invalidate } = renderLive();
    const [source] = FakeEventSource.instances;
    source.emit('message', JSON.stringify({ topic: 'tasks' }));
    source.emit('change', 'not json');
    source.emit('change', JSON.stringify({ nothing: true }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('closes the stream on unmount and stops listening', () => {
    const { unmount, invalidate } = renderLive();
    const [source] = FakeEventSource.instances;
    unmount();
    expect(source.closed).toBe(true);
    source.emit('change', JSON.stringify({ topic: 'tasks' }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('does nothing where EventSource does not exist', () => {
    (globalThis as { EventSource?: unknown }).EventSource = undefined;
    expect(() => renderLive()).not.toThrow();
  });
});
