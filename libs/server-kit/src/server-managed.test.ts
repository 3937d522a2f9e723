import { z } from 'zod';
import { createServiceApp } from './service';
import { parse } from './errors';
import { signedClient } from './testing/signed-client';

const KEY = 'server-managed-test-key';
const caller = { userId: 5, familyId: 2, role: 'parent' as const, plan: 'annual' as const };

// One strict contract and one that strips, as the services have both: the rule is the same for each.
const strict = z.object({ title: z.string() }).strict();
const stripping = z.object({ title: z.string() });

const app = createServiceApp({
  name: 'home',
  internalKey: KEY,
  routes(router) {
    router.post('/api/strict', (req, res) => {
      res.status(201).json(parse(strict, req.body));
    });
    router.patch('/api/stripping/:id', (req, res) => {
      res.json({ parsed: parse(stripping, req.body), raw: req.body as unknown });
    });
    router.post('/internal/points', (req, res) => {
      res.json(req.body);
    });
  },
});
const as = (who: typeof caller) => signedClient(app, who, KEY);

describe('server-managed fields (spec 001 §5)', () => {
  const managed = { id: 9, familyId: 77, createdById: 3, addedById: 3, createdAt: 'x', updatedAt: 'y' };

  it('are accepted and ignored on a strict contract, whose other unknown keys are still refused', async () => {
    const res = await as(caller)
      .post('/api/strict')
      .send({ title: 'Dinner', ...managed })
      .expect(201);
    expect(res.body).toEqual({ title: 'Dinner' });
    const typo = await as(caller).post('/api/strict').send({ title: 'Dinner', titel: 'x' }).expect(400);
    expect(typo.body.error).toBe('validation_failed');
  });

  it('never reach a route on any write, whatever its contract', async () => {
    const res = await as(caller)
      .patch('/api/stripping/4')
      .send({ title: 'Lunch', ...managed })
      .expect(200);
    expect(res.body).toEqual({ parsed: { title: 'Lunch' }, raw: { title: 'Lunch' } });
  });

  it('stay in a service-to-service body, where a service names who asked', async () => {
    const res = await as(caller).post('/internal/points').send({ createdById: 3, points: 5 }).expect(200);
    expect(res.body).toEqual({ createdById: 3, points: 5 });
  });
});
