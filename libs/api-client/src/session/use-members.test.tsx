import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../query-client';
import { useMembers } from './session-hooks';

const member = (id: number, name: string, role: 'admin' | 'parent' | 'child') => ({ id, name, role });
const family = [member(1, 'Alex', 'admin'), member(2, 'Pat', 'parent'), member(3, 'Kim', 'child')];
let signedIn = family[0];
const asked: string[] = [];

/** The two answers the hook reads, from a real HTTP server: the session and the family's members. */
const server: Server = createServer((req, res) => {
  asked.push(`${req.method} ${req.url} csrf=${req.headers['x-requested-with'] ?? 'none'}`);
  const body =
    req.url === '/api/auth/me'
      ? { user: signedIn, family: { id: 1, name: 'Rivera', currency: 'USD' } }
      : req.url === '/api/users'
        ? family
        : undefined;
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body ?? { error: 'not_found', message: 'Not found' }));
});

/** jsdom has no fetch: this one sends the client's request to the local server over node's HTTP. */
function fetchFrom(base: string) {
  return (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { method: init.method, headers: init.headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ok: (res.statusCode ?? 0) < 300,
            statusText: res.statusMessage,
            text: async () => text,
            headers: { get: (name: string) => res.headers[name.toLowerCase()] ?? null },
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  globalThis.fetch = fetchFrom(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  ) as unknown as typeof fetch;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked.length = 0;
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useMembers', () => {
  it('answers the family, a lookup by id, names and the signed-in organiser', async () => {
    signedIn = family[1];
    const { result } = renderHook(() => useMembers(), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));

    expect(result.current.me).toMatchObject({ id: 2, name: 'Pat' });
    expect(result.current.organiser).toBe(true);
    expect(result.current.all.map((m) => m.name)).toEqual(['Alex', 'Pat', 'Kim']);
    expect(result.current.byId.get(3)?.name).toBe('Kim');
    expect(result.current.visible).toHaveLength(3);
    expect(result.current.nameOf(1)).toBe('Alex');
    expect(result.current.nameOf(99)).toBe('a former member');
    expect(result.current.nameOf(null, 'Nobody')).toBe('Nobody');
    expect(asked.sort()).toEqual(['GET /api/auth/me csrf=FamilyHub', 'GET /api/users csrf=FamilyHub']);
  });

  it('shows a child only themself among the records they see', async () => {
    signedIn = family[2];
    const { result } = renderHook(() => useMembers(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.organiser).toBe(false);
    expect(result.current.visible.map((m) => m.id)).toEqual([3]);
    expect(result.current.all).toHaveLength(3);
  });

  it('never asks for the list when it is not enabled', async () => {
    signedIn = family[2];
    const { result } = renderHook(() => useMembers({ enabled: false }), { wrapper });
    await waitFor(() => expect(result.current.me).toBeDefined());
    expect(result.current.all).toEqual([]);
    expect(result.current.nameOf(1)).toBe('a former member');
    expect(asked).toEqual(['GET /api/auth/me csrf=FamilyHub']);
  });
});
