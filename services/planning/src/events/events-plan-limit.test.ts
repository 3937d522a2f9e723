import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// The plan comes signed with the caller, as the gateway forwards it from identity.
const freeAdmin: Caller = { userId: 51, familyId: 8201, role: 'admin', plan: 'free' };
const freeParent: Caller = { userId: 52, familyId: 8201, role: 'parent', plan: 'free' };
const monthly: Caller = { userId: 61, familyId: 8202, role: 'admin', plan: 'monthly' };
const otherFree: Caller = { userId: 71, familyId: 8203, role: 'admin', plan: 'free' };

const { as } = setupPlanningApi();

const at = (day: string, hour: number, title = `Event ${hour}`) => ({
  title,
  startAt: `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
});

describe('events a day per plan (spec 000 §9: free 5 events a day)', () => {
  it('lets a free family have 5 events on a day and answers 403 plan_limit to the sixth', async () => {
    for (let hour = 8; hour < 13; hour += 1) {
      await as(hour % 2 ? freeAdmin : freeParent)
        .post('/api/events')
        .send(at('2027-02-10', hour))
        .expect(201);
    }
    const res = await as(freeAdmin).post('/api/events').send(at('2027-02-10', 18)).expect(403);
    expect(res.body).toEqual({
      error: 'plan_limit',
      message: 'The Free plan allows up to 5 events a day. Upgrade to Premium for unlimited events.',
    });
    // Another day, and another free family on the same day, still have room.
    await as(freeAdmin).post('/api/events').send(at('2027-02-11', 9)).expect(201);
    await as(otherFree).post('/api/events').send(at('2027-02-10', 9)).expect(201);
  });

  it('counts a repeating event on every day it occurs', async () => {
    await as(freeAdmin)
      .post('/api/events')
      .send({ ...at('2027-03-01', 7, 'School run'), recurrence: 'daily' })
      .expect(201);
    for (let hour = 9; hour < 13; hour += 1) {
      await as(freeAdmin).post('/api/events').send(at('2027-03-05', hour)).expect(201);
    }
    await as(freeAdmin).post('/api/events').send(at('2027-03-05', 15)).expect(403);
  });

  // otherFree: freeAdmin's family has a daily series by now.
  it('checks the limit again when an event moves to a full day, not when it changes in place', async () => {
    for (let hour = 8; hour < 13; hour += 1) {
      await as(otherFree).post('/api/events').send(at('2027-04-20', hour)).expect(201);
    }
    const elsewhere = await as(otherFree).post('/api/events').send(at('2027-04-21', 9)).expect(201);
    const moved = await as(otherFree)
      .patch(`/api/events/${elsewhere.body.id}`)
      .send({ startAt: '2027-04-20T18:00:00.000Z' })
      .expect(403);
    expect(moved.body.error).toBe('plan_limit');
    // One of the five on that day may change its time or title: it does not count against itself.
    const list = await as(otherFree).get('/api/events?from=2027-04-20&to=2027-04-20').expect(200);
    const first = (list.body as { eventId: number }[])[0];
    await as(otherFree)
      .patch(`/api/events/${first.eventId}`)
      .send({ startAt: '2027-04-20T19:00:00.000Z', title: 'Later' })
      .expect(200);
  });

  it('puts no daily limit on a paid plan', async () => {
    for (let hour = 6; hour < 13; hour += 1) {
      await as(monthly).post('/api/events').send(at('2027-02-10', hour)).expect(201);
    }
    const list = await as(monthly).get('/api/events?from=2027-02-10&to=2027-02-10').expect(200);
    expect(list.body).toHaveLength(7);
  });
});
