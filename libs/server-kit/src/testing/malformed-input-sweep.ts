import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { CALLER_HEADER, signCaller, type InternalCaller } from '../caller';
import { audienceOf, TEST_INTERNAL_KEY } from './signed-client';

/** A route as the app registered it: `GET /api/tasks/:id`. */
export interface RouteEntry {
  method: string;
  path: string;
}

interface RouterLayer {
  rawPath?: string;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Every route of an Express 5 app, routers mounted with a plain path prefix included. */
export function listRoutes(app: Express): RouteEntry[] {
  const found: RouteEntry[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const method of Object.keys(layer.route.methods)) {
            if (method !== '_all') found.push({ method: method.toUpperCase(), path: `${prefix}${path}` });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return found;
}

/** One malformed request of the sweep. */
export interface MalformedRequest {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  what: string;
}

/** Ids a route parameter gets: negative, overflowing, not a number, NUL, path tricks, huge. */
export const ODD_IDS = ['-1', '1e309', 'abc', '%00', '..', '..%2F..%2Fetc', '99999999999999999999'];

const FIELD_NAMES = [
  'title',
  'name',
  'content',
  'description',
  'notes',
  'email',
  'username',
  'password',
  'status',
  'date',
  'startAt',
  'endAt',
  'startDate',
  'endDate',
  'dueDate',
  'amount',
  'amountCents',
  'quantity',
  'priority',
  'role',
  'plan',
  'color',
  'category',
  'id',
  'userId',
  'familyId',
  'eventId',
  'token',
  'code',
  'completed',
  'enabled',
];
const WRONG_VALUES: unknown[] = [123, true, [], {}, -1, 1e308, 'abc', null, [{ a: 1 }], '2026-13-45'];

function bodyWith(value: (field: string, index: number) => unknown, fields = FIELD_NAMES): string {
  return JSON.stringify(Object.fromEntries(fields.map((f, i) => [f, value(f, i)])));
}

function nested(depth: number): string {
  return `${'{"title":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
}

const BIG = 'x'.repeat(200_000);

/** The bodies every state-changing route receives: bad JSON, wrong types, huge strings, deep nesting, NUL, odd types. */
export function malformedBodies(): Omit<MalformedRequest, 'method' | 'path'>[] {
  const json = 'application/json';
  return [
    { what: 'invalid JSON', contentType: json, body: '{"title": ' },
    { what: 'a JSON array', contentType: json, body: '[1,2,3]' },
    { what: 'a JSON string', contentType: json, body: '"text"' },
    { what: 'an empty object', contentType: json, body: '{}' },
    {
      what: 'wrong types',
      contentType: json,
      body: bodyWith((_f, i) => WRONG_VALUES[i % WRONG_VALUES.length]),
    },
    {
      what: '200 KB strings',
      contentType: json,
      body: bodyWith(() => BIG, ['title', 'name', 'content', 'description']),
    },
    {
      what: '200 KB strings in other fields',
      contentType: json,
      body: bodyWith(() => BIG, ['notes', 'email', 'username', 'token']),
    },
    { what: 'deep nesting', contentType: json, body: nested(5_000) },
    { what: 'deep arrays', contentType: json, body: `{"items":${'['.repeat(5_000)}${']'.repeat(5_000)}}` },
    { what: 'NUL characters', contentType: json, body: bodyWith(() => 'a\u0000b') },
    { what: 'a NUL key', contentType: json, body: '{"ti\\u0000tle":"x"}' },
    { what: 'plain text', contentType: 'text/plain', body: 'title=hello' },
    { what: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'title=hello&name=%00' },
    { what: 'XML', contentType: 'application/xml', body: '<title>hello</title>' },
    { what: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'garbage' },
    { what: 'JSON in another charset', contentType: 'application/json; charset=utf-7', body: '{}' },
  ];
}

/** The query strings every GET route receives. */
export const MALFORMED_QUERIES = [
  '?limit=-1&offset=abc&cursor=%00&before=1e309&from=abc&to=../..&tz=Not/AZone&page=-5',
  '?limit=1e309&offset=-1&cursor=..%2F..&before=abc&from=2026-13-45&to=2026-02-30&q=%00',
  '?limit[]=1&cursor[a]=b&from=2026-01-01&to=2030-01-01&status=%FF',
];

function withParams(path: string, value: string): string {
  return path.replace(/:(\w+)/g, () => value).replace(/\{\/?\*?\w+\}/g, '');
}

/** Every malformed request the sweep sends to one route. */
export function malformedRequestsFor(route: RouteEntry): MalformedRequest[] {
  const requests: MalformedRequest[] = [];
  const mutates = route.method !== 'GET' && route.method !== 'HEAD';
  if (/:\w/.test(route.path)) {
    for (const id of ODD_IDS) {
      requests.push({
        method: route.method,
        path: withParams(route.path, id),
        what: `id ${id}`,
        ...(mutates ? { contentType: 'application/json', body: '{}' } : {}),
      });
    }
  }
  const path = withParams(route.path, '1');
  // A DELETE reads no body: bad JSON is enough to show the parser's answer.
  const bodies = route.method === 'DELETE' ? malformedBodies().slice(0, 1) : malformedBodies();
  if (mutates) for (const body of bodies) requests.push({ method: route.method, path, ...body });
  else
    for (const query of MALFORMED_QUERIES)
      requests.push({ method: route.method, path: `${path}${query}`, what: `query ${query}` });
  return requests;
}

export interface SweepOptions {
  /** Who signs the calls (default: an admin of family 1 on the annual plan). */
  caller?: InternalCaller | null;
  /** Route paths (as registered) not to call, e.g. streams that never end. */
  skip?: (route: RouteEntry) => boolean;
  /**
   * Accept 503 `service_unavailable` (the documented answer when another service is down): for a service whose
   * routes call other services that the test does not run.
   */
  acceptUnavailable?: boolean;
  /** Per-request time limit; a request that hangs is a finding too. */
  timeoutMs?: number;
  /** Routes to sweep besides the app's own, e.g. the paths a gateway forwards. */
  extraRoutes?: RouteEntry[];
  /**
   * The headers that say who calls, instead of a caller signed for the app's service (a gateway is reached with a
   * session cookie, not a signature).
   */
  credentials?: Record<string, string>;
}

/** What the sweep found wrong: a 5xx, a non-JSON error, or no answer in time. */
export interface SweepFinding {
  request: string;
  problem: string;
}

const DEFAULT_CALLER: InternalCaller = { userId: 1, familyId: 1, role: 'admin', plan: 'annual' };

/** A route answering every method (`app.all`) is swept with these: CONNECT and TRACE are not API calls. */
const SWEPT_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Who a request of the sweep comes from: the given credentials, or the caller signed for the app's service. */
type Credentials = (req: MalformedRequest) => Record<string, string>;

function send(
  base: AddressInfo,
  agent: http.Agent,
  credentials: Credentials,
  req: MalformedRequest,
  timeoutMs: number,
): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...credentials(req), accept: 'application/json' };
    if (req.contentType) headers['content-type'] = req.contentType;
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const outgoing = http.request(
      { host: base.address, port: base.port, method: req.method, path: req.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/**
 * Sends every malformed request to every route of `app` (listening on a random local port) and answers what
 * went wrong: a 5xx, an error answer that is not JSON, or no answer at all. An empty list is a pass.
 */
export async function sweepMalformedInput(app: Express, options: SweepOptions = {}): Promise<SweepFinding[]> {
  const caller = options.caller === undefined ? DEFAULT_CALLER : options.caller;
  const timeoutMs = options.timeoutMs ?? 5_000;
  // Deletions last (a family's deletion among them), so the other routes still find the data set up for id 1.
  const routes = [...listRoutes(app), ...(options.extraRoutes ?? [])]
    .filter((r) => SWEPT_METHODS.has(r.method) && !options.skip?.(r))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const findings: SweepFinding[] = [];
  const audience = audienceOf(app);
  const credentials: Credentials = options.credentials
    ? () => options.credentials as Record<string, string>
    : (req) => ({
        [CALLER_HEADER]: signCaller(TEST_INTERNAL_KEY, {
          caller,
          method: req.method,
          path: req.path,
          audience,
          requestId: 'sweep',
        }),
      });
  try {
    for (const route of routes) {
      for (const req of malformedRequestsFor(route)) {
        const label = `${req.method} ${req.path.slice(0, 120)} (${route.method} ${route.path}: ${req.what})`;
        try {
          const res = await send(base, agent, credentials, req, timeoutMs);
          const unavailable =
            res.status === 503 &&
            options.acceptUnavailable === true &&
            /"service_unavailable"/.test(res.body);
          if (res.status >= 500 && !unavailable) {
            findings.push({ request: label, problem: `${res.status} ${res.body.slice(0, 200)}` });
          } else if (res.status >= 400 && !/^application\/json/.test(res.contentType)) {
            findings.push({
              request: label,
              problem: `${res.status} answered ${res.contentType || 'no content type'}`,
            });
          } else if (res.status >= 400) {
            const body = JSON.parse(res.body) as { error?: unknown; message?: unknown };
            if (typeof body.error !== 'string' || typeof body.message !== 'string') {
              findings.push({
                request: label,
                problem: `${res.status} without { error, message }: ${res.body.slice(0, 200)}`,
              });
            }
          }
        } catch (err) {
          findings.push({ request: label, problem: (err as Error).message });
        }
      }
    }
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return findings;
}

/** Streams never end: the gateway's live stream is left out of every sweep. */
export const isStreamRoute = (route: RouteEntry) => route.path.endsWith('/live/stream');

/** The findings as one readable block for a failing expectation. */
export function formatFindings(findings: SweepFinding[], max = 25): string {
  const shown = findings.slice(0, max).map((f) => `${f.request}\n    → ${f.problem}`);
  if (findings.length > max) shown.push(`… and ${findings.length - max} more`);
  return shown.join('\n');
}
