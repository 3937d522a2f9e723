import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { DigestAnswer, DigestSection, DigestSectionKey } from '@familyhub/contracts';
import type { Tracing } from '@familyhub/server-kit';
import { registerTracing } from '@familyhub/server-kit/testing';
import { choreAssignments, chores } from '../chores';
import { mealPlans } from '../meal-plans';
import { pets } from '../pets';
import { setupHomeApi } from '../testing/home-api';

const api = setupHomeApi();

// 10 March 2099 in Paris (UTC+1): the daily digest's window is that local day.
const day = { from: '2099-03-09T23:00:00.000Z', to: '2099-03-10T23:00:00.000Z', timeZone: 'Europe/Paris' };

// Every statement the service sends is a span (server-kit tracing): how many one request costs.
const spans = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  tracing = registerTracing('home-digest-test', new SimpleSpanProcessor(spans));
});
afterAll(() => tracing.shutdown());
const statementsSent = () =>
  spans
    .getFinishedSpans()
    .filter((span) => span.kind === SpanKind.CLIENT && span.attributes['db.namespace'] === 'home').length;

async function digest(families: number[], window = day) {
  const res = await api
    .as(null)
    .post('/internal/digest')
    .send({ families: families.map((familyId) => ({ familyId, ...window })) })
    .expect(200);
  return res.body as DigestAnswer;
}

const sectionOf = (
  answer: DigestAnswer,
  familyId: number,
  key: DigestSectionKey,
): DigestSection | undefined =>
  answer.families.find((f) => f.familyId === familyId)?.sections.find((s) => s.key === key);
const texts = (answer: DigestAnswer, familyId: number, key: DigestSectionKey) =>
  sectionOf(answer, familyId, key)?.items.map((item) => item.text);

type Turn = Omit<typeof choreAssignments.$inferInsert, 'familyId' | 'choreId'>;

/** A chore of the family with its turns, straight into the tables (as the rollover leaves them). */
async function addChore(
  familyId: number,
  chore: Omit<typeof chores.$inferInsert, 'familyId'>,
  turns: Turn[],
) {
  const [row] = await api
    .db()
    .insert(chores)
    .values({ ...chore, familyId })
    .returning();
  await api
    .db()
    .insert(choreAssignments)
    .values(turns.map((turn) => ({ ...turn, familyId, choreId: row.id })));
}

describe('POST /internal/digest (home)', () => {
  it("lists each family's open chore turns, meals and pets' birthdays in its window, and nothing else", async () => {
    await addChore(1, { title: 'Empty the dishwasher', frequency: 'daily', assigneeIds: [11] }, [
      { assignedToId: 11, startDate: '2099-03-10', endDate: '2099-03-10' },
      { assignedToId: 11, startDate: '2099-03-09', endDate: '2099-03-09' },
    ]);
    await addChore(1, { title: 'Mow the lawn', frequency: 'weekly', assigneeIds: [12] }, [
      { assignedToId: 12, startDate: '2099-03-09', endDate: '2099-03-15' },
    ]);
    await addChore(1, { title: 'Tidy your room', frequency: 'daily', assigneeIds: [12] }, [
      { assignedToId: 12, startDate: '2099-03-10', endDate: '2099-03-10', status: 'completed' },
    ]);
    await addChore(1, { title: 'Fix the fence', frequency: 'once', assigneeIds: [11] }, [
      { assignedToId: 11, startDate: '2098-01-05', endDate: null },
    ]);
    await addChore(1, { title: 'Water the plants', frequency: 'daily', assigneeIds: [11], isActive: false }, [
      { assignedToId: 11, startDate: '2099-03-10', endDate: '2099-03-10' },
    ]);
    await addChore(1, { title: 'Feed the fish', frequency: 'daily', assigneeIds: [] }, [
      { assignedToId: null, startDate: '2099-03-10', endDate: '2099-03-10' },
    ]);
    await addChore(2, { title: 'Walk the dog', frequency: 'daily', assigneeIds: [20] }, [
      { assignedToId: 20, startDate: '2099-03-10', endDate: '2099-03-10' },
    ]);
    await api
      .db()
      .insert(mealPlans)
      .values([
        { familyId: 1, date: '2099-03-10', mealType: 'dinner', title: 'Lasagne' },
        { familyId: 1, date: '2099-03-10', mealType: 'breakfast', title: 'Porridge' },
        { familyId: 1, date: '2099-03-11', mealType: 'lunch', title: 'Soup' },
        { familyId: 2, date: '2099-03-10', mealType: 'lunch', title: 'Tacos' },
      ]);
    await api
      .db()
      .insert(pets)
      .values([
        { familyId: 1, name: 'Rex', birthdate: '2095-03-10' },
        { familyId: 1, name: 'Tom', type: 'cat', birthdate: '2090-03-12' },
        { familyId: 1, name: 'Kit', type: 'cat' },
        { familyId: 1, name: 'Hop', type: 'rabbit', birthdate: '2096-02-29' },
        { familyId: 2, name: 'Max', birthdate: '2096-03-10' },
      ]);

    const answer = await digest([1, 2, 3]);
    expect(answer.families.map((f) => f.familyId)).toEqual([1, 2, 3]);
    expect(sectionOf(answer, 1, 'chores')).toEqual({
      key: 'chores',
      more: 0,
      items: [
        { text: 'Fix the fence', when: null, userIds: [11], link: '/chores' },
        { text: 'Empty the dishwasher', when: '2099-03-10', userIds: [11], link: '/chores' },
        { text: 'Mow the lawn', when: '2099-03-15', userIds: [12], link: '/chores' },
      ],
    });
    expect(sectionOf(answer, 1, 'meals')?.items).toEqual([
      { text: 'Breakfast: Porridge', when: '2099-03-10', userIds: null, link: '/meal-planning' },
      { text: 'Dinner: Lasagne', when: '2099-03-10', userIds: null, link: '/meal-planning' },
    ]);
    expect(sectionOf(answer, 1, 'birthdays')?.items).toEqual([
      { text: 'Rex turns 4', when: '2099-03-10', userIds: null, link: '/pets' },
    ]);
    expect(answer.families[1].sections).toEqual([
      {
        key: 'chores',
        more: 0,
        items: [{ text: 'Walk the dog', when: '2099-03-10', userIds: [20], link: '/chores' }],
      },
      {
        key: 'meals',
        more: 0,
        items: [{ text: 'Lunch: Tacos', when: '2099-03-10', userIds: null, link: '/meal-planning' }],
      },
      {
        key: 'birthdays',
        more: 0,
        items: [{ text: 'Max turns 3', when: '2099-03-10', userIds: null, link: '/pets' }],
      },
    ]);
    expect(answer.families[2].sections).toEqual([]);

    // The week from the 11th: the weekly turn and the one-off are still open, Tom's birthday is in it.
    const week = await digest([1], {
      from: '2099-03-10T23:00:00.000Z',
      to: '2099-03-17T23:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    expect(texts(week, 1, 'chores')).toEqual(['Fix the fence', 'Mow the lawn']);
    expect(texts(week, 1, 'meals')).toEqual(['Lunch: Soup']);
    expect(texts(week, 1, 'birthdays')).toEqual(['Tom turns 9']);

    // Born on 29 February: the birthday is kept on the 28th in a common year.
    const leap = await digest([1], {
      from: '2099-02-27T23:00:00.000Z',
      to: '2099-02-28T23:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    expect(texts(leap, 1, 'birthdays')).toEqual(['Hop turns 3']);
  });

  it('answers 200 families in one call with three statements', async () => {
    const families = Array.from({ length: 200 }, (_, i) => 1000 + i);
    const choreRows = await api
      .db()
      .insert(chores)
      .values(
        families.map((familyId) => ({ familyId, title: `Dishes ${familyId}`, assigneeIds: [familyId * 10] })),
      )
      .returning();
    await api
      .db()
      .insert(choreAssignments)
      .values(
        choreRows.flatMap((chore) => [
          {
            familyId: chore.familyId,
            choreId: chore.id,
            assignedToId: chore.familyId * 10,
            startDate: '2099-03-09',
            endDate: '2099-03-15',
          },
          {
            familyId: chore.familyId,
            choreId: chore.id,
            assignedToId: chore.familyId * 10,
            startDate: '2099-03-16',
            endDate: '2099-03-22',
          },
        ]),
      );
    await api
      .db()
      .insert(mealPlans)
      .values(
        families.map((familyId) => ({
          familyId,
          date: '2099-03-10',
          mealType: 'dinner' as const,
          title: `Stew ${familyId}`,
        })),
      );
    spans.reset();
    const answer = await digest(families);
    expect(statementsSent()).toBe(3);
    expect(answer.families).toHaveLength(200);
    for (const familyId of families) {
      expect(answer.families.find((f) => f.familyId === familyId)?.sections).toEqual([
        {
          key: 'chores',
          more: 0,
          items: [
            { text: `Dishes ${familyId}`, when: '2099-03-15', userIds: [familyId * 10], link: '/chores' },
          ],
        },
        {
          key: 'meals',
          more: 0,
          items: [
            { text: `Dinner: Stew ${familyId}`, when: '2099-03-10', userIds: null, link: '/meal-planning' },
          ],
        },
      ]);
    }
  });

  it('is refused to a member or a service acting for a family, and checks its body', async () => {
    await api
      .as({ userId: 11, familyId: 1, role: 'admin', plan: 'annual' })
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
