import type { BillingTransaction, SubscriptionDetails, SubscriptionStatus } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import { eq } from 'drizzle-orm';
import { createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';
import { createBillingService, type BillingService } from './billing.service';
import { subscriptions } from './billing.table';
import { createSandboxPaymentProvider } from './sandbox-provider';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;
const DAY = 24 * 60 * 60 * 1000;

/** Billing's clock: real time unless a test moves it forward. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let identity: IdentityUnderTest;
let billing: BillingService;
beforeAll(async () => {
  identity = await createIdentityUnderTest({ billingClock: clock });
  // The sweep the app runs on a timer, called directly here.
  billing = createBillingService({
    db: identity.database.db,
    provider: createSandboxPaymentProvider(clock),
    clock,
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);
afterEach(() => {
  offsetMs = 0;
});

const goodCard = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  nameOnCard: 'Alex Parent',
};

async function paidFamily(plan: 'monthly' | 'annual') {
  const family = await signUpFamily(identity.app);
  const client = signedClient(identity.app, family.caller);
  const details = (
    await client
      .post('/api/subscription/checkout')
      .send({ plan, ...goodCard })
      .expect(201)
  ).body as SubscriptionDetails;
  return { family, client, subscription: details.subscription! };
}

async function statusOf(client: ReturnType<typeof signedClient>): Promise<SubscriptionStatus> {
  return (await client.get('/api/subscription/status').expect(200)).body;
}

describe('subscription renewals (the sweep)', () => {
  it('charges the saved card when a monthly period ends and starts the next period where the last one ended', async () => {
    const { client, subscription } = await paidFamily('monthly');
    expect(await billing.renewDue()).toMatchObject({ renewed: 0 });

    offsetMs = Date.parse(subscription.currentPeriodEnd) - Date.now() + 60_000;
    const counts = await billing.renewDue();
    expect(counts.renewed).toBeGreaterThanOrEqual(1);

    const details = (await client.get('/api/subscription').expect(200)).body as SubscriptionDetails;
    expect(details.plan).toBe('monthly');
    expect(details.subscription).toMatchObject({
      id: subscription.id,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(details.subscription!.currentPeriodStart).toBe(subscription.currentPeriodEnd);
    expect(Date.parse(details.subscription!.currentPeriodEnd)).toBeGreaterThan(
      Date.parse(subscription.currentPeriodEnd) + 27 * DAY,
    );

    const history = (await client.get('/api/subscription/billing-history').expect(200))
      .body as BillingTransaction[];
    expect(history.map((t) => [t.status, t.amountCents])).toEqual([
      ['succeeded', 499],
      ['succeeded', 499],
    ]);
    expect(history[0].description).toMatch(/renewal/);

    // Renewed once: the next sweep in the same period charges nothing.
    await billing.renewDue();
    expect((await client.get('/api/subscription/billing-history').expect(200)).body).toHaveLength(2);
  });

  it('leaves a subscription canceled at its period end alone: it expires and the family is free', async () => {
    const { client, subscription } = await paidFamily('annual');
    await client.post('/api/subscription/cancel').expect(200);
    offsetMs = Date.parse(subscription.currentPeriodEnd) - Date.now() + 60_000;
    await billing.renewDue();
    // (GET /api/subscription reads billing's clock; /status reads the real one.)
    const details = (await client.get('/api/subscription').expect(200)).body as SubscriptionDetails;
    expect(details).toMatchObject({ plan: 'free', isPremium: false, subscription: null });
    expect((await client.get('/api/subscription/billing-history').expect(200)).body).toHaveLength(1);
  });

  it('a declined renewal is recorded, expires the subscription and moves the family to the free plan', async () => {
    const { client, subscription } = await paidFamily('monthly');
    // The card the sandbox saved is gone (as when a bank cancels it): the renewal charge is declined.
    await identity.database.db
      .update(subscriptions)
      .set({ providerPaymentMethodId: 'pm_unknown_card' })
      .where(eq(subscriptions.id, subscription.id));
    offsetMs = Date.parse(subscription.currentPeriodEnd) - Date.now() + 60_000;
    expect((await billing.renewDue()).lapsed).toBeGreaterThanOrEqual(1);

    expect(await statusOf(client)).toMatchObject({ plan: 'free', isPremium: false });
    const details = (await client.get('/api/subscription').expect(200)).body as SubscriptionDetails;
    expect(details.subscription).toBeNull();
    const [failed] = (await client.get('/api/subscription/billing-history').expect(200))
      .body as BillingTransaction[];
    expect(failed).toMatchObject({
      status: 'failed',
      amountCents: 499,
      failureMessage: 'The saved card is not known to the sandbox.',
    });
    // The family can buy again.
    await client
      .post('/api/subscription/checkout')
      .send({ plan: 'annual', ...goodCard })
      .expect(201);
  });
});
