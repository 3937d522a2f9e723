// The seed's HTTP client: a tiny cookie-keeping client for the gateway's public API.

export class SeedError extends Error {}

/** A client that keeps its session cookie and sends the CSRF header every state-changing call needs. */
export function apiClient(baseUrl) {
  let cookie;
  async function call(method, path, body) {
    const headers = { 'x-requested-with': 'FamilyHub', accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('fh_session='));
    if (session) cookie = session.split(';')[0];
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json, text };
  }
  async function expectOk(method, path, body) {
    const res = await call(method, path, body);
    if (res.status < 200 || res.status > 299)
      throw new SeedError(`${method} ${path} answered ${res.status}: ${res.text}`);
    return res.body;
  }
  /** POSTs one file as multipart/form-data (field `file`), e.g. to `/api/upload`; answers the JSON body. */
  async function upload(path, bytes, filename, type) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), filename);
    const headers = { 'x-requested-with': 'FamilyHub', accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (res.status < 200 || res.status > 299)
      throw new SeedError(`POST ${path} (upload) answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return { call, expectOk, upload };
}

/** The array in a list answer, whether it is the answer itself or under `key` (or `items`). */
export function listOf(body, key = 'items') {
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body[key])) return body[key];
  if (body && Array.isArray(body.items)) return body.items;
  return [];
}
