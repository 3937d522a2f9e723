import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CALLER_HEADER, drainedOrClosed, verifyCaller, type ServiceName } from '@familyhub/server-kit';
import { createGatewayApp } from './app';
import { LINGER_MS, UPLOAD_BODY_LIMIT } from './body-limit';
import { GOOD_TOKEN, KEY, PARENT, startFakeService, type FakeService } from './testing/fake-services';

// Uploads and downloads of files (docs/architecture.md "Files") through the gateway, against a stand-in school
// service that records how the body arrives and answers a download the way server-kit's file store does.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const BOUNDARY = '----gateway-upload-test';

interface Arrival {
  firstChunkAt?: number;
  bytes: number;
  complete: boolean;
  closed: boolean;
  callerFamily?: number;
}
const arrivals: Arrival[] = [];

let identity: FakeService;
let school: Server;
let gateway: Server;
let gatewayPort: number;

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
  school = createServer((req, res) => {
    const envelope = verifyCaller(
      KEY,
      req.headers[CALLER_HEADER] as string | undefined,
      req.method!,
      req.url!,
      'school',
    );
    if (req.method === 'GET' && req.url === '/api/school/files/1') {
      res.writeHead(200, {
        'content-type': 'image/png',
        'content-length': String(PNG.length),
        'content-disposition': `inline; filename="Report card.png"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; sandbox",
        'x-frame-options': 'SAMEORIGIN',
      });
      res.end(PNG);
      return;
    }
    const arrival: Arrival = {
      bytes: 0,
      complete: false,
      closed: false,
      callerFamily: envelope?.caller?.familyId,
    };
    arrivals.push(arrival);
    req.on('data', (chunk: Buffer) => {
      arrival.firstChunkAt ??= Date.now();
      arrival.bytes += chunk.length;
    });
    req.on('end', () => {
      arrival.complete = true;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ fileUrl: '/api/school/files/1', bytes: arrival.bytes }));
    });
    req.on('close', () => {
      arrival.closed = true;
    });
  });
  const schoolUrl = `http://127.0.0.1:${await listening(school)}`;
  const services = { identity: identity.url } as Record<ServiceName, string>;
  for (const name of ['planning', 'wellness', 'home', 'money'] as const) services[name] = identity.url;
  services.school = schoolUrl;
  gateway = createGatewayApp({ services, internalKey: KEY }).listen(0, '127.0.0.1');
  gatewayPort = await new Promise<number>((resolve) =>
    gateway.once('listening', () => resolve((gateway.address() as AddressInfo).port)),
  );
});
afterAll(async () => {
  await closing(gateway);
  await closing(school);
  await identity.close();
});
beforeEach(() => {
  arrivals.length = 0;
});

/** A chunked multipart upload through the gateway that the test writes piece by piece. */
function openUpload() {
  const req = httpRequest({
    host: '127.0.0.1',
    port: gatewayPort,
    method: 'POST',
    path: '/api/upload',
    headers: {
      cookie: `fh_session=${GOOD_TOKEN}`,
      'x-requested-with': 'FamilyHub',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'transfer-encoding': 'chunked',
    },
  });
  let answered = false;
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
      res.on('error', reject);
    });
    // Writing on after the gateway closed the connection may fail here, once the answer has come; a connection
    // that ends without one fails the test at once rather than at its timeout.
    req.on('error', () => undefined);
    req.on('close', () => {
      if (!answered) reject(new Error('the connection closed without an answer'));
    });
  });
  return { req, answer: () => answer };
}

const head = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\n` +
    'Content-Type: image/png\r\n\r\n',
);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('uploads through the gateway', () => {
  it('streams a multipart body to the service as it arrives, with the signed caller', async () => {
    const upload = openUpload();
    upload.req.write(Buffer.concat([head, PNG, Buffer.alloc(256 * 1024, 1)]));
    // The service sees the first bytes while the browser is still sending: nothing is buffered on the way.
    await until(() => arrivals[0]?.firstChunkAt !== undefined);
    expect(arrivals[0]!.complete).toBe(false);
    expect(arrivals[0]!.callerFamily).toBe(PARENT.familyId);
    upload.req.end(Buffer.concat([Buffer.alloc(256 * 1024, 2), tail]));
    const { status, body } = await upload.answer();
    expect(status).toBe(201);
    expect(body.bytes).toBe(head.length + PNG.length + 512 * 1024 + tail.length);
  });

  it('cuts a chunked body past 25 MB with 413 JSON, and the service never sees it finish', async () => {
    const upload = openUpload();
    upload.req.write(head);
    const piece = Buffer.alloc(1024 * 1024, 3);
    let sent = 0;
    const sending = (async () => {
      while (sent <= UPLOAD_BODY_LIMIT + piece.length && !upload.req.destroyed) {
        sent += piece.length;
        if (!upload.req.write(piece)) await drainedOrClosed(upload.req);
      }
    })();
    const { status, body } = await upload.answer();
    await sending;
    expect(status).toBe(413);
    expect(body).toEqual({ error: 'payload_too_large', message: 'The request body is too large' });
    await until(() => arrivals[0]?.closed === true);
    // The gateway closes the caller's connection too, within its lingering moment.
    await until(() => upload.req.socket?.destroyed ?? true, LINGER_MS + 1000);
    expect(arrivals[0]!.complete).toBe(false);
    expect(arrivals[0]!.bytes).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT + piece.length);
  });

  it('refuses a declared multipart length over 25 MB before forwarding anything', async () => {
    const res = await request(gateway)
      .post('/api/upload')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('X-Requested-With', 'FamilyHub')
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .set('Content-Length', String(UPLOAD_BODY_LIMIT + 1))
      .send(Buffer.alloc(0))
      .ok(() => true);
    expect(res.status).toBe(413);
    expect(arrivals).toHaveLength(0);
  });

  it('refuses an upload without the FamilyHub header (CSRF) and without a session', async () => {
    await request(gateway)
      .post('/api/upload')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .attach('file', PNG, 'a.png')
      .expect(403);
    await request(gateway)
      .post('/api/upload')
      .set('X-Requested-With', 'FamilyHub')
      .attach('file', PNG, 'a.png')
      .expect(401);
    expect(arrivals).toHaveLength(0);
  });
});

describe('downloads through the gateway', () => {
  it("keeps the service's Content-Disposition, nosniff and file policy, uncompressed and byte for byte", async () => {
    const res = await request(gateway)
      .get('/api/school/files/1')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .expect(200);
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe('inline; filename="Report card.png"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The file's own policy replaces the gateway's page policy, so an image shows inline and nothing in it runs.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 401 to a download without a session, without asking the service', async () => {
    await request(gateway).get('/api/school/files/1').expect(401);
  });
});
