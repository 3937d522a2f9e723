import { signedClient } from '@familyhub/server-kit/testing';
import {
  addMember,
  createIdentityUnderTest,
  resolveCaller,
  signUpFamily,
  uniqueUsername,
  type IdentityUnderTest,
} from '../testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

const newMember = () => ({
  username: uniqueUsername('kid'),
  password: 'child password 1',
  name: 'One Too Many',
  role: 'child',
});

describe('members per plan (spec 000 §9)', () => {
  it('lets a free family have 3 members and answers 403 plan_limit to the fourth', async () => {
    const family = await signUpFamily(identity.app);
    await signedClient(identity.app, family.caller).post('/api/subscription/switch-to-free').expect(200);
    const admin = await resolveCaller(identity.app, family.token);
    expect(admin.plan).toBe('free');
    await addMember(identity.app, admin);
    await addMember(identity.app, admin, { role: 'parent' });
    const res = await signedClient(identity.app, admin).post('/api/users').send(newMember()).expect(403);
    expect(res.body).toEqual({
      error: 'plan_limit',
      message: 'The Free plan allows up to 3 family members. Upgrade your plan to add more.',
    });
    const members = await signedClient(identity.app, admin).get('/api/users').expect(200);
    expect(members.body).toHaveLength(3);
  });

  it('holds the limit when members are added in parallel', async () => {
    const family = await signUpFamily(identity.app);
    await signedClient(identity.app, family.caller).post('/api/subscription/switch-to-free').expect(200);
    const admin = await resolveCaller(identity.app, family.token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => signedClient(identity.app, admin).post('/api/users').send(newMember())),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    const members = await signedClient(identity.app, admin).get('/api/users').expect(200);
    expect(members.body).toHaveLength(3);
  });

  it('lets a monthly family grow to 10 members, and an annual (or trial) family beyond', async () => {
    const family = await signUpFamily(identity.app);
    await signedClient(identity.app, family.caller)
      .post('/api/subscription/checkout')
      .send({ plan: 'monthly', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'A' })
      .expect(201);
    const admin = await resolveCaller(identity.app, family.token);
    expect(admin.plan).toBe('monthly');
    for (let i = 0; i < 9; i += 1) await addMember(identity.app, admin);
    const res = await signedClient(identity.app, admin).post('/api/users').send(newMember()).expect(403);
    expect(res.body.message).toBe(
      'The Premium Monthly plan allows up to 10 family members. Upgrade your plan to add more.',
    );

    const trial = await signUpFamily(identity.app);
    for (let i = 0; i < 11; i += 1) await addMember(identity.app, trial.caller);
  }, 60_000);
});
