import express from 'express';
import request from 'supertest';
import { addressRateLimit, type SharedRateCounter } from './address-rate-limit';

/** Two gateways in front of one counter (what Redis is to the real ones). */
function sharedCounter(fail = false): SharedRateCounter {
  const counts = new Map<string, number>();
  return {
    async count(key, now) {
      if (fail) throw new Error('Redis is not answering');
      const window = Math.floor(now / 60_000);
      const next = (counts.get(`${key}:${window}`) ?? 0) + 1;
      counts.set(`${key}:${window}`, next);
      return { count: next, resetAt: (window + 1) * 60_000 };
    },
  };
}

function gateway(counter?: SharedRateCounter) {
  const app = express();
  app.use((req, _res, next) => {
    req.clientAddress = '203.0.113.7';
    next();
  });
  app.use(
    addressRateLimit({
      perMinute: 2,
      message: 'Too many requests from your network.',
      shared: counter && { counter, name: 'api' },
    }),
  );
  app.get('/api/x', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

describe('the per-minute limit', () => {
  it('counts an address across gateways that share a counter', async () => {
    const counter = sharedCounter();
    const [a, b] = [gateway(counter), gateway(counter)];
    await request(a).get('/api/x').expect(200);
    await request(b).get('/api/x').expect(200);
    const refused = await request(a).get('/api/x').expect(429);
    expect(refused.body).toEqual({ error: 'rate_limited', message: 'Too many requests from your network.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await request(b).get('/api/x').expect(429);
  });

  it('lets each gateway count its own calls without a shared counter, and while the counter fails', async () => {
    for (const [a, b] of [
      [gateway(), gateway()],
      [gateway(sharedCounter(true)), gateway(sharedCounter(true))],
    ]) {
      for (const app of [a, b, a, b]) await request(app).get('/api/x').expect(200);
      await request(a).get('/api/x').expect(429);
    }
  });
});
