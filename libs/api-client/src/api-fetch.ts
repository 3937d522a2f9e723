import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-responses';
import { OFFLINE_REFUSAL, isOffline, noteServerAnswer } from './offline/network';

/** Sent on every call: the gateway refuses state-changing calls without it (CSRF, docs/architecture.md). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_VALUE = 'FamilyHub';
/** Sent on every write: the service applies a write once per key and answers its repeats as it answered the first. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On an answer that repeats the key's first answer (the write was applied before, not now). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A fresh key for one logical write. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a
 * household server reached over plain HTTP on the LAN gets a version-4 UUID from `getRandomValues` instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body' | 'headers'> {
  /** A plain value is sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The key of this logical write (POST, PUT, PATCH, DELETE). Default: a fresh one for this call. A caller that sends
   * the same change again — a retry, a queued offline change — passes the key it used the first time.
   */
  idempotencyKey?: string;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

/**
 * A task of its own for a call about to start, where the browser can yield cheaply (`scheduler.yield`, Chromium
 * 129+): `fetch()` itself holds the main thread for 1-2 ms a call on a member's page (up to 9 ms for one), and a
 * screen's first queries all start in one effect flush (/calendar 11 calls, /dashboard 31), so that flush blocked the
 * page for 16-35 ms, four times as long on a phone (issue #34). Each call now starts in a task of its own, ahead of
 * other waiting work. Elsewhere (no such API, jsdom) the call starts at once.
 */
function ownTask(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the FamilyHub API with the session cookie. Resolves to the parsed JSON answer (undefined for 204),
 * rejects with ApiError for any non-OK answer.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: initHeaders, idempotencyKey, ...rest } = init;
  // A plain record (not `Headers`) so the client also runs where only `fetch` is mocked, e.g. jsdom tests.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...initHeaders,
    [CSRF_HEADER]: CSRF_VALUE,
  };
  const write = WRITES.has((rest.method ?? 'GET').toUpperCase());
  // With no network a write would fail with the browser's own words, or hang: say plainly nothing was saved. The
  // changes a member may make offline never get here then: their endpoint's `offline: 'queue'` keeps them.
  if (write && isOffline()) {
    const body = JSON.stringify({ error: 'offline', message: OFFLINE_REFUSAL });
    throw new ApiError(503, body, 'Offline', JSON.parse(body));
  }
  const keyGiven = Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
  if (write && (idempotencyKey || !keyGiven)) {
    headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey ?? newIdempotencyKey();
  }

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
  }

  // A plain GET the page already started (early-responses.ts) takes that answer; anything else asks now.
  const plainGet = (rest.method ?? 'GET') === 'GET' && body === undefined && !initHeaders && !rest.signal;
  const early = plainGet ? takeEarlyResponse(path) : undefined;
  if (!early) {
    const turn = ownTask();
    if (turn) await turn;
  }
  const response = await (early ??
    fetch(path, { ...rest, headers, body: requestBody, credentials: 'include' }));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text, response.statusText, parseJson(text));
  }
  if (!write) noteServerAnswer();
  if (text === '') return undefined as T;
  const contentType = response.headers?.get('content-type') ?? 'application/json';
  return (contentType.includes('json') ? JSON.parse(text) : text) as T;
}

export const api = {
  get: <T>(path: string, init?: ApiRequestInit) => apiFetch<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body?: unknown, init?: ApiRequestInit) =>
    apiFetch<T>(path, { ...init, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, init?: ApiRequestInit) =>
    apiFetch<T>(path, { ...init, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, init?: ApiRequestInit) =>
    apiFetch<T>(path, { ...init, method: 'PATCH', body }),
  del: <T = void>(path: string, init?: ApiRequestInit) => apiFetch<T>(path, { ...init, method: 'DELETE' }),
};

export const { get, post, put, patch, del } = api;
