/** @jest-environment node */
import { ApiError, isApiError } from './api-error';
import { apiFetch, api, newIdempotencyKey } from './api-fetch';
import { EARLY_RESPONSES_KEY, takeEarlyResponse } from './early-responses';

function answer(status: number, body: string, init: { statusText?: string; contentType?: string } = {}) {
  return new Response(status === 204 ? null : body, {
    status,
    statusText: init.statusText ?? '',
    headers: { 'content-type': init.contentType ?? 'application/json' },
  });
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url, init: init!, headers: new Headers(init!.headers as Record<string, string>) };
}

describe('apiFetch', () => {
  it('sends the session cookie and the CSRF header on a read', async () => {
    fetchMock.mockResolvedValue(answer(200, '[{"id":1}]'));
    await expect(apiFetch('/api/tasks')).resolves.toEqual([{ id: 1 }]);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/tasks');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Requested-With')).toBe('FamilyHub');
  });

  it('sends a plain body as JSON with the CSRF header', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"id":7}'));
    await api.post('/api/tasks', { title: 'Pack bags' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"Pack bags"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('FamilyHub');
  });

  it('leaves FormData to the browser (multipart boundary)', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"fileUrl":"/f"}'));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await api.post('/api/upload', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValue(answer(204, ''));
    await expect(api.del('/api/tasks/3')).resolves.toBeUndefined();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('turns a JSON error into ApiError "<status>: <body text>" with its code', async () => {
    const body = '{"error":"not_found","message":"Task not found"}';
    fetchMock.mockResolvedValue(answer(404, body, { statusText: 'Not Found' }));
    const error = await apiFetch('/api/tasks/99').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${body}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('not_found');
    expect((error as ApiError).serverMessage).toBe('Task not found');
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it('uses the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(
      answer(503, '', { statusText: 'Service Unavailable', contentType: 'text/plain' }),
    );
    await expect(apiFetch('/api/tasks')).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('keeps a non-JSON error body as text', async () => {
    fetchMock.mockResolvedValue(answer(500, 'upstream exploded', { contentType: 'text/plain' }));
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: upstream exploded');
    expect(error.code).toBeUndefined();
  });
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('apiFetch and the Idempotency-Key of a write', () => {
  it('sends a fresh key with each write, and none with a read', async () => {
    fetchMock.mockImplementation(async () => answer(201, '{"id":1}'));
    await api.post('/api/tasks', { title: 'Pack bags' });
    const first = lastCall().headers.get('Idempotency-Key');
    await api.post('/api/tasks', { title: 'Pack bags' });
    const second = lastCall().headers.get('Idempotency-Key');
    await api.patch('/api/tasks/1', { done: true });
    const third = lastCall().headers.get('Idempotency-Key');
    await api.del('/api/tasks/1');
    const fourth = lastCall().headers.get('Idempotency-Key');
    for (const key of [first, second, third, fourth]) expect(key).toMatch(UUID_V4);
    expect(new Set([first, second, third, fourth]).size).toBe(4);

    await api.get('/api/tasks');
    expect(lastCall().headers.has('Idempotency-Key')).toBe(false);
  });

  it("sends the caller's own key, so a change sent again is applied once", async () => {
    fetchMock.mockImplementation(async () => answer(201, '{"id":1}'));
    await api.post('/api/shopping', { name: 'Milk' }, { idempotencyKey: 'queued-change-7' });
    await apiFetch('/api/shopping', {
      method: 'post',
      body: { name: 'Milk' },
      idempotencyKey: 'queued-change-7',
    });
    expect(fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'))).toEqual(
      ['queued-change-7', 'queued-change-7'],
    );
  });

  it('keeps a key set as a header by the caller', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"id":1}'));
    await api.post('/api/tasks', {}, { headers: { 'Idempotency-Key': 'from-header' } });
    expect(lastCall().headers.get('Idempotency-Key')).toBe('from-header');
  });

  it('makes version-4 UUIDs where crypto.randomUUID is missing (plain HTTP on the LAN)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});

describe('apiFetch with an answer the page started early', () => {
  const early = (path: string, response: Promise<Response>, at = Date.now()) => {
    (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY] = new Map([[path, { at, response }]]);
  };
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY];
  });

  it('takes it once for the same GET, then asks the server', async () => {
    early('/api/tasks?limit=4', Promise.resolve(answer(200, '{"items":["early"]}')));
    fetchMock.mockResolvedValue(answer(200, '{"items":["fresh"]}'));
    await expect(apiFetch('/api/tasks?limit=4')).resolves.toEqual({ items: ['early'] });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiFetch('/api/tasks?limit=4')).resolves.toEqual({ items: ['fresh'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers its error as the call would', async () => {
    early('/api/tasks?limit=4', Promise.resolve(answer(503, '{"error":"Planning is unavailable"}')));
    await expect(apiFetch('/api/tasks?limit=4')).rejects.toMatchObject({ status: 503 });
  });

  it('is not used by another path, a write, or after it is too old', async () => {
    fetchMock.mockImplementation(async () => answer(200, '"asked"'));
    early('/api/tasks?limit=4', Promise.resolve(answer(200, '"early"')));
    await expect(apiFetch('/api/tasks?limit=5')).resolves.toBe('asked');
    await expect(api.post('/api/tasks?limit=4', { title: 'x' })).resolves.toBe('asked');
    early('/api/tasks?limit=4', Promise.resolve(answer(200, '"early"')), Date.now() - 60_000);
    await expect(apiFetch('/api/tasks?limit=4')).resolves.toBe('asked');
    expect(takeEarlyResponse('/api/tasks?limit=4')).toBeUndefined();
  });
});

describe('apiFetch and the main thread (issue #34)', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).scheduler;
  });

  it('starts each call in a task of its own where the browser can yield', async () => {
    const turns: (() => void)[] = [];
    (globalThis as Record<string, unknown>).scheduler = {
      yield: () => new Promise<void>((resolve) => turns.push(resolve)),
    };
    fetchMock.mockImplementation(async () => answer(200, '"asked"'));
    const first = apiFetch('/api/tasks');
    const second = apiFetch('/api/events');
    await Promise.resolve();
    // Both calls wait for their turn: neither fetch() ran in the caller's task.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(turns).toHaveLength(2);
    turns[0]();
    await expect(first).resolves.toBe('asked');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    turns[1]();
    await expect(second).resolves.toBe('asked');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts at once where it cannot, and never waits for an answer the page already has', async () => {
    fetchMock.mockImplementation(async () => answer(200, '"asked"'));
    void apiFetch('/api/tasks');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const waited = jest.fn(() => Promise.resolve());
    (globalThis as Record<string, unknown>).scheduler = { yield: waited };
    (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY] = new Map([
      ['/api/tasks?limit=4', { at: Date.now(), response: Promise.resolve(answer(200, '"early"')) }],
    ]);
    await expect(apiFetch('/api/tasks?limit=4')).resolves.toBe('early');
    expect(waited).not.toHaveBeenCalled();
    delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY];
  });
});
