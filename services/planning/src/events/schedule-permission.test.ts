import { SCHEDULE_EDIT_FORBIDDEN } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// Issue #10 item 6: "Edit schedule" (canEditSchedule), signed into the caller by identity, is enforced here.
const admin: Caller = { userId: 91, familyId: 9201, role: 'admin', plan: 'annual', canEditSchedule: true };
const editor: Caller = { userId: 92, familyId: 9201, role: 'parent', plan: 'annual', canEditSchedule: true };
const viewer: Caller = { userId: 93, familyId: 9201, role: 'parent', plan: 'annual', canEditSchedule: false };

const { as } = setupPlanningApi();

describe('Edit schedule', () => {
  it('lets a parent without it read the calendar but change no event, guest list or carpool', async () => {
    const created = await as(admin)
      .post('/api/events')
      .send({
        title: 'Swim',
        startAt: '2027-04-01T16:00:00.000Z',
        recurrence: 'weekly',
        recurrenceDays: ['thursday'],
      })
      .expect(201);
    const id = created.body.id as number;
    const occurrence = encodeURIComponent('2027-04-08T16:00:00.000Z');
    const refusals = [
      as(viewer).post('/api/events').send({ title: 'Mine', startAt: '2027-04-02T09:00:00.000Z' }),
      as(viewer).patch(`/api/events/${id}`).send({ title: 'Renamed' }),
      as(viewer).delete(`/api/events/${id}`),
      as(viewer).delete(`/api/events/${id}/occurrences/${occurrence}`),
      as(viewer).post('/api/event-guests').send({ eventId: id, name: 'Ann' }),
      as(viewer)
        .post('/api/carpools')
        .send({ eventId: id, pickupLocation: 'School', dropoffLocation: 'Pool', driverId: editor.userId }),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'forbidden', message: SCHEDULE_EDIT_FORBIDDEN });
    }
    await as(viewer).get(`/api/events/${id}`).expect(200);
    await as(viewer).get('/api/events?from=2027-04-01&to=2027-04-30').expect(200);

    await as(editor).patch(`/api/events/${id}`).send({ title: 'Swim club' }).expect(200);
    await as(editor).delete(`/api/events/${id}/occurrences/${occurrence}`).expect(204);
    await as(editor).post('/api/event-guests').send({ eventId: id, name: 'Ann' }).expect(201);
  });
});
