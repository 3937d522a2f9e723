import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { DigestAnswer, DigestSection } from '@familyhub/contracts';
import type { Tracing } from '@familyhub/server-kit';
import { registerTracing } from '@familyhub/server-kit/testing';
import { bills } from '../bills';
import { householdSubscriptions } from '../household-subscriptions';
import { setupMoneyApi } from '../testing/money-api';

const api = setupMoneyApi();

// 10 March 2099 in Paris (UTC+1): the daily digest's window is that local day.
const day = { from: '2099-03-09T23:00:00.000Z', to: '2099-03-10T23:00:00.000Z', timeZone: 'Europe/Paris' };

// Every statement the service sends is a span (server-kit tracing): how many one request costs.
const spans = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  tracing = registerTracing('money-digest-test', new SimpleSpanProcessor(spans));
});
afterAll(() => tracing.shutdown());
const statementsSent = () =>
  spans
    .getFinishedSpans()
    .filter((span) => span.kind === SpanKind.CLIENT && span.attributes['db.namespace'] === 'money').length;

async function digest(families: number[], window = day) {
  const res = await api
    .as(null)
    .post('/internal/digest')
    .send({ families: families.map((familyId) => ({ familyId, ...window })) })
    .expect(200);
  return res.body as DigestAnswer;
}

const billsOf = (answer: DigestAnswer, familyId: number): DigestSection | undefined =>
  answer.families.find((f) => f.familyId === familyId)?.sections.find((s) => s.key === 'bills');

const paid = { status: 'paid' as const, isPaid: true, paidDate: '2099-03-08' };

describe('POST /internal/digest (money)', () => {
  it("lists each family's unpaid bills and renewals in its window, for those who see the finances", async () => {
    const db = api.database().db;
    await db.insert(bills).values([
      { familyId: 1, title: 'Electricity', amountCents: 8420, dueDate: '2099-03-10' },
      { familyId: 1, title: 'Rent', amountCents: 125000, dueDate: '2099-03-10', ...paid },
      { familyId: 1, title: 'Water', amountCents: 3100, dueDate: '2099-03-11' },
      { familyId: 1, title: 'Phone', amountCents: 2500, dueDate: '2099-03-09' },
      { familyId: 2, title: 'Gas', amountCents: 6000, dueDate: '2099-03-10' },
    ]);
    await db.insert(householdSubscriptions).values([
      { familyId: 1, title: 'Netflix', amountCents: 1599, nextBillingDate: '2099-03-10' },
      { familyId: 1, title: 'Gym', amountCents: 4000, nextBillingDate: '2099-03-10', status: 'cancelled' },
      { familyId: 1, title: 'Music', amountCents: 999, nextBillingDate: '2099-03-12' },
    ]);

    const answer = await digest([1, 2, 3]);
    expect(answer.families.map((f) => f.familyId)).toEqual([1, 2, 3]);
    expect(billsOf(answer, 1)).toEqual({
      key: 'bills',
      more: 0,
      items: [
        {
          text: 'Pay Electricity — 84.20',
          when: '2099-03-10',
          userIds: null,
          financesOnly: true,
          link: '/bills',
        },
        {
          text: 'Netflix renews — 15.99',
          when: '2099-03-10',
          userIds: null,
          financesOnly: true,
          link: '/bills?tab=subscriptions',
        },
      ],
    });
    expect(billsOf(answer, 2)?.items).toEqual([
      { text: 'Pay Gas — 60.00', when: '2099-03-10', userIds: null, financesOnly: true, link: '/bills' },
    ]);
    expect(answer.families[2].sections).toEqual([]);

    // The week from the 11th: the water bill and the music renewal; rent is paid, the phone bill past.
    const week = await digest([1], {
      from: '2099-03-10T23:00:00.000Z',
      to: '2099-03-17T23:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    expect(billsOf(week, 1)?.items.map((item) => item.text)).toEqual([
      'Pay Water — 31.00',
      'Music renews — 9.99',
    ]);
  });

  it('answers 200 families in one call with two statements', async () => {
    const families = Array.from({ length: 200 }, (_, i) => 1000 + i);
    await api
      .database()
      .db.insert(bills)
      .values(
        families.flatMap((familyId) => [
          { familyId, title: `Rent ${familyId}`, amountCents: 123456, dueDate: '2099-03-10' },
          { familyId, title: 'Paid already', amountCents: 100, dueDate: '2099-03-10', ...paid },
        ]),
      );
    spans.reset();
    const answer = await digest(families);
    expect(statementsSent()).toBe(2);
    expect(answer.families).toHaveLength(200);
    for (const familyId of families) {
      expect(billsOf(answer, familyId)?.items).toEqual([
        expect.objectContaining({ text: `Pay Rent ${familyId} — 1,234.56`, financesOnly: true }),
      ]);
    }
  });

  it('is refused to a member or a service acting for a family, and checks its body', async () => {
    await api
      .as({ userId: 10, familyId: 1, role: 'admin', plan: 'annual' })
      .post('/internal/digest')
      .send({ families: [{ familyId: 1, ...day }] })
      .expect(403);
    await api
      .as({ service: 'identity', familyId: 1 })
      .post('/internal/digest')
      .send({ families: [{ familyId: 1, ...day }] })
      .expect(403);
    const bad = await api
      .as(null)
      .post('/internal/digest')
      .send({ families: [{ familyId: 'one', from: 'yesterday' }] })
      .expect(400);
    expect(bad.body.error).toBe('validation_failed');
  });
});
