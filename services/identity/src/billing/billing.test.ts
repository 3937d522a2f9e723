import type { BillingTransaction, SubscriptionDetails, SubscriptionStatus } from '@familyhub/contracts';
import { apiMessagesReady } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { eq } from 'drizzle-orm';
import { families } from '../schema';
import {
  addMember,
  createIdentityUnderTest,
  resolveCaller,
  signUpFamily,
  type IdentityUnderTest,
} from '../testing';
import { paymentTransactions, subscriptions } from './billing.table';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;
const DAY = 24 * 60 * 60 * 1000;

/** Billing's clock: real time unless a test moves it forward. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest({ billingClock: clock });
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
const declinedCard = { ...goodCard, cardNumber: '4000 0000 0000 0002' };

function checkout(
  family: Awaited<ReturnType<typeof signUpFamily>>,
  plan: 'monthly' | 'annual',
  card = goodCard,
) {
  return signedClient(identity.app, family.caller)
    .post('/api/subscription/checkout')
    .send({ plan, ...card });
}

async function history(family: Awaited<ReturnType<typeof signUpFamily>>): Promise<BillingTransaction[]> {
  return (
    await signedClient(identity.app, family.caller).get('/api/subscription/billing-history').expect(200)
  ).body;
}

describe('POST /api/subscription/checkout', () => {
  it('charges $24.99 for annual, records the payment and the subscription, ends the trial and moves the session to the plan', async () => {
    const family = await signUpFamily(identity.app);
    expect(family.session.subscription.trialEnd).not.toBeNull();
    const res = await checkout(family, 'annual').expect(201);
    const details = res.body as SubscriptionDetails;
    expect(details).toMatchObject({
      plan: 'annual',
      isPremium: true,
      trialEnd: null,
      planEndsAt: null,
      canManageBilling: true,
      subscription: {
        plan: 'annual',
        status: 'active',
        provider: 'sandbox',
        cancelAtPeriodEnd: false,
        amountCents: 2499,
        currency: 'usd',
        paymentMethod: 'Visa •••• 4242',
      },
    });
    const start = Date.parse(details.subscription!.currentPeriodStart);
    const end = Date.parse(details.subscription!.currentPeriodEnd);
    expect(Math.round((end - start) / DAY)).toBeGreaterThanOrEqual(365);

    const status = await signedClient(identity.app, family.caller)
      .get('/api/subscription/status')
      .expect(200);
    expect(status.body as SubscriptionStatus).toEqual({ isPremium: true, plan: 'annual', trialEnd: null });
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('annual');

    const transactions = await history(family);
    expect(transactions).toEqual([
      expect.objectContaining({
        amountCents: 2499,
        status: 'succeeded',
        paymentMethod: 'Visa •••• 4242',
        failureMessage: null,
      }),
    ]);
    // The card number itself is never stored.
    const rows = await identity.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.familyId, family.caller.familyId));
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });

  it('charges $4.99 for monthly', async () => {
    const family = await signUpFamily(identity.app);
    const res = await checkout(family, 'monthly').expect(201);
    expect(res.body.subscription).toMatchObject({ plan: 'monthly', amountCents: 499 });
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('monthly');
  });

  it('answers 402 with the decline message for the decline test card, records the failed payment and changes nothing', async () => {
    const family = await signUpFamily(identity.app);
    await signedClient(identity.app, family.caller).post('/api/subscription/switch-to-free').expect(200);
    const res = await checkout(family, 'annual', declinedCard).expect(402);
    expect(res.body).toEqual({ error: 'payment_failed', message: 'Your card was declined.' });
    expect(await history(family)).toEqual([
      expect.objectContaining({
        status: 'failed',
        amountCents: 2499,
        failureMessage: 'Your card was declined.',
        paymentMethod: 'Visa •••• 0002',
      }),
    ]);
    const details = await signedClient(identity.app, family.caller).get('/api/subscription').expect(200);
    expect(details.body).toMatchObject({ plan: 'free', isPremium: false, subscription: null });
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('free');
  });

  it('refuses a number that fails the Luhn check with the card message (recorded as failed)', async () => {
    const family = await signUpFamily(identity.app);
    const res = await checkout(family, 'monthly', { ...goodCard, cardNumber: '4242 4242 4242 4241' }).expect(
      402,
    );
    expect(res.body.message).toBe('Your card number is incorrect.');
    expect((await history(family))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card number is incorrect.',
    });
  });

  it('refuses an expired card and a bad CVC', async () => {
    const family = await signUpFamily(identity.app);
    expect(
      (await checkout(family, 'monthly', { ...goodCard, expiry: '01/20' }).expect(402)).body.message,
    ).toBe('Your card has expired.');
    const badCvc = await checkout(family, 'monthly', { ...goodCard, cvc: '12' }).expect(400);
    expect(badCvc.body).toMatchObject({ error: 'validation_failed', message: 'CVC must be 3 or 4 digits' });
  });

  it.each([
    ['no plan', { ...goodCard }, 'Choose the monthly or the annual plan'],
    ['the free plan', { ...goodCard, plan: 'free' }, 'Choose the monthly or the annual plan'],
    ['no name on the card', { ...goodCard, plan: 'annual', nameOnCard: ' ' }, 'Name on card is required'],
    [
      'letters in the number',
      { ...goodCard, plan: 'annual', cardNumber: '4242 abcd' },
      'Enter the card number (12 to 19 digits)',
    ],
    ['a bad expiry', { ...goodCard, plan: 'annual', expiry: '2030-12' }, 'Enter the expiry date as MM/YY'],
  ])('answers 400 to %s', async (_case, body, message) => {
    const family = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, family.caller)
      .post('/api/subscription/checkout')
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message });
  });

  it('refuses a second checkout while a paid plan runs', async () => {
    const family = await signUpFamily(identity.app);
    await checkout(family, 'monthly').expect(201);
    const res = await checkout(family, 'annual').expect(409);
    expect(res.body.message).toMatch(/already has Premium Monthly/);
    expect(await history(family)).toHaveLength(1);
  });

  it.each(['parent', 'child'] as const)(
    'answers 403 to a %s, who cannot pay, change or cancel',
    async (role) => {
      const family = await signUpFamily(identity.app);
      const member = await addMember(identity.app, family.caller, { role });
      const client = signedClient(identity.app, member.caller);
      const message = 'Only the family admin can change billing';
      expect(
        (
          await client
            .post('/api/subscription/checkout')
            .send({ plan: 'annual', ...goodCard })
            .expect(403)
        ).body,
      ).toEqual({
        error: 'forbidden',
        message,
      });
      expect(
        (await client.post('/api/subscription/change').send({ plan: 'monthly' }).expect(403)).body.message,
      ).toBe(message);
      expect((await client.post('/api/subscription/cancel').expect(403)).body.message).toBe(message);
      expect((await client.post('/api/subscription/resume').expect(403)).body.message).toBe(message);
      expect((await client.post('/api/subscription/switch-to-free').expect(403)).body.message).toBe(message);
      expect((await client.get('/api/subscription/billing-history').expect(403)).body.message).toBe(message);
      // They still see the plan, read-only.
      const details = await client.get('/api/subscription').expect(200);
      expect(details.body).toMatchObject({ plan: 'annual', canManageBilling: false });
    },
  );

  it('answers 401 to an unsigned call', async () => {
    await signedClient(identity.app, null)
      .post('/api/subscription/checkout')
      .send({ plan: 'annual', ...goodCard })
      .expect(401);
    await signedClient(identity.app, null).get('/api/subscription').expect(401);
  });
});

describe('another family', () => {
  it('never sees this family’s subscription or billing history', async () => {
    const payer = await signUpFamily(identity.app);
    await checkout(payer, 'annual').expect(201);
    await checkout(payer, 'annual', declinedCard); // 409: already paid, nothing recorded
    const other = await signUpFamily(identity.app);
    expect(await history(other)).toEqual([]);
    const details = await signedClient(identity.app, other.caller).get('/api/subscription').expect(200);
    expect(details.body).toMatchObject({ subscription: null, plan: 'annual' });
    expect(details.body.trialEnd).not.toBeNull();
    // Cancelling touches only the caller's family: the other has nothing to cancel.
    await signedClient(identity.app, other.caller).post('/api/subscription/cancel').expect(409);
    expect(
      (await signedClient(identity.app, payer.caller).get('/api/subscription').expect(200)).body.subscription
        .cancelAtPeriodEnd,
    ).toBe(false);
  });
});

describe('GET /api/subscription/billing-history', () => {
  it('lists the family’s payments newest first, failed ones included', async () => {
    const family = await signUpFamily(identity.app);
    await checkout(family, 'monthly', declinedCard).expect(402);
    await checkout(family, 'monthly').expect(201);
    offsetMs = DAY;
    await signedClient(identity.app, family.caller)
      .post('/api/subscription/change')
      .send({ plan: 'annual' })
      .expect(200);
    const transactions = await history(family);
    expect(transactions.map((t) => [t.status, t.amountCents])).toEqual([
      ['succeeded', 2499],
      ['succeeded', 499],
      ['failed', 499],
    ]);
    expect(transactions[0].description).toBe(
      'FamilyHub Premium Annual — 1 year (changed from Premium Monthly)',
    );
    const stored = await identity.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.familyId, family.caller.familyId));
    expect(stored.every((row) => row.userId === family.caller.userId)).toBe(true);
  });
});

describe('POST /api/subscription/change', () => {
  it('switches monthly to annual: charges the saved card $24.99 and starts a new year-long period', async () => {
    const family = await signUpFamily(identity.app);
    await checkout(family, 'monthly').expect(201);
    const res = await signedClient(identity.app, family.caller)
      .post('/api/subscription/change')
      .send({ plan: 'annual' })
      .expect(200);
    expect(res.body).toMatchObject({
      plan: 'annual',
      subscription: { plan: 'annual', amountCents: 2499, status: 'active', paymentMethod: 'Visa •••• 4242' },
    });
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('annual');
    const rows = await identity.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.familyId, family.caller.familyId));
    expect(rows.map((r) => [r.plan, r.status]).sort()).toEqual([
      ['annual', 'active'],
      ['monthly', 'canceled'],
    ]);
  });

  it('refuses the plan the family already has, and a family with no paid plan', async () => {
    const family = await signUpFamily(identity.app);
    const none = await signedClient(identity.app, family.caller)
      .post('/api/subscription/change')
      .send({ plan: 'monthly' })
      .expect(409);
    expect(none.body.message).toBe('Your family has no paid plan to change. Choose a plan at checkout.');
    await checkout(family, 'annual').expect(201);
    const same = await signedClient(identity.app, family.caller)
      .post('/api/subscription/change')
      .send({ plan: 'annual' })
      .expect(409);
    expect(same.body.message).toBe('Your family is already on Premium Annual.');
  });
});

describe('POST /api/subscription/cancel and /resume', () => {
  it('keeps the plan until the period ends, then the family is free', async () => {
    const family = await signUpFamily(identity.app);
    await checkout(family, 'monthly').expect(201);
    const res = await signedClient(identity.app, family.caller).post('/api/subscription/cancel').expect(200);
    const details = res.body as SubscriptionDetails;
    expect(details).toMatchObject({
      plan: 'monthly',
      isPremium: true,
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
    });
    expect(details.planEndsAt).toBe(details.subscription!.currentPeriodEnd);
    expect(details.subscription!.canceledAt).not.toBeNull();
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('monthly');

    // The period ends (move the stored end into the past, as the calendar would).
    const past = new Date(Date.now() - 1000);
    await identity.database.db
      .update(families)
      .set({ planEndsAt: past })
      .where(eq(families.id, family.caller.familyId));
    await identity.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past })
      .where(eq(subscriptions.familyId, family.caller.familyId));
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('free');
    const status = await signedClient(identity.app, family.caller)
      .get('/api/subscription/status')
      .expect(200);
    expect(status.body).toMatchObject({ isPremium: false, plan: 'free' });
    const after = await signedClient(identity.app, family.caller).get('/api/subscription').expect(200);
    expect(after.body).toMatchObject({ plan: 'free', subscription: null });
    const [row] = await identity.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.familyId, family.caller.familyId));
    expect(row.status).toBe('expired');
    // Free again, the family may buy a plan anew.
    await checkout(family, 'annual').expect(201);
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('annual');
  });

  it('is free once billing’s clock passes the period end', async () => {
    const family = await signUpFamily(identity.app);
    await checkout(family, 'monthly').expect(201);
    await signedClient(identity.app, family.caller).post('/api/subscription/cancel').expect(200);
    offsetMs = 40 * DAY;
    const after = await signedClient(identity.app, family.caller).get('/api/subscription').expect(200);
    expect(after.body).toMatchObject({ plan: 'free', isPremium: false, subscription: null });
  });

  it('resumes a canceled subscription before its end, and refuses a second cancel or a resume with nothing canceled', async () => {
    const family = await signUpFamily(identity.app);
    await checkout(family, 'annual').expect(201);
    await signedClient(identity.app, family.caller).post('/api/subscription/resume').expect(409);
    await signedClient(identity.app, family.caller).post('/api/subscription/cancel').expect(200);
    const again = await signedClient(identity.app, family.caller)
      .post('/api/subscription/cancel')
      .expect(409);
    expect(again.body.message).toMatch(
      /^Your subscription is already canceled; it ends on [A-Z][a-z]+ \d+, \d{4}\.$/,
    );
    // In Spanish the date is written the Spanish way too, inside the translated sentence (issue #35).
    await apiMessagesReady();
    const inSpanish = await signedClient(identity.app, { ...family.caller, language: 'es' })
      .post('/api/subscription/cancel')
      .expect(409);
    expect(inSpanish.body.message).toMatch(
      /^Tu suscripción ya está cancelada; termina el \d+ de [a-z]+ de \d{4}\.$/,
    );
    const res = await signedClient(identity.app, family.caller).post('/api/subscription/resume').expect(200);
    expect(res.body).toMatchObject({
      plan: 'annual',
      planEndsAt: null,
      subscription: { cancelAtPeriodEnd: false, canceledAt: null },
    });
    const [row] = await identity.database.db
      .select()
      .from(families)
      .where(eq(families.id, family.caller.familyId));
    expect(row.planEndsAt).toBeNull();
  });
});

describe('POST /api/subscription/switch-to-free', () => {
  it('ends the trial at once: the family is free and its session says so', async () => {
    const family = await signUpFamily(identity.app);
    expect(family.caller.plan).toBe('annual');
    const res = await signedClient(identity.app, family.caller)
      .post('/api/subscription/switch-to-free')
      .expect(200);
    expect(res.body).toMatchObject({ plan: 'free', isPremium: false, trialEnd: null, subscription: null });
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('free');
  });

  it('does not cut a paid period short', async () => {
    const family = await signUpFamily(identity.app);
    await checkout(family, 'monthly').expect(201);
    const res = await signedClient(identity.app, family.caller)
      .post('/api/subscription/switch-to-free')
      .expect(409);
    expect(res.body.message).toMatch(
      /^Your paid plan runs until .+\. Cancel it to move to the Free plan when that period ends\.$/,
    );
    expect((await resolveCaller(identity.app, family.token)).plan).toBe('monthly');
  });
});
