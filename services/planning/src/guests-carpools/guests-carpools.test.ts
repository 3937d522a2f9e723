import type { Carpool, EventGuest } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// Guests and carpools never ask identity anything: the callers are what the gateway would sign.
const FAMILY = 8301;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'free' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'free' };
const child: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'free' };
const stranger: Caller = { userId: 81, familyId: 8302, role: 'admin', plan: 'free' };

const { as, recordPublished } = setupPlanningApi();
const published = recordPublished(FAMILY);
let eventId: number;

beforeEach(async () => {
  const res = await as(admin)
    .post('/api/events')
    .send({ title: 'Birthday party', startAt: '2026-12-05T15:00:00Z' })
    .expect(201);
  eventId = res.body.id as number;
  published.length = 0;
});

async function guests(by: Caller): Promise<EventGuest[]> {
  return (await as(by).get(`/api/events/${eventId}/guests`).expect(200)).body as EventGuest[];
}
async function carpools(by: Caller): Promise<Carpool[]> {
  return (await as(by).get(`/api/events/${eventId}/carpools`).expect(200)).body as Carpool[];
}
async function addCarpool(by: Caller, body: Record<string, unknown> = {}): Promise<Carpool> {
  const res = await as(by)
    .post('/api/carpools')
    .send({ eventId, pickupLocation: 'School', dropoffLocation: 'Park', driverId: parent.userId, ...body })
    .expect(201);
  return res.body as Carpool;
}

describe('event guests', () => {
  it('adds, confirms, edits and deletes guests, telling open screens each time', async () => {
    const ann = await as(parent)
      .post('/api/event-guests')
      .send({ eventId, name: ' Ann ', email: 'ann@example.test', foodAssignment: 'Salad' })
      .expect(201);
    expect(ann.body).toMatchObject({
      eventId,
      name: 'Ann',
      email: 'ann@example.test',
      status: 'invited',
      foodAssignment: 'Salad',
      isFamily: false,
      familyMemberId: null,
    });
    const kim = await as(admin)
      .post('/api/event-guests')
      .send({ eventId, name: 'Kim', familyMemberId: child.userId })
      .expect(201);
    expect(kim.body).toMatchObject({ isFamily: true, familyMemberId: child.userId });

    await as(admin).patch(`/api/event-guests/${ann.body.id}`).send({ status: 'confirmed' }).expect(200);
    await as(admin).patch(`/api/event-guests/${kim.body.id}`).send({ status: 'declined', notes: 'Away' }).expect(200);
    expect((await guests(child)).map((g) => [g.name, g.status])).toEqual([
      ['Ann', 'confirmed'],
      ['Kim', 'declined'],
    ]);
    await as(parent).delete(`/api/event-guests/${kim.body.id}`).expect(204);
    expect((await guests(admin)).map((g) => g.id)).toEqual([ann.body.id]);
    expect(published).toEqual(Array(5).fill('events'));
  });

  it('uses the spec’s validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eventId }, 'Name is required'],
      [{ eventId, name: '   ' }, 'Name is required'],
      [{ eventId, name: 'Ann', email: 'nope' }, 'Enter a valid email address'],
      [{ eventId, name: 'Ann', status: 'maybe not' }, 'Choose invited, confirmed, declined or maybe'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/event-guests').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await guests(admin)).toEqual([]);
  });

  it('lets a child see the guest list but not change it', async () => {
    const guest = await as(admin).post('/api/event-guests').send({ eventId, name: 'Ann' }).expect(201);
    const refusal = { error: 'forbidden', message: 'Only parents and admins can change guest lists' };
    await as(child).post('/api/event-guests').send({ eventId, name: 'Bo' }).expect(403, refusal);
    await as(child).patch(`/api/event-guests/${guest.body.id}`).send({ status: 'confirmed' }).expect(403, refusal);
    await as(child).delete(`/api/event-guests/${guest.body.id}`).expect(403, refusal);
    expect(await guests(child)).toEqual([guest.body]);
  });

  it('answers 404 to another family', async () => {
    const guest = await as(admin).post('/api/event-guests').send({ eventId, name: 'Ann' }).expect(201);
    const missingEvent = { error: 'not_found', message: 'Event not found' };
    await as(stranger).get(`/api/events/${eventId}/guests`).expect(404, missingEvent);
    await as(stranger).post('/api/event-guests').send({ eventId, name: 'Mine' }).expect(404, missingEvent);
    const missingGuest = { error: 'not_found', message: 'Guest not found' };
    await as(stranger).patch(`/api/event-guests/${guest.body.id}`).send({ name: 'Mine' }).expect(404, missingGuest);
    await as(stranger).delete(`/api/event-guests/${guest.body.id}`).expect(404, missingGuest);
    expect(await guests(admin)).toEqual([guest.body]);
  });
});

describe('carpools', () => {
  it('creates, edits and deletes a carpool with seats left counted from its passengers', async () => {
    const ride = await addCarpool(admin, { vehicleDetails: 'Blue van', availableSeats: 3 });
    expect(ride).toMatchObject({ availableSeats: 3, seatsLeft: 3, passengers: [], isActive: true, createdById: admin.userId });
    expect((await addCarpool(parent)).availableSeats).toBe(4);

    await as(parent).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerName: 'Neighbour Sam' }).expect(201);
    await as(parent).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerId: child.userId }).expect(201);
    const [listed] = await carpools(child);
    expect(listed).toMatchObject({ id: ride.id, seatsLeft: 1 });
    expect(listed.passengers.map((p) => p.passengerName ?? p.passengerId)).toEqual(['Neighbour Sam', child.userId]);
    const passengers = await as(child).get(`/api/carpools/${ride.id}/passengers`).expect(200);
    expect(passengers.body).toEqual(listed.passengers);

    const edited = await as(admin).patch(`/api/carpools/${ride.id}`).send({ availableSeats: 5, pickupLocation: 'Gym' });
    expect(edited.body).toMatchObject({ pickupLocation: 'Gym', availableSeats: 5, seatsLeft: 3 });
    await as(admin).delete(`/api/carpools/${ride.id}`).expect(204);
    expect((await carpools(admin)).map((c) => c.id)).not.toContain(ride.id);
  });

  it('refuses a passenger beyond the seats, even when two are added at once', async () => {
    const ride = await addCarpool(admin, { availableSeats: 1 });
    const attempts = await Promise.all(
      ['Ann', 'Bo'].map((passengerName) =>
        as(admin).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerName }),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(attempts.find((r) => r.status === 409)?.body).toEqual({ error: 'conflict', message: 'This carpool is full' });
    const [listed] = await carpools(admin);
    expect([listed.passengers.length, listed.seatsLeft]).toEqual([1, 0]);
  });

  it('uses the spec’s validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ availableSeats: 0 }, 'Seats must be at least 1'],
      [{ pickupLocation: ' ' }, 'Pickup location is required'],
      [{ dropoffLocation: undefined }, 'Dropoff location is required'],
      [{ driverId: undefined }, 'Driver is required'],
    ];
    for (const [extra, message] of cases) {
      const res = await as(admin)
        .post('/api/carpools')
        .send({ eventId, pickupLocation: 'School', dropoffLocation: 'Park', driverId: parent.userId, ...extra });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const ride = await addCarpool(admin);
    const res = await as(admin).post('/api/carpool-passengers').send({ carpoolId: ride.id });
    expect([res.status, res.body.message]).toEqual([400, 'Choose a family member or enter a passenger name']);
  });

  it('lets a child ride along but not organise', async () => {
    const ride = await addCarpool(admin);
    const refusal = (what: string) => ({ error: 'forbidden', message: `Only parents and admins can change ${what}` });
    await as(child)
      .post('/api/carpools')
      .send({ eventId, pickupLocation: 'A', dropoffLocation: 'B', driverId: child.userId })
      .expect(403, refusal('carpools'));
    await as(child).patch(`/api/carpools/${ride.id}`).send({ notes: 'x' }).expect(403, refusal('carpools'));
    await as(child).delete(`/api/carpools/${ride.id}`).expect(403, refusal('carpools'));
    await as(child)
      .post('/api/carpool-passengers')
      .send({ carpoolId: ride.id, passengerName: 'Friend' })
      .expect(403, refusal('other people’s rides'));
    const other = await as(parent).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerId: parent.userId });
    await as(child).delete(`/api/carpool-passengers/${other.body.id}`).expect(403, refusal('other people’s rides'));

    const seat = await as(child).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerId: child.userId }).expect(201);
    await as(child).delete(`/api/carpool-passengers/${seat.body.id}`).expect(204);
    expect((await carpools(child))[0].passengers.map((p) => p.passengerId)).toEqual([parent.userId]);
  });

  it('answers 404 to another family', async () => {
    const ride = await addCarpool(admin);
    const seat = await as(admin).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerName: 'Ann' }).expect(201);
    await as(stranger).get(`/api/events/${eventId}/carpools`).expect(404);
    await as(stranger)
      .post('/api/carpools')
      .send({ eventId, pickupLocation: 'A', dropoffLocation: 'B', driverId: stranger.userId })
      .expect(404, { error: 'not_found', message: 'Event not found' });
    const missing = { error: 'not_found', message: 'Carpool not found' };
    await as(stranger).patch(`/api/carpools/${ride.id}`).send({ notes: 'x' }).expect(404, missing);
    await as(stranger).delete(`/api/carpools/${ride.id}`).expect(404, missing);
    await as(stranger).get(`/api/carpools/${ride.id}/passengers`).expect(404, missing);
    await as(stranger).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerName: 'Me' }).expect(404, missing);
    await as(stranger).delete(`/api/carpool-passengers/${seat.body.id}`).expect(404);
    expect((await carpools(admin))[0].passengers).toHaveLength(1);
  });

  it('goes away with its event', async () => {
    const ride = await addCarpool(admin);
    await as(admin).post('/api/event-guests').send({ eventId, name: 'Ann' }).expect(201);
    await as(admin).delete(`/api/events/${eventId}`).expect(204);
    await as(admin).get(`/api/carpools/${ride.id}/passengers`).expect(404);
  });
});
