import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import { createFieldCipher } from '../crypto/field-cipher';
import { rowsOf, type DatabaseHandle } from '../db';
import { HttpError } from '../errors';
import { createServiceApp } from '../service';
import { createEmptyTestDatabase, signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '../testing';
import type { IdempotencyStoreOptions } from './idempotency-store';
import { keepIdempotencyRecords } from './idempotent-writes';

// Runs on the in-memory PGlite, and on PostgreSQL in npm test's second pass.
const SCHEMA = 'idempotency_test';
let database: DatabaseHandle;

const parent = { userId: 1, familyId: 1, role: 'parent' as const, plan: 'annual' as const };
const child = { userId: 2, familyId: 1, role: 'child' as const, plan: 'annual' as const };
const otherFamily = { userId: 3, familyId: 2, role: 'parent' as const, plan: 'annual' as const };

/** How many times each handler really ran (a replay must not add to it). */
const runs = { create: 0, slow: 0, flaky: 0, refused: 0, remove: 0, file: 0 };
let openGate: () => void = () => undefined;

/** One instance of a service with a handler per case; two of them on one database are two instances. */
function instance(store: Partial<IdempotencyStoreOptions> = {}): Express {
  const app = createServiceApp({
    name: 'planning',
    internalKey: TEST_INTERNAL_KEY,
    routes(app) {
      app.post('/api/items', (req, res) => {
        runs.create += 1;
        res.status(201).json({ id: runs.create, title: (req.body as { title?: string }).title });
      });
      app.post('/api/slow', async (_req, res) => {
        runs.slow += 1;
        await new Promise<void>((resolve) => (openGate = resolve));
        res.status(201).json({ done: true });
      });
      app.post('/api/flaky', (_req, res) => {
        runs.flaky += 1;
        if (runs.flaky === 1) throw new Error('the database fell over');
        res.json({ attempt: runs.flaky });
      });
      app.post('/api/refused', () => {
        runs.refused += 1;
        throw new HttpError(404, 'not_found', 'Item not found');
      });
      app.delete('/api/items/1', (_req, res) => {
        runs.remove += 1;
        res.status(204).end();
      });
      app.post('/api/answers-then-throws', (_req, res) => {
        runs.create += 1;
        res.status(201).json({ id: runs.create });
        throw new Error('a step after the answer failed');
      });
      app.post('/api/export', (_req, res) => {
        runs.file += 1;
        res.type('text/csv').send('a,b\n');
      });
    },
  });
  keepIdempotencyRecords(app, { db: database.db, schemaName: SCHEMA, ...store });
  return app;
}

let app: Express;

beforeAll(async () => {
  database = await createEmptyTestDatabase(SCHEMA);
  app = instance();
});
afterAll(() => database.close());

beforeEach(() => {
  for (const name of Object.keys(runs) as (keyof typeof runs)[]) runs[name] = 0;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('applies a replayed write once and answers the replay as the first call was answered', async () => {
  const first = await signedClient(app, parent)
    .post('/api/items')
    .set('Idempotency-Key', 'key-a')
    .send({ title: 'Milk' });
  const again = await signedClient(app, parent)
    .post('/api/items')
    .set('Idempotency-Key', 'key-a')
    .send({ title: 'Milk' });

  expect(runs.create).toBe(1);
  expect(first.status).toBe(201);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(again.status).toBe(201);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.headers['content-type']).toMatch(/application\/json/);
  expect(again.body).toEqual(first.body);
  expect(again.body).toEqual({ id: 1, title: 'Milk' });
});

it('runs every write without a key, and each new key once', async () => {
  await signedClient(app, parent).post('/api/items').send({ title: 'Eggs' });
  await signedClient(app, parent).post('/api/items').send({ title: 'Eggs' });
  await signedClient(app, parent).post('/api/items').set('Idempotency-Key', 'key-b1').send({ title: 'Eggs' });
  await signedClient(app, parent).post('/api/items').set('Idempotency-Key', 'key-b2').send({ title: 'Eggs' });
  expect(runs.create).toBe(4);
});

it('refuses the same key with a different body (422) and runs nothing', async () => {
  await signedClient(app, parent).post('/api/items').set('Idempotency-Key', 'key-c').send({ title: 'Bread' });
  const reused = await signedClient(app, parent)
    .post('/api/items')
    .set('Idempotency-Key', 'key-c')
    .send({ title: 'Butter' });
  expect(runs.create).toBe(1);
  expect(reused.status).toBe(422);
  expect(reused.body).toEqual({
    error: 'idempotency_key_reused',
    message: 'This Idempotency-Key was already used for a different change; send a new key for a new change',
  });
});

it('answers 409 to a repeat while the first call is still running, then replays its answer', async () => {
  const first = signedClient(app, parent).post('/api/slow').set('Idempotency-Key', 'key-d').send({});
  const firstDone = first.then((res) => res);
  while (runs.slow === 0) await sleep(5);

  const meanwhile = await signedClient(app, parent)
    .post('/api/slow')
    .set('Idempotency-Key', 'key-d')
    .send({});
  expect(meanwhile.status).toBe(409);
  expect(meanwhile.body).toEqual({
    error: 'idempotency_key_in_flight',
    message: 'This change is still being saved; try again in a moment',
  });
  expect(meanwhile.headers['retry-after']).toBe('1');

  openGate();
  expect((await firstDone).status).toBe(201);
  const after = await signedClient(app, parent).post('/api/slow').set('Idempotency-Key', 'key-d').send({});
  expect(after.status).toBe(201);
  expect(after.headers['idempotent-replayed']).toBe('true');
  expect(runs.slow).toBe(1);
});

it('keeps the answer of a write whose caller hung up before it came: the retry is answered, not run again', async () => {
  // The caller gives up after 200 ms (the connection drops) while the write still runs.
  const first = signedClient(app, parent)
    .post('/api/slow')
    .set('Idempotency-Key', 'key-hangup')
    .timeout({ response: 200 })
    .send({})
    .then(
      () => 'answered',
      () => 'hung up',
    );
  expect(await first).toBe('hung up');
  expect(runs.slow).toBe(1);
  await sleep(100); // the service has seen the connection close
  openGate(); // then the write completes, and answers no one
  await sleep(100);

  const retried = signedClient(app, parent).post('/api/slow').set('Idempotency-Key', 'key-hangup').send({});
  const answer = retried.then((res) => res);
  await sleep(100);
  openGate(); // only reached if the retry ran the write again
  const res = await answer;
  expect(res.status).toBe(201);
  expect(res.headers['idempotent-replayed']).toBe('true');
  expect(runs.slow).toBe(1);
});

it('gives the key up after a 5xx, so the retry runs again and its answer is the one kept', async () => {
  const failed = await signedClient(app, parent).post('/api/flaky').set('Idempotency-Key', 'key-e').send({});
  expect(failed.status).toBe(500);
  const retried = await signedClient(app, parent).post('/api/flaky').set('Idempotency-Key', 'key-e').send({});
  expect(retried.status).toBe(200);
  expect(retried.body).toEqual({ attempt: 2 });
  const replayed = await signedClient(app, parent)
    .post('/api/flaky')
    .set('Idempotency-Key', 'key-e')
    .send({});
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  expect(replayed.body).toEqual({ attempt: 2 });
  expect(runs.flaky).toBe(2);
});

it('keeps a 4xx answer and an empty 204, and never keeps a file', async () => {
  const refused = await signedClient(app, parent)
    .post('/api/refused')
    .set('Idempotency-Key', 'key-f')
    .send({});
  const refusedAgain = await signedClient(app, parent)
    .post('/api/refused')
    .set('Idempotency-Key', 'key-f')
    .send({});
  expect([refused.status, refusedAgain.status]).toEqual([404, 404]);
  expect(refusedAgain.body).toEqual(refused.body);
  expect(refusedAgain.headers['idempotent-replayed']).toBe('true');
  expect(runs.refused).toBe(1);

  const removed = await signedClient(app, parent).delete('/api/items/1').set('Idempotency-Key', 'key-g');
  await sleep(50); // a 204 is kept once it has gone out
  const removedAgain = await signedClient(app, parent).delete('/api/items/1').set('Idempotency-Key', 'key-g');
  expect([removed.status, removedAgain.status]).toEqual([204, 204]);
  expect(removedAgain.headers['idempotent-replayed']).toBe('true');
  expect(runs.remove).toBe(1);

  await signedClient(app, parent).post('/api/export').set('Idempotency-Key', 'key-h').send({});
  await sleep(50);
  const exportedAgain = await signedClient(app, parent)
    .post('/api/export')
    .set('Idempotency-Key', 'key-h')
    .send({});
  expect(exportedAgain.text).toBe('a,b\n');
  expect(runs.file).toBe(2);
});

it('sends and keeps the first answer when the handler fails after answering', async () => {
  const first = await signedClient(app, parent)
    .post('/api/answers-then-throws')
    .set('Idempotency-Key', 'key-k')
    .send({});
  const again = await signedClient(app, parent)
    .post('/api/answers-then-throws')
    .set('Idempotency-Key', 'key-k')
    .send({});
  expect([first.status, again.status]).toEqual([201, 201]);
  expect(first.body).toEqual({ id: 1 });
  expect(again.body).toEqual({ id: 1 });
  expect(runs.create).toBe(1);
});

it('keeps keys apart per family and per member: the same key from each runs each time', async () => {
  for (const caller of [parent, child, otherFamily]) {
    const res = await signedClient(app, caller)
      .post('/api/items')
      .set('Idempotency-Key', 'shared-key')
      .send({ title: 'Apples' });
    expect(res.status).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  }
  expect(runs.create).toBe(3);
});

it('applies a write once across two instances of the service, even when both get it at once', async () => {
  const other = instance();
  const answers = await Promise.all(
    [app, other, app, other].map((target) =>
      signedClient(target, parent).post('/api/items').set('Idempotency-Key', 'key-i').send({ title: 'Tea' }),
    ),
  );
  expect(runs.create).toBe(1);
  // Each repeat was either a replay of the first answer or told the first one is still being saved.
  for (const res of answers) expect([201, 409]).toContain(res.status);
  const replayed = await signedClient(other, parent)
    .post('/api/items')
    .set('Idempotency-Key', 'key-i')
    .send({ title: 'Tea' });
  expect(replayed.body).toEqual({ id: 1, title: 'Tea' });
  expect(replayed.headers['idempotent-replayed']).toBe('true');
});

it('forgets a key once it has expired: the same key then runs as a new write', async () => {
  const shortLived = instance({ ttlMs: 300 });
  await signedClient(shortLived, parent).post('/api/items').set('Idempotency-Key', 'key-j').send({});
  await sleep(400);
  const later = await signedClient(shortLived, parent)
    .post('/api/items')
    .set('Idempotency-Key', 'key-j')
    .send({});
  expect(later.headers['idempotent-replayed']).toBeUndefined();
  expect(runs.create).toBe(2);
});

it('keeps the answers sealed under the field key when given one, and replays them opened', async () => {
  const sealed = instance({ cipher: createFieldCipher(TEST_FIELD_KEY) });
  const call = () =>
    signedClient(sealed, otherFamily)
      .post('/api/items')
      .set('Idempotency-Key', 'key-l')
      .send({ title: 'Phone 555-0100' });
  const first = await call();
  const again = await call();
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.body).toEqual(first.body);
  expect(runs.create).toBe(1);
  const [row] = rowsOf<{ body: string }>(
    await database.db.execute(
      sql`select body from ${sql.raw(`"${SCHEMA}"._idempotency_keys`)} where key = 'key-l'`,
    ),
  );
  expect(row.body).toMatch(/^enc:v1:/);
  expect(row.body).not.toContain('555-0100');
});

it('refuses a key that is empty, too long or not printable ASCII (400), and ignores reads', async () => {
  for (const bad of ['', 'x'.repeat(201), 'clé']) {
    const res = await signedClient(app, parent).post('/api/items').set('Idempotency-Key', bad).send({});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'bad_request',
      message: expect.stringContaining('Idempotency-Key'),
    });
  }
  expect(runs.create).toBe(0);
  const read = await signedClient(app, parent)
    .get('/api/nothing-here')
    .set('Idempotency-Key', 'x'.repeat(300));
  expect(read.status).toBe(404);
});
