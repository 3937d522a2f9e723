import type { NotifyAlertsBody } from '@familyhub/contracts';
import { setupPlanningApi } from '../testing/planning-api';
import { eq } from 'drizzle-orm';
import { alerts } from './alerts.table';

type HandedOver = { familyId: number; alerts: NotifyAlertsBody['alerts'] };
const handedOver: HandedOver[] = [];
const down = new Set<number>();
const meTime = new Set([9]);
const api = setupPlanningApi({
  handOver: async (familyId, due) => {
    if (down.has(familyId)) throw new Error('identity answered 503');
    handedOver.push({ familyId, alerts: due });
  },
  // Member 9 is in do-not-disturb me time for the next 45 minutes (wellness would say so).
  doNotDisturb: async (caller) =>
    meTime.has(caller.userId)
      ? { since: new Date(Date.now() - 60_000), until: new Date(Date.now() + 45 * 60_000) }
      : null,
});

beforeEach(() => {
  handedOver.length = 0;
  down.clear();
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
let key = 0;
async function insertAlert(familyId: number, values: Partial<typeof alerts.$inferInsert> = {}) {
  const [row] = await api
    .db()
    .insert(alerts)
    // Shown from a minute ago: the database's now() has microseconds the service's clock (milliseconds) lacks.
    .values({
      familyId,
      userId: 7,
      title: 'Bill due',
      domain: 'money',
      dedupeKey: `k${key++}`,
      showFrom: minutes(-1),
      ...values,
    })
    .returning();
  return row;
}

describe('handing due alerts to identity (issue #30)', () => {
  it('hands each due alert over once, by family, and never one not due, expired or dismissed', async () => {
    const due = await insertAlert(101, { targetType: 'bill', targetId: 3, priority: 'urgent' });
    const other = await insertAlert(102);
    await insertAlert(101, { showFrom: minutes(10) });
    await insertAlert(101, { expiresAt: minutes(-1), showFrom: minutes(-5) });
    await insertAlert(101, { status: 'dismissed' });

    expect(await api.app().notifyAlerts()).toEqual({ handedOver: 2, waiting: 0 });
    expect(handedOver).toEqual([
      {
        familyId: 101,
        alerts: [
          expect.objectContaining({
            alertId: due.id,
            userId: 7,
            domain: 'money',
            priority: 'urgent',
            targetType: 'bill',
            targetId: 3,
          }),
        ],
      },
      { familyId: 102, alerts: [expect.objectContaining({ alertId: other.id })] },
    ]);
    expect(await api.app().notifyAlerts()).toEqual({ handedOver: 0, waiting: 0 });
  });

  it('keeps a family’s alerts for the next run while identity refuses them, and the others go on', async () => {
    down.add(201);
    await insertAlert(201);
    await insertAlert(202);
    expect(await api.app().notifyAlerts()).toEqual({ handedOver: 1, waiting: 1 });
    down.clear();
    expect(await api.app().notifyAlerts()).toEqual({ handedOver: 1, waiting: 0 });
    expect(handedOver.map((h) => h.familyId)).toEqual([202, 201]);
  });

  it('holds a normal alert through the recipient’s do-not-disturb me time; an urgent one goes', async () => {
    const normal = await insertAlert(301, { userId: 9, title: 'New chore' });
    const urgent = await insertAlert(301, { userId: 9, title: 'Missed dose', priority: 'urgent' });
    expect(await api.app().notifyAlerts()).toEqual({ handedOver: 1, waiting: 0 });
    expect(handedOver[0].alerts.map((a) => a.alertId)).toEqual([urgent.id]);
    const [held] = await api.db().select().from(alerts).where(eq(alerts.id, normal.id));
    expect(held.notifiedAt).toBeNull();
    // Once the me time is over (here: the member has none any more) it goes.
    meTime.clear();
    expect(await api.app().notifyAlerts()).toEqual({ handedOver: 1, waiting: 0 });
    expect(handedOver[1].alerts.map((a) => a.alertId)).toEqual([normal.id]);
  });
});
