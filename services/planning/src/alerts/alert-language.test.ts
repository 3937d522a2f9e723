import type { Alert, NotifyAlertsBody, Task } from '@familyhub/contracts';
import { apiMessagesReady, familyMembersOf, type Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// Issue #35: an alert is worded as "key + params" when it is raised, so each member reads it in their own language
// (the bell, the dashboard) and identity sends each one theirs; the family's own words are never translated.
// A domain's worded alerts (POST /internal/alerts) are tested with identity in services/integration-tests.
const english: Caller = { userId: 1, familyId: 10, role: 'admin', plan: 'annual', language: 'en' };
const spanish: Caller = { userId: 2, familyId: 10, role: 'parent', plan: 'annual', language: 'es' };

const handedOver: NotifyAlertsBody['alerts'] = [];
const api = setupPlanningApi({
  members: familyMembersOf(async ({ familyId }) =>
    familyId === 10
      ? [1, 2].map((id) => ({
          id,
          name: id === 1 ? 'Alex' : 'Lucía',
          role: id === 1 ? ('admin' as const) : ('parent' as const),
          canViewFinances: true,
          quietHours: { enabled: false, start: '22:00', end: '07:00' },
        }))
      : [],
  ),
  handOver: async (_familyId, due) => {
    handedOver.push(...due);
  },
});
const { as } = api;

beforeAll(() => apiMessagesReady());

const alertsOf = async (who: Caller) =>
  (await as(who).get(`/api/users/${who.userId}/alerts?status=active`).expect(200)).body as Alert[];

async function assign(by: Caller, to: Caller, body: Record<string, unknown>): Promise<Task> {
  const res = await as(by)
    .post('/api/tasks')
    .send({ ...body, assignedToId: to.userId })
    .expect(201);
  return res.body as Task;
}

describe('alerts in the reader’s language (issue #35)', () => {
  it('words a task given to a Spanish member in Spanish, the task’s own title as the family typed it', async () => {
    // "Homework" is a word the catalogue translates ("Deberes"); as the title of a task it is family data.
    const task = await assign(english, spanish, { title: 'Homework', dueDate: '2026-11-23' });
    const toSpanish = (await alertsOf(spanish)).find(
      (a) => a.targetId === task.id && a.targetType === 'task',
    );
    expect(toSpanish).toMatchObject({
      title: 'Nueva tarea para ti: Homework',
      description: 'Vence el 23 nov 2026',
    });

    const back = await assign(spanish, english, { title: 'Homework', dueDate: '2026-11-23' });
    const toEnglish = (await alertsOf(english)).find(
      (a) => a.targetId === back.id && a.targetType === 'task',
    );
    expect(toEnglish).toMatchObject({ title: 'New task for you: Homework', description: 'Due Nov 23, 2026' });

    // The dismissal answers in the reader's language too.
    const dismissed = await as(spanish)
      .patch(`/api/alerts/${toSpanish!.id}/status`)
      .send({ status: 'dismissed' });
    expect(dismissed.body).toMatchObject({ status: 'dismissed', title: 'Nueva tarea para ti: Homework' });
  });

  it('keeps a task’s own description as written, in every language', async () => {
    const task = await assign(english, spanish, { title: 'Tidy up', description: 'Before dinner' });
    const alert = (await alertsOf(spanish)).find((a) => a.targetId === task.id && a.targetType === 'task');
    // "Before dinner" is in the catalogue (a medication time), but here it is the family's note.
    expect(alert).toMatchObject({ title: 'Nueva tarea para ti: Tidy up', description: 'Before dinner' });
  });

  it('hands the wording to identity, which writes each recipient’s copy in their language', async () => {
    const task = await assign(english, spanish, { title: 'Water the plants' });
    await api.app().notifyAlerts();
    expect(handedOver.find((a) => a.targetType === 'task' && a.targetId === task.id)).toMatchObject({
      userId: spanish.userId,
      title: 'New task for you: Water the plants',
      wording: { title: { text: 'New task for you: {title}', params: { title: 'Water the plants' } } },
    });
  });
});
