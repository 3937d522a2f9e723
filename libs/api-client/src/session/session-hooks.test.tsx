import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../query-client';
import { useSession } from './session-hooks';

/** jsdom has no Response: the client only needs status, ok, statusText and text(). */
function answer(status: number, body: string) {
  return { status, ok: status >= 200 && status < 300, statusText: '', text: async () => body, headers: null };
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useSession', () => {
  it('answers null (not an error) when nobody is signed in', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(answer(401, '{"error":"unauthenticated","message":"Sign in"}'));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('reports other failures as errors', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(answer(503, '{"error":"service_unavailable","message":"Down"}'));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toMatch(/^503: /);
  });

  it('answers the signed-in session', async () => {
    const session = {
      user: { id: 1, name: 'Alex' },
      family: { id: 1, name: 'Rivera', currency: 'USD' },
      subscription: { plan: 'annual' },
    };
    globalThis.fetch = jest.fn().mockResolvedValue(answer(200, JSON.stringify(session)));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(session);
  });
});
