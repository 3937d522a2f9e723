import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import type { NotificationChannelStatus, NotificationTestAnswer, PushDevice } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../../testing';
import { NO_PUSH_DEVICE, type PushPayload } from './push-channel';

const SETUP_TIMEOUT_MS = 120_000;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:operator@example.test' };

const b64url = (data: Buffer) => data.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

interface PushRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service on loopback: records each message and answers with the next queued status (201 by default). */
async function startPushService() {
  const received: PushRequest[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.shift() ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answerNext: (status: number) => answers.push(status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser makes when it subscribes: its own P-256 key pair and auth secret, and the push service's URL. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
  };
}

/**
 * The push service's check (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by
 * the key in `k`; returns the JWT's claims and the key.
 */
function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match;
  const [header, claims, signature] = jwt.split('.');
  const point = fromB64url(k);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  return {
    valid,
    key: k,
    header: JSON.parse(fromB64url(header).toString('utf8')) as { typ: string; alg: string },
    claims: JSON.parse(fromB64url(claims).toString('utf8')) as { aud: string; exp: number; sub: string },
  };
}

/** The browser's side of RFC 8291 (aes128gcm, RFC 8188 with one record), written from the RFCs. */
function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

let pushService: Awaited<ReturnType<typeof startPushService>>;
let identity: IdentityUnderTest;

beforeAll(async () => {
  pushService = await startPushService();
  identity = await createIdentityUnderTest({
    notifications: {
      mailFrom: 'FamilyHub <hub@example.test>',
      publicUrl: 'https://hub.example.test',
      push: vapid,
    },
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
  await pushService.close();
}, SETUP_TIMEOUT_MS);
beforeEach(() => {
  pushService.received.length = 0;
});

let device = 0;
const newEndpoint = () =>
  `${pushService.origin}/push/v2/device-${++device}-${randomBytes(6).toString('hex')}`;

describe('web push', () => {
  it('reports push configured with the public key the browser subscribes with', async () => {
    const { caller } = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, caller).get('/api/notifications/channels').expect(200);
    expect((res.body as NotificationChannelStatus).push).toEqual({
      configured: true,
      publicKey: vapid.publicKey,
    });
  });

  it('encrypts the notification to the device and signs it with VAPID; a 410 removes the device', async () => {
    const { caller } = await signUpFamily(identity.app);
    const client = signedClient(identity.app, caller);
    const browser = browserSubscription(newEndpoint());
    const saved = await client
      .post('/api/notifications/push-subscriptions')
      .send({ ...browser.json, expirationTime: null, deviceName: 'Firefox on Linux' })
      .expect(201);
    expect(saved.body).toMatchObject({
      deviceName: 'Firefox on Linux',
      service: new URL(pushService.origin).host,
      lastUsedAt: null,
    });

    const answer = await client.post('/api/notifications/test').send({ channel: 'push' }).expect(200);
    expect((answer.body as NotificationTestAnswer).status).toBe('sent');
    expect(pushService.received).toHaveLength(1);
    const [message] = pushService.received;
    expect(message.path).toBe(new URL(browser.json.endpoint).pathname);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);

    const jwt = verifyVapid(message.headers.authorization);
    expect(jwt.valid).toBe(true);
    expect(jwt.key).toBe(vapid.publicKey);
    expect(jwt.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(jwt.claims.aud).toBe(pushService.origin);
    expect(jwt.claims.sub).toBe('mailto:operator@example.test');
    expect(jwt.claims.exp * 1000).toBeGreaterThan(Date.now());

    const payload = JSON.parse(decryptPush(message.body, browser.ecdh, browser.auth)) as PushPayload;
    expect(payload).toEqual({
      title: 'Test notification',
      body: 'This is a test from FamilyHub: push notifications reach you.',
      url: 'https://hub.example.test/notifications',
      tag: expect.stringMatching(/^familyhub-test-\d+$/),
    });
    // Someone else's keys cannot read it.
    const stranger = browserSubscription(browser.json.endpoint);
    expect(() => decryptPush(message.body, stranger.ecdh, stranger.auth)).toThrow();

    const devices = (await client.get('/api/notifications/push-subscriptions').expect(200))
      .body as PushDevice[];
    expect(devices).toEqual([expect.objectContaining({ id: saved.body.id, lastUsedAt: expect.any(String) })]);

    pushService.answerNext(410);
    const gone = await client.post('/api/notifications/test').send({ channel: 'push' }).expect(200);
    expect((gone.body as NotificationTestAnswer).status).toBe('skipped');
    expect(pushService.received).toHaveLength(2);
    expect((await client.get('/api/notifications/push-subscriptions').expect(200)).body).toEqual([]);

    const none = await client.post('/api/notifications/test').send({ channel: 'push' }).expect(200);
    expect(none.body).toMatchObject({ status: 'skipped', message: `Not sent: ${NO_PUSH_DEVICE}` });
    expect(pushService.received).toHaveLength(2);
  });

  it('sends to every device; a push service that fails (5xx, unreachable) is tried again later', async () => {
    const { caller } = await signUpFamily(identity.app);
    const client = signedClient(identity.app, caller);
    const phone = browserSubscription(newEndpoint());
    const laptop = browserSubscription(newEndpoint());
    await client
      .post('/api/notifications/push-subscriptions')
      .send({ ...phone.json, deviceName: 'Chrome on Android' })
      .expect(201);
    await client
      .post('/api/notifications/push-subscriptions')
      .send({ ...laptop.json, deviceName: 'Chrome on Linux' })
      .expect(201);
    const sent = await client.post('/api/notifications/test').send({ channel: 'push' }).expect(200);
    expect((sent.body as NotificationTestAnswer).status).toBe('sent');
    expect(pushService.received.map((m) => m.path).sort()).toEqual(
      [phone, laptop].map((b) => new URL(b.json.endpoint).pathname).sort(),
    );
    const [first, second] = pushService.received;
    expect(decryptPush(first.body, ...keysFor(first.path))).toContain('Test notification');
    expect(decryptPush(second.body, ...keysFor(second.path))).toContain('Test notification');

    pushService.answerNext(503);
    pushService.answerNext(503);
    const failed = await client.post('/api/notifications/test').send({ channel: 'push' }).expect(200);
    expect(failed.body).toMatchObject({
      status: 'pending',
      message: expect.stringContaining('answered 503'),
    });
    expect((await client.get('/api/notifications/push-subscriptions').expect(200)).body).toHaveLength(2);

    function keysFor(path: string): [ReturnType<typeof createECDH>, Buffer] {
      const browser = [phone, laptop].find((b) => new URL(b.json.endpoint).pathname === path)!;
      return [browser.ecdh, browser.auth];
    }
  });

  it('treats a push service it cannot reach as a transient failure', async () => {
    const { caller } = await signUpFamily(identity.app);
    const client = signedClient(identity.app, caller);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const browser = browserSubscription(`http://127.0.0.1:${port}/push/unreachable`);
    await client
      .post('/api/notifications/push-subscriptions')
      .send({ ...browser.json, deviceName: 'Safari on macOS' })
      .expect(201);
    const answer = await client.post('/api/notifications/test').send({ channel: 'push' }).expect(200);
    expect(answer.body).toMatchObject({
      status: 'pending',
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });
});

describe('push devices', () => {
  it('are each member’s own: another member or family sees none and removing one is 404', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const other = await signUpFamily(identity.app);
    const parent = signedClient(identity.app, family.caller);
    const browser = browserSubscription(newEndpoint());
    const saved = await parent
      .post('/api/notifications/push-subscriptions')
      .send({ ...browser.json, deviceName: 'Chrome on Windows' })
      .expect(201);
    const id = (saved.body as PushDevice).id;

    for (const caller of [child.caller, other.caller]) {
      const client = signedClient(identity.app, caller);
      expect((await client.get('/api/notifications/push-subscriptions').expect(200)).body).toEqual([]);
      const res = await client.delete(`/api/notifications/push-subscriptions/${id}`).expect(404);
      expect(res.body).toMatchObject({ error: 'not_found', message: 'Device not found' });
    }
    expect((await parent.get('/api/notifications/push-subscriptions').expect(200)).body).toEqual([
      expect.objectContaining({ id, deviceName: 'Chrome on Windows' }),
    ]);

    await parent.delete(`/api/notifications/push-subscriptions/${id}`).expect(204);
    expect((await parent.get('/api/notifications/push-subscriptions').expect(200)).body).toEqual([]);
  });

  it('belong to whoever subscribed the browser last: the same endpoint replaces the row', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const parent = signedClient(identity.app, family.caller);
    const kid = signedClient(identity.app, child.caller);
    const browser = browserSubscription(newEndpoint());
    const first = await parent
      .post('/api/notifications/push-subscriptions')
      .send({ ...browser.json, deviceName: 'Family laptop' })
      .expect(201);
    const again = browserSubscription(browser.json.endpoint);
    const second = await kid
      .post('/api/notifications/push-subscriptions')
      .send({ ...again.json, deviceName: 'Family laptop (Sam)' })
      .expect(201);
    expect(second.body).toMatchObject({ id: first.body.id, deviceName: 'Family laptop (Sam)' });
    expect((await parent.get('/api/notifications/push-subscriptions').expect(200)).body).toEqual([]);
    expect((await kid.get('/api/notifications/push-subscriptions').expect(200)).body).toHaveLength(1);

    await kid.post('/api/notifications/test').send({ channel: 'push' }).expect(200);
    const [message] = pushService.received;
    expect(JSON.parse(decryptPush(message.body, again.ecdh, again.auth))).toMatchObject({
      title: 'Test notification',
    });
  });

  it('refuses a subscription without its keys or name, with the reason', async () => {
    const { caller } = await signUpFamily(identity.app);
    const client = signedClient(identity.app, caller);
    const browser = browserSubscription(newEndpoint());
    const noName = await client
      .post('/api/notifications/push-subscriptions')
      .send({ ...browser.json, deviceName: ' ' })
      .expect(400);
    expect(noName.body.message).toBe('Name this device');
    const noKey = await client
      .post('/api/notifications/push-subscriptions')
      .send({ endpoint: browser.json.endpoint, keys: { auth: browser.json.keys.auth }, deviceName: 'Phone' })
      .expect(400);
    expect(noKey.body.error).toBe('validation_failed');
  });
});
