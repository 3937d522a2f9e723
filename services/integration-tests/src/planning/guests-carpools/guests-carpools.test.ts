import type { Carpool, EventGuest } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
// A real cross-service test: drivers, passengers and guests who are members are checked with a running identity.
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import { setupPlanningApi, SETUP_TIMEOUT_MS } from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let admin: Caller;
let parent: Caller;
let child: Caller;
let stranger: Caller;
let published: string[] = [];
const previousIdentityUrl = process.env.IDENTITY_URL;
const { as, recordPublished } = setupPlanningApi();
let eventId: number;

beforeAll(async () => {
  identity = await startIdentityServer();
  process.env.IDENTITY_URL = identity.url;
  admin = (await signUpFamily(identity.app, { familyName: 'Carpool family' })).caller;
  parent = (await addMember(identity.app, admin, { role: 'parent', name: 'Pat' })).caller;
  child = (await addMember(identity.app, admin, { role: 'child', name: 'Kim' })).caller;
  stranger = (await signUpFamily(identity.app, { familyName: 'Another family' })).caller;
  published = recordPublished(admin.familyId);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
}, SETUP_TIMEOUT_MS);

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
    await as(admin)
      .patch(`/api/event-guests/${kim.body.id}`)
      .send({ status: 'declined', notes: 'Away' })
      .expect(200);
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
    await as(child)
      .patch(`/api/event-guests/${guest.body.id}`)
      .send({ status: 'confirmed' })
      .expect(403, refusal);
    await as(child).delete(`/api/event-guests/${guest.body.id}`).expect(403, refusal);
    expect(await guests(child)).toEqual([guest.body]);
  });

  it('answers 404 to another family', async () => {
    const guest = await as(admin).post('/api/event-guests').send({ eventId, name: 'Ann' }).expect(201);
    const missingEvent = { error: 'not_found', message: 'Event not found' };
    await as(stranger).get(`/api/events/${eventId}/guests`).expect(404, missingEvent);
    await as(stranger).post('/api/event-guests').send({ eventId, name: 'Mine' }).expect(404, missingEvent);
    const missingGuest = { error: 'not_found', message: 'Guest not found' };
    await as(stranger)
      .patch(`/api/event-guests/${guest.body.id}`)
      .send({ name: 'Mine' })
      .expect(404, missingGuest);
    await as(stranger).delete(`/api/event-guests/${guest.body.id}`).expect(404, missingGuest);
    expect(await guests(admin)).toEqual([guest.body]);
  });
});

describe('carpools', () => {
  it('creates, edits and deletes a carpool with seats left counted from its passengers', async () => {
    const ride = await addCarpool(admin, { vehicleDetails: 'Blue van', availableSeats: 3 });
    expect(ride).toMatchObject({
      availableSeats: 3,
      seatsLeft: 3,
      passengers: [],
      isActive: true,
      createdById: admin.userId,
    });
    expect((await addCarpool(parent)).availableSeats).toBe(4);

    await as(parent)
      .post('/api/carpool-passengers')
      .send({ carpoolId: ride.id, passengerName: 'Neighbour Sam' })
      .expect(201);
    await as(parent)
      .post('/api/carpool-passengers')
      .send({ carpoolId: ride.id, passengerId: child.userId })
      .expect(201);
    const [listed] = await carpools(child);
    expect(listed).toMatchObject({ id: ride.id, seatsLeft: 1 });
    expect(listed.passengers.map((p) => p.passengerName ?? p.passengerId)).toEqual([
      'Neighbour Sam',
      child.userId,
    ]);
    const passengers = await as(child).get(`/api/carpools/${ride.id}/passengers`).expect(200);
    expect(passengers.body).toEqual(listed.passengers);

    const edited = await as(admin)
      .patch(`/api/carpools/${ride.id}`)
      .send({ availableSeats: 5, pickupLocation: 'Gym' });
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
    expect(attempts.find((r) => r.status === 409)?.body).toEqual({
      error: 'conflict',
      message: 'This carpool is full',
    });
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
        .send({
          eventId,
          pickupLocation: 'School',
          dropoffLocation: 'Park',
          driverId: parent.userId,
          ...extra,
        });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const ride = await addCarpool(admin);
    const res = await as(admin).post('/api/carpool-passengers').send({ carpoolId: ride.id });
    expect([res.status, res.body.message]).toEqual([400, 'Choose a family member or enter a passenger name']);
  });

  it('lets a child ride along but not organise', async () => {
    const ride = await addCarpool(admin);
    const refusal = (what: string) => ({
      error: 'forbidden',
      message: `Only parents and admins can change ${what}`,
    });
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
    const other = await as(parent)
      .post('/api/carpool-passengers')
      .send({ carpoolId: ride.id, passengerId: parent.userId });
    await as(child)
      .delete(`/api/carpool-passengers/${other.body.id}`)
      .expect(403, refusal('other people’s rides'));

    const seat = await as(child)
      .post('/api/carpool-passengers')
      .send({ carpoolId: ride.id, passengerId: child.userId })
      .expect(201);
    await as(child).delete(`/api/carpool-passengers/${seat.body.id}`).expect(204);
    expect((await carpools(child))[0].passengers.map((p) => p.passengerId)).toEqual([parent.userId]);
  });

  it('answers 404 to another family', async () => {
    const ride = await addCarpool(admin);
    const seat = await as(admin)
      .post('/api/carpool-passengers')
      .send({ carpoolId: ride.id, passengerName: 'Ann' })
      .expect(201);
    await as(stranger).get(`/api/events/${eventId}/carpools`).expect(404);
    await as(stranger)
      .post('/api/carpools')
      .send({ eventId, pickupLocation: 'A', dropoffLocation: 'B', driverId: stranger.userId })
      .expect(404, { error: 'not_found', message: 'Event not found' });
    const missing = { error: 'not_found', message: 'Carpool not found' };
    await as(stranger).patch(`/api/carpools/${ride.id}`).send({ notes: 'x' }).expect(404, missing);
    await as(stranger).delete(`/api/carpools/${ride.id}`).expect(404, missing);
    await as(stranger).get(`/api/carpools/${ride.id}/passengers`).expect(404, missing);
    await as(stranger)
      .post('/api/carpool-passengers')
      .send({ carpoolId: ride.id, passengerName: 'Me' })
      .expect(404, missing);
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

describe('members named in guest lists and carpools', () => {
  it('must belong to the family (400 with a clear message)', async () => {
    const refuse = async (call: Promise<{ status: number; body: { message?: string } }>, message: string) => {
      const res = await call;
      expect([res.status, res.body.message]).toEqual([400, message]);
    };
    await refuse(
      as(admin)
        .post('/api/carpools')
        .send({ eventId, pickupLocation: 'A', dropoffLocation: 'B', driverId: stranger.userId }),
      'Driver must be a member of your family',
    );
    const ride = await addCarpool(admin, { driverId: child.userId });
    expect(ride.driverId).toBe(child.userId);
    await refuse(
      as(admin).patch(`/api/carpools/${ride.id}`).send({ driverId: 999_999 }),
      'Driver must be a member of your family',
    );
    await refuse(
      as(admin).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerId: stranger.userId }),
      'Passenger must be a member of your family',
    );
    await refuse(
      as(admin)
        .post('/api/event-guests')
        .send({ eventId, name: 'Stranger', familyMemberId: stranger.userId }),
      'Guest must be a member of your family',
    );
    const guest = await as(admin)
      .post('/api/event-guests')
      .send({ eventId, name: 'Pat', familyMemberId: parent.userId })
      .expect(201);
    await refuse(
      as(admin).patch(`/api/event-guests/${guest.body.id}`).send({ familyMemberId: stranger.userId }),
      'Guest must be a member of your family',
    );
    expect((await carpools(admin)).find((c) => c.id === ride.id)?.passengers).toEqual([]);
    expect((await guests(admin)).map((g) => g.familyMemberId)).toEqual([parent.userId]);
  });
});

describe('carpool seats', () => {
  it('cannot be lowered below the passengers already in the carpool (409)', async () => {
    const ride = await addCarpool(admin, { availableSeats: 3 });
    for (const passengerName of ['Ann', 'Bo']) {
      await as(admin).post('/api/carpool-passengers').send({ carpoolId: ride.id, passengerName }).expect(201);
    }
    const shrink = await as(admin).patch(`/api/carpools/${ride.id}`).send({ availableSeats: 1 }).expect(409);
    expect(shrink.body).toEqual({
      error: 'conflict',
      message: 'Seats cannot be fewer than the 2 passengers already in this carpool',
    });
    expect((await carpools(admin))[0]).toMatchObject({ availableSeats: 3, seatsLeft: 1 });

    const exact = await as(admin).patch(`/api/carpools/${ride.id}`).send({ availableSeats: 2 }).expect(200);
    expect(exact.body).toMatchObject({ availableSeats: 2, seatsLeft: 0 });
  });
});
