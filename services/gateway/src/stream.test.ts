import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLER_HEADER, verifyCaller, type ServiceName } from '@familyhub/server-kit';
import { createGatewayApp } from './app';
import { GOOD_TOKEN, KEY, PARENT, startFakeService, type FakeService } from './testing/fake-services';

const RESPONSE_TIMEOUT_MS = 300;

let identity: FakeService;
let planning: Server;
let gateway: Server;
let gatewayPort: number;
const upstream = { opened: 0, closed: 0, callers: [] as unknown[] };

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const closing = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

beforeAll(async () => {
  identity = await startFakeService('identity');
  // A planning stand-in: the stream sends a chunk at once and another well after the response timeout.
  planning = createServer((req, res) => {
    const envelope = verifyCaller(
      KEY,
      req.headers[CALLER_HEADER] as string | undefined,
      req.method ?? '',
      req.url ?? '',
    );
    upstream.callers.push(envelope?.caller ?? null);
    if (req.url === '/api/planning/stream') {
      upstream.opened += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: first\n\n');
      const later = setTimeout(() => res.write('data: second\n\n'), RESPONSE_TIMEOUT_MS * 2);
      res.on('close', () => {
        clearTimeout(later);
        upstream.closed += 1;
      });
      return;
    }
    // Any other call answers too late.
    setTimeout(() => res.end('{}'), RESPONSE_TIMEOUT_MS * 2).unref();
  });
  const planningPort = await listening(planning);
  const services = {
    identity: identity.url,
    planning: `http://127.0.0.1:${planningPort}`,
  } as Record<ServiceName, string>;
  for (const name of ['school', 'wellness', 'home', 'money'] as const) services[name] = identity.url;
  gateway = createGatewayApp({ services, internalKey: KEY, responseTimeoutMs: RESPONSE_TIMEOUT_MS }).listen(
    0,
    '127.0.0.1',
  );
  gatewayPort = await new Promise<number>((resolve) =>
    gateway.once('listening', () => resolve((gateway.address() as AddressInfo).port)),
  );
});
afterAll(async () => {
  await closing(gateway);
  await closing(planning);
  await identity.close();
});

function call(
  path: string,
  cookie?: string,
): Promise<{ res: IncomingMessage; chunks: { at: number; text: string }[]; close(): void; started: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = get(
      { host: '127.0.0.1', port: gatewayPort, path, headers: cookie ? { cookie } : {} },
      (res) => {
        const chunks: { at: number; text: string }[] = [];
        res.setEncoding('utf8');
        res.on('data', (text: string) => chunks.push({ at: Date.now() - started, text }));
        resolve({ res, chunks, close: () => req.destroy(), started });
      },
    );
    req.on('error', reject);
  });
}

async function until(condition: () => boolean, what: string, timeoutMs = 3000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the live stream through the gateway', () => {
  it('passes each chunk through at once and keeps the stream open past the response timeout', async () => {
    const stream = await call('/api/planning/stream', `fh_session=${GOOD_TOKEN}`);
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream');
    await until(() => stream.chunks.some((c) => c.text.includes('first')), 'the first chunk');
    // Unbuffered: the first chunk arrives long before the upstream has finished (it never does).
    expect(stream.chunks[0].at).toBeLessThan(RESPONSE_TIMEOUT_MS);
    await until(() => stream.chunks.some((c) => c.text.includes('second')), 'the second chunk');
    expect(stream.chunks.map((c) => c.text).join('')).toBe('data: first\n\ndata: second\n\n');
    expect(upstream.callers.at(-1)).toEqual(PARENT);

    stream.close();
    await until(() => upstream.closed === upstream.opened, 'the upstream stream to close with the browser');
  });

  it('still cuts an ordinary call that outlives the response timeout', async () => {
    const slow = await call('/api/tasks', `fh_session=${GOOD_TOKEN}`);
    expect(slow.res.statusCode).toBe(503);
  });

  it('refuses the stream without a session, before reaching planning', async () => {
    const opened = upstream.opened;
    const anonymous = await call('/api/planning/stream');
    expect(anonymous.res.statusCode).toBe(401);
    expect(upstream.opened).toBe(opened);
  });
});
