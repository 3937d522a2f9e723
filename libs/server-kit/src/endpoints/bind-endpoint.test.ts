import { z } from 'zod';
import { defineEndpoint, endpointsFor, pathId } from '@familyhub/contracts';
import type { Caller } from '../caller';
import { createServiceApp } from '../service';
import { signedClient } from '../testing/signed-client';
import { bindEndpoint, endpointRouter } from './bind-endpoint';
import { listRoutes } from '../testing/malformed-input-sweep';

const KEY = 'bind-endpoint-test-key';
const parent: Caller = { userId: 5, familyId: 2, role: 'parent', plan: 'annual' };
const child: Caller = { ...parent, userId: 6, role: 'child' };

const note = z.object({ id: z.number().int(), title: z.string(), createdAt: z.string() });
const endpoint = endpointsFor('home', 'notes');
const notes = {
  list: endpoint({
    method: 'GET',
    path: '/api/notes',
    summary: 'Notes',
    query: z.object({ limit: z.coerce.number().int().max(10, 'limit must be at most 10').default(5) }),
    response: z.object({ limit: z.number(), items: z.array(note) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/notes',
    summary: 'Add a note',
    body: z.object({ title: z.string().min(1, 'Title is required') }),
    response: note,
    status: 201,
    access: { roles: ['admin', 'parent'], refusal: 'Only parents can add notes' },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notes/:id',
    summary: 'Delete a note',
    params: { id: pathId('Note') },
  }),
  wrong: endpoint({
    method: 'GET',
    path: '/api/notes/:id/wrong',
    summary: 'Answers outside its definition',
    params: { id: pathId('Note') },
    response: note,
  }),
};
const feed = defineEndpoint({
  method: 'GET',
  path: '/api/feed.ics',
  summary: 'A calendar file',
  service: 'home',
  resource: 'notes',
  produces: 'text/calendar',
  public: true,
});

const removed: number[] = [];
const app = createServiceApp({
  name: 'home',
  internalKey: KEY,
  routes(router) {
    router.use(
      endpointRouter((bind) => {
        bind(notes.list, ({ query }) => ({ limit: query.limit, items: [] }));
        bind(
          notes.create,
          ({ caller, body }) => ({ id: caller.userId, title: body.title, createdAt: new Date(0) }) as never,
        );
        bind(notes.remove, ({ params }) => {
          removed.push(params.id);
        });
        bind(notes.wrong, ({ params }) => ({ id: params.id, title: 7 }) as never);
      }),
    );
    bindEndpoint(router, feed, (_input, _req, res) => {
      res.type('text/calendar').send('BEGIN:VCALENDAR');
      return '';
    });
  },
});
const as = (who: Caller) => signedClient(app, who, KEY);

describe('bindEndpoint', () => {
  it('parses the query with its schema and answers with the definition’s status', async () => {
    expect((await as(parent).get('/api/notes').expect(200)).body).toEqual({ limit: 5, items: [] });
    expect((await as(parent).get('/api/notes?limit=3').expect(200)).body.limit).toBe(3);
    const bad = await as(parent).get('/api/notes?limit=50').expect(400);
    expect(bad.body).toMatchObject({ error: 'validation_failed', message: 'limit must be at most 10' });
  });

  it('checks the access rule before the body, and answers 201 with the parsed body', async () => {
    const refused = await as(child).post('/api/notes').send({}).expect(403);
    expect(refused.body).toMatchObject({ error: 'forbidden', message: 'Only parents can add notes' });
    const invalid = await as(parent).post('/api/notes').send({ title: '' }).expect(400);
    expect(invalid.body.message).toBe('Title is required');
    const created = await as(parent).post('/api/notes').send({ title: 'Milk' }).expect(201);
    expect(created.body).toEqual({ id: 5, title: 'Milk', createdAt: '1970-01-01T00:00:00.000Z' });
  });

  it('answers 404 naming the record for an id that is not one, and 204 when the definition has no answer', async () => {
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const res = await as(parent).delete(`/api/notes/${id}`).expect(404);
      expect(res.body).toMatchObject({ error: 'not_found', message: 'Note not found' });
    }
    await as(parent).delete('/api/notes/42').expect(204);
    expect(removed).toEqual([42]);
  });

  it('refuses, where tests run, an answer that differs from its definition', async () => {
    const res = await as(parent).get('/api/notes/4/wrong').expect(500);
    expect(res.body.error).toBe('answer_mismatch');
  });

  it('lets a handler write a non-JSON answer itself', async () => {
    const res = await as(parent).get('/api/feed.ics').expect(200);
    expect(res.text).toBe('BEGIN:VCALENDAR');
  });

  it('answers 401 without a signed-in member', async () => {
    const anonymous = signedClient(app, null, KEY);
    await anonymous.get('/api/notes').expect(401);
  });

  it('registers each definition as an ordinary route of the app', () => {
    const routes = listRoutes(app).map(({ method, path }) => `${method} ${path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/notes',
        'POST /api/notes',
        'DELETE /api/notes/:id',
        'GET /api/notes/:id/wrong',
        'GET /api/feed.ics',
      ]),
    );
  });
});
