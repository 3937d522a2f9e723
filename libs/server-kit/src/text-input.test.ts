import express from 'express';
import request from 'supertest';
import { errorHandler } from './errors';
import { containsNulCharacter, NUL_CHARACTER_MESSAGE, refuseNulCharacters } from './text-input';

describe('containsNulCharacter', () => {
  it('finds U+0000 in a string, a key or deep inside arrays and objects', () => {
    expect(containsNulCharacter('a\u0000b')).toBe(true);
    expect(containsNulCharacter({ ['ke\u0000y']: 1 })).toBe(true);
    expect(containsNulCharacter({ a: [1, { b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(containsNulCharacter({ a: [1, { b: ['x', 'y'] }], c: null, d: true })).toBe(false);
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNulCharacter(deep)).toBe(true);
  });
});

describe('refuseNulCharacters', () => {
  const app = express();
  app.use(express.json());
  app.use(refuseNulCharacters);
  app.all('/{*path}', (req, res) => {
    res.json({ ok: true, query: req.query });
  });
  app.use(errorHandler);

  it('answers 400 with a readable message for NUL in the body, the path or the query', async () => {
    for (const call of [
      request(app).post('/tasks').send({ title: 'a\u0000b' }),
      request(app).get('/tasks/%00'),
      request(app).get('/tasks?q=a%00b'),
    ]) {
      const res = await call;
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'validation_failed', message: NUL_CHARACTER_MESSAGE });
    }
  });

  it('lets ordinary text through, the percent sign written as %25 too', async () => {
    await request(app).post('/tasks').send({ title: 'Buy milk – 100%' }).expect(200);
    const res = await request(app).get('/tasks?q=%2500').expect(200);
    expect(res.body.query).toEqual({ q: '%00' });
  });
});
