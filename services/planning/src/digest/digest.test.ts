import type { DigestAnswer } from '@familyhub/contracts';
import { setupPlanningApi } from '../testing/planning-api';
import { events, tasks } from '../schema';

const api = setupPlanningApi();
const day = { from: '2026-12-01T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z', timeZone: 'UTC' };

async function seed(familyId: number) {
  const db = api.db();
  await db.insert(events).values([
    { familyId, title: `Dentist ${familyId}`, startAt: new Date('2026-12-01T09:00:00Z'), ownerId: 1 },
    { familyId, title: 'Next week', startAt: new Date('2026-12-08T09:00:00Z'), ownerId: 1 },
    {
      familyId,
      title: 'Swimming',
      startAt: new Date('2026-11-03T17:00:00Z'),
      endAt: new Date('2026-11-03T18:00:00Z'),
      recurrence: 'weekly',
      ownerId: 1,
    },
  ]);
  await db.insert(tasks).values([
    { familyId, title: `Recycling ${familyId}`, dueDate: '2026-12-01', assignedToId: 7 },
    { familyId, title: 'For everyone', dueDate: '2026-12-01' },
    { familyId, title: 'Done already', dueDate: '2026-12-01', completed: true },
    { familyId, title: 'Tomorrow', dueDate: '2026-12-02' },
  ]);
}

describe('POST /internal/digest (planning)', () => {
  it("answers each family's events and open tasks in its window, and nothing of another family's", async () => {
    await seed(501);
    await seed(502);
    const res = await api
      .as(null)
      .post('/internal/digest')
      .send({
        families: [
          { familyId: 501, ...day },
          { familyId: 503, ...day },
        ],
      })
      .expect(200);
    const body = res.body as DigestAnswer;
    expect(body.families.map((f) => f.familyId)).toEqual([501, 503]);
    expect(body.families[1].sections).toEqual([]);
    const [eventsSection, tasksSection] = body.families[0].sections;
    expect(eventsSection.key).toBe('events');
    // Swimming repeats every Tuesday since 3 November: 1 December is one of them.
    expect(eventsSection.items.map((i) => [i.text, i.when])).toEqual([
      ['Dentist 501', '2026-12-01T09:00:00.000Z'],
      ['Swimming', '2026-12-01T17:00:00.000Z'],
    ]);
    expect(tasksSection.key).toBe('tasks');
    expect(tasksSection.items.map((i) => [i.text, i.userIds])).toEqual([
      ['Recycling 501', [7]],
      ['For everyone', null],
    ]);
    expect(JSON.stringify(body)).not.toContain('502');
  });

  it('answers hundreds of families in one call', async () => {
    const many = Array.from({ length: 200 }, (_, i) => 600 + i);
    for (const familyId of many.slice(0, 20)) await seed(familyId);
    const res = await api
      .as(null)
      .post('/internal/digest')
      .send({ families: many.map((familyId) => ({ familyId, ...day })) })
      .expect(200);
    const body = res.body as DigestAnswer;
    expect(body.families).toHaveLength(200);
    expect(body.families.filter((f) => f.sections.length === 2)).toHaveLength(20);
  });

  it('is refused to a member or a service acting for a family, and checks its body', async () => {
    await api
      .as({ userId: 1, familyId: 501, role: 'admin', plan: 'annual' })
      .post('/internal/digest')
      .send({ families: [] })
      .expect(403);
    await api
      .as({ service: 'identity', familyId: 501 })
      .post('/internal/digest')
      .send({ families: [] })
      .expect(403);
    const bad = await api
      .as(null)
      .post('/internal/digest')
      .send({ families: [{ familyId: 'x' }] })
      .expect(400);
    expect(bad.body.error).toBe('validation_failed');
  });
});
