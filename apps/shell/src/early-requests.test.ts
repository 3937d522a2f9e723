import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiFetch, CSRF_HEADER, CSRF_VALUE } from '@familyhub/api-client';

// The page's inline script (index.html) starts the gateway's `prefetch` paths before any code loads; apiFetch must
// then take those answers (issue #16). Run here as the browser runs it.
const html = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
// The one that reads the boot data (the head's other inline script applies a stored theme).
const inlineScript =
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .find((s) => s.includes('familyhub-boot')) ?? '';

// jsdom has no Response: the parts apiFetch reads.
function answer(body: unknown) {
  const text = JSON.stringify(body);
  return {
    status: 200,
    ok: true,
    text: async () => text,
    headers: new Map([['content-type', 'application/json']]),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  delete (window as unknown as Record<string, unknown>).__familyhubEarlyResponses;
});

function openPage(boot: unknown) {
  document.head.innerHTML =
    boot === undefined
      ? ''
      : `<script id="familyhub-boot" type="application/json">${JSON.stringify(boot)}</script>`;
  new Function(inlineScript)();
}

test('starts the listed requests as apiFetch would send them, and apiFetch takes each answer once', async () => {
  fetchMock.mockImplementation(async (url) => answer({ from: `network ${String(url)}` }));
  openPage({ session: {}, domains: [], prefetch: ['/api/tasks?limit=4', '/api/users'] });
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/tasks?limit=4', '/api/users']);
  const [, init] = fetchMock.mock.calls[0];
  expect(init?.credentials).toBe('include');
  expect(init?.headers).toMatchObject({ Accept: 'application/json', [CSRF_HEADER]: CSRF_VALUE });

  await expect(apiFetch('/api/tasks?limit=4')).resolves.toEqual({ from: 'network /api/tasks?limit=4' });
  await expect(apiFetch('/api/users')).resolves.toEqual({ from: 'network /api/users' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  // Taken once: the next read asks the server.
  await apiFetch('/api/tasks?limit=4');
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('starts nothing without boot data or a prefetch list', () => {
  openPage(undefined);
  openPage({ session: null, domains: [] });
  expect(fetchMock).not.toHaveBeenCalled();
});

test('fills in the days of a route’s first requests on the browser’s own calendar (issue #34)', async () => {
  fetchMock.mockImplementation(async (url) => answer({ from: `network ${String(url)}` }));
  const prefetch = [
    '/api/expenses/totals?from={monthStart}&to={monthEnd}',
    '/api/meal-plans?from={weekMonday}&to={weekSunday}',
    '/api/school-documents/summary?today={today}',
    '/api/left-alone?x={unknown}',
  ];
  jest.useFakeTimers({ now: new Date(2026, 10, 29, 23, 30) }); // a Sunday, late in the evening
  try {
    openPage({ session: {}, domains: [], prefetch });
    jest.setSystemTime(new Date(2028, 1, 7, 8, 0)); // a Monday in a leap year's February
    openPage({ session: {}, domains: [], prefetch: prefetch.slice(0, 2) });
  } finally {
    jest.useRealTimers();
  }
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/api/expenses/totals?from=2026-11-01&to=2026-11-30',
    '/api/meal-plans?from=2026-11-23&to=2026-11-29',
    '/api/school-documents/summary?today=2026-11-29',
    '/api/left-alone?x={unknown}',
    '/api/expenses/totals?from=2028-02-01&to=2028-02-29',
    '/api/meal-plans?from=2028-02-07&to=2028-02-13',
  ]);
  // The screen asks with the days filled in, and takes the page's answer.
  await expect(apiFetch('/api/meal-plans?from=2028-02-07&to=2028-02-13')).resolves.toEqual({
    from: 'network /api/meal-plans?from=2028-02-07&to=2028-02-13',
  });
  expect(fetchMock).toHaveBeenCalledTimes(6);
});
