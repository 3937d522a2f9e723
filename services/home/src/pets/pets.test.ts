import { sql } from 'drizzle-orm';
import type { Pet, PetCareItem, PetCareTodayAnswer, PetPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { PNG_BYTES, TEXT_BYTES } from '@familyhub/server-kit/testing';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9601;
const admin: Caller = { userId: 151, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 152, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 153, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 161, familyId: 9602, role: 'admin', plan: 'annual' };

const api = setupHomeApi();
const { as, recordPublished, families, clock } = api;
const published = recordPublished(FAMILY);

const buddy = {
  name: 'Buddy',
  type: 'dog',
  breed: 'Golden Retriever',
  birthdate: '2020-04-12',
  weightKg: 31.456,
  color: 'Golden',
  microchipId: '985112004567890',
  vetName: 'Dr. Patel, Oak Street Vets',
  vetPhone: '555-0142',
};

async function addPet(body: Record<string, unknown> = buddy, by: Caller = parent): Promise<Pet> {
  return (await as(by).post('/api/pets').send(body).expect(201)).body as Pet;
}
async function addCare(petId: number, body: Record<string, unknown> = {}, by: Caller = parent) {
  return (
    await as(by)
      .post(`/api/pets/${petId}/care-items`)
      .send({ name: 'Breakfast', type: 'feeding', time: '07:30', amount: '2 cups', ...body })
      .expect(201)
  ).body as PetCareItem;
}
const uploadPhoto = (by: Caller, bytes: Buffer = PNG_BYTES) =>
  as(by).post('/api/home/files?use=photo').attach('file', bytes, 'buddy.png');

beforeAll(() => {
  families.set(FAMILY, [reach(admin, 'Ada'), reach(parent, 'Pat'), reach(child, 'Kim')]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});
beforeEach(() => {
  clock.now = new Date('2026-11-23T09:00:00Z');
  published.length = 0;
});
afterAll(() => {
  clock.now = null;
});

describe('pets', () => {
  it('keeps a profile with a photo; microchip and vet details are stored encrypted', async () => {
    const photo = await uploadPhoto(parent).expect(201);
    expect(photo.body.fileUrl).toMatch(/^\/api\/home\/files\/[0-9a-f-]{36}$/);
    const made = await addPet({ ...buddy, imageUrl: photo.body.fileUrl });
    expect(made).toMatchObject({
      ...buddy,
      weightKg: 31.46,
      imageUrl: photo.body.fileUrl,
      careItems: [],
      createdById: parent.userId,
    });
    const raw = await api
      .db()
      .execute(sql`select microchip_id, vet_name, vet_phone from home.pets where id = ${made.id}`);
    const row = (raw as unknown as { rows: Record<string, string>[] }).rows[0];
    for (const value of Object.values(row)) expect(value).toMatch(/^enc:v1:/);

    const image = await as(child).get(photo.body.fileUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const list = (await as(child).get('/api/pets').expect(200)).body as PetPage;
    expect(list.items.find((p) => p.id === made.id)).toMatchObject({ vetPhone: '555-0142' });

    // A new photo replaces the old one in the file store; a PATCH changes only what it names.
    const next = await uploadPhoto(parent).expect(201);
    const edited = await as(parent)
      .patch(`/api/pets/${made.id}`)
      .send({ imageUrl: next.body.fileUrl, vetPhone: '555-0199' })
      .expect(200);
    expect(edited.body).toMatchObject({ imageUrl: next.body.fileUrl, vetPhone: '555-0199', type: 'dog' });
    await as(parent).get(photo.body.fileUrl).expect(404);
    await as(parent).delete(`/api/pets/${made.id}`).expect(204);
    await as(parent).get(next.body.fileUrl).expect(404);
    expect(published).toContain('pets');
  });

  it('refuses bad input with the contract’s words', async () => {
    const noName = await as(parent).post('/api/pets').send({ type: 'cat' }).expect(400);
    expect(noName.body.message).toMatch('Name is required');
    const kind = await as(parent).post('/api/pets').send({ name: 'Rex', type: 'dragon' }).expect(400);
    expect(kind.body.message).toMatch('Choose what kind of pet it is');
    const weight = await as(parent).post('/api/pets').send({ name: 'Rex', weightKg: -2 }).expect(400);
    expect(weight.body.message).toMatch('Weight must be more than 0 kg');
    const notUploaded = await as(parent)
      .post('/api/pets')
      .send({ name: 'Rex', imageUrl: '/api/home/files/999999' })
      .expect(400);
    expect(notUploaded.body.message).toBe('Upload the photo first');
    await uploadPhoto(parent, TEXT_BYTES).expect(415);
    const pet = await addPet({ name: 'Rex' });
    const time = await as(parent)
      .post(`/api/pets/${pet.id}/care-items`)
      .send({ name: 'Walk', type: 'walk', time: '25:00' })
      .expect(400);
    expect(time.body.message).toMatch('Time must be HH:MM');
    const care = await as(parent).post(`/api/pets/${pet.id}/care-items`).send({ type: 'walk' }).expect(400);
    expect(care.body.message).toMatch('Name is required');
    const assignee = await as(parent)
      .post(`/api/pets/${pet.id}/care-items`)
      .send({ name: 'Walk', assignedToId: stranger.userId })
      .expect(400);
    expect(assignee.body.message).toBe('Choose a member of your family');
    await as(parent).get('/api/pets?cursor=bad').expect(400);
  });

  it('care items: a child ticks Done today (who and when), once a day; Undo puts it back', async () => {
    const pet = await addPet({ name: 'Milo', type: 'cat' });
    const feed = await addCare(pet.id, { assignedToId: child.userId });
    expect(feed).toMatchObject({
      type: 'feeding',
      frequency: 'daily',
      nextDue: '2026-11-23',
      reminderEnabled: true,
      doneToday: null,
    });
    const groom = await addCare(pet.id, {
      name: 'Brush',
      type: 'grooming',
      frequency: 'weekly',
      time: null,
      nextDue: '2026-11-26',
    });
    await addCare(pet.id, { name: 'Quiet snack', reminderEnabled: false });
    const today = (await as(child).get('/api/pets/care-today').expect(200)).body as PetCareTodayAnswer;
    expect(today.day).toBe('2026-11-23');
    const ours = today.items.filter((i) => i.petId === pet.id);
    expect(ours.map((i) => i.name)).toEqual(['Breakfast']);
    expect(ours[0].petName).toBe('Milo');

    const done = await as(child).post(`/api/pets/${pet.id}/care-items/${feed.id}/done`).expect(200);
    expect(done.body).toMatchObject({
      nextDue: '2026-11-24',
      lastCompleted: '2026-11-23T09:00:00.000Z',
      doneToday: { doneById: child.userId, doneAt: '2026-11-23T09:00:00.000Z' },
    });
    const twice = await as(parent).post(`/api/pets/${pet.id}/care-items/${feed.id}/done`).expect(409);
    expect(twice.body.message).toBe('This was already done today');
    // Still on today's list, now as done, with who did it.
    const after = (await as(parent).get('/api/pets/care-today').expect(200)).body as PetCareTodayAnswer;
    expect(after.items.find((i) => i.id === feed.id)?.doneToday).toMatchObject({ doneById: child.userId });
    const listed = (await as(parent).get('/api/pets').expect(200)).body as PetPage;
    expect(listed.items.find((p) => p.id === pet.id)?.careItems.map((c) => c.name)).toEqual([
      'Breakfast',
      'Brush',
      'Quiet snack',
    ]);

    const undone = await as(child).delete(`/api/pets/${pet.id}/care-items/${feed.id}/done`).expect(200);
    expect(undone.body).toMatchObject({ nextDue: '2026-11-23', lastCompleted: null, doneToday: null });
    await as(child).delete(`/api/pets/${pet.id}/care-items/${feed.id}/done`).expect(409);

    // The next day it is due again.
    await as(child).post(`/api/pets/${pet.id}/care-items/${feed.id}/done`).expect(200);
    clock.now = new Date('2026-11-24T08:00:00Z');
    const tomorrow = (await as(child).get('/api/pets/care-today').expect(200)).body as PetCareTodayAnswer;
    expect(tomorrow.items.find((i) => i.id === feed.id)).toMatchObject({
      doneToday: null,
      nextDue: '2026-11-24',
    });

    const edited = await as(parent)
      .patch(`/api/pets/${pet.id}/care-items/${groom.id}`)
      .send({ amount: 'Slicker brush' })
      .expect(200);
    expect(edited.body).toMatchObject({ amount: 'Slicker brush', frequency: 'weekly', type: 'grooming' });
    await as(parent).delete(`/api/pets/${pet.id}/care-items/${groom.id}`).expect(204);
  });

  it('lets a child view and tick care but not add, edit or delete pets or care', async () => {
    const pet = await addPet({ name: 'Nibbles', type: 'rodent' });
    const care = await addCare(pet.id);
    const denied = await as(child).post('/api/pets').send({ name: 'Mine' }).expect(403);
    expect(denied.body.message).toBe('Only parents and admins can change pets and their care');
    await as(child).patch(`/api/pets/${pet.id}`).send({ name: 'x' }).expect(403);
    await as(child).delete(`/api/pets/${pet.id}`).expect(403);
    await as(child).post(`/api/pets/${pet.id}/care-items`).send({ name: 'Walk' }).expect(403);
    await as(child).patch(`/api/pets/${pet.id}/care-items/${care.id}`).send({ name: 'x' }).expect(403);
    await as(child).delete(`/api/pets/${pet.id}/care-items/${care.id}`).expect(403);
    await as(child).post(`/api/pets/${pet.id}/care-items/${care.id}/done`).expect(200);
    await as(admin).delete(`/api/pets/${pet.id}`).expect(204);
  });

  it('never shows or changes another family’s pets, care or photos', async () => {
    const photo = await uploadPhoto(parent).expect(201);
    const pet = await addPet({ name: 'Shadow', imageUrl: photo.body.fileUrl });
    const care = await addCare(pet.id);
    expect((await as(stranger).get('/api/pets').expect(200)).body.items).toEqual([]);
    expect((await as(stranger).get('/api/pets/care-today').expect(200)).body.items).toEqual([]);
    await as(stranger).get(photo.body.fileUrl).expect(404);
    await as(stranger).post('/api/pets').send({ name: 'Stolen', imageUrl: photo.body.fileUrl }).expect(400);
    await as(stranger).patch(`/api/pets/${pet.id}`).send({ name: 'x' }).expect(404);
    await as(stranger).delete(`/api/pets/${pet.id}`).expect(404);
    await as(stranger).post(`/api/pets/${pet.id}/care-items`).send({ name: 'Walk' }).expect(404);
    await as(stranger).patch(`/api/pets/${pet.id}/care-items/${care.id}`).send({ name: 'x' }).expect(404);
    await as(stranger).delete(`/api/pets/${pet.id}/care-items/${care.id}`).expect(404);
    await as(stranger).post(`/api/pets/${pet.id}/care-items/${care.id}/done`).expect(404);
    await as(stranger).delete(`/api/pets/${pet.id}/care-items/${care.id}/done`).expect(404);
  });
});

describe('pet care reminders', () => {
  it('raise one alert a day for due care once its time has come, for the assignee else the parents', async () => {
    const FAM = 9603;
    const lee: Caller = { userId: 171, familyId: FAM, role: 'parent', plan: 'annual' };
    const max: Caller = { userId: 172, familyId: FAM, role: 'child', plan: 'annual' };
    families.set(FAM, [reach(lee, 'Lee'), reach(max, 'Max')]);
    clock.now = new Date('2026-11-23T06:00:00Z');
    const pet = await addPet({ name: 'Rex' }, lee);
    const feed = await addCare(pet.id, { name: 'Breakfast', time: '07:30', assignedToId: max.userId }, lee);
    const walk = await addCare(pet.id, { name: 'Walk', type: 'walk', time: null }, lee);
    await addCare(pet.id, { name: 'Quiet', time: null, reminderEnabled: false }, lee);
    const ours = () => api.alerts.filter((a) => a.caller.familyId === FAM).map((a) => a.body);

    await api.app().remindPetCare(new Date('2026-11-23T06:00:00Z'));
    // Only the walk (no time of day) is due at 06:00; Breakfast waits for 07:30; Quiet has reminders off.
    expect(ours()).toEqual([
      expect.objectContaining({
        dedupeKey: `pet-care:${walk.id}:2026-11-23`,
        recipientIds: [lee.userId],
        title: 'Rex: Walk is due',
        target: { type: 'pet-care-item', id: walk.id },
        expiresAt: '2026-11-24T00:00:00.000Z',
      }),
    ]);
    await api.app().remindPetCare(new Date('2026-11-23T07:45:00Z'));
    await api.app().remindPetCare(new Date('2026-11-23T07:50:00Z'));
    expect(ours().map((a) => [a.dedupeKey, a.recipientIds])).toEqual([
      [`pet-care:${walk.id}:2026-11-23`, [lee.userId]],
      [`pet-care:${feed.id}:2026-11-23`, [max.userId]],
    ]);

    // Done today clears it; the next day it is due and reminded again, but not once it is done.
    clock.now = new Date('2026-11-23T08:00:00Z');
    await as(max).post(`/api/pets/${pet.id}/care-items/${feed.id}/done`).expect(200);
    expect(api.clearedAlerts.map((c) => c.body)).toContainEqual({ dedupeKeyPrefix: `pet-care:${feed.id}:` });
    clock.now = new Date('2026-11-24T07:00:00Z');
    await as(max).post(`/api/pets/${pet.id}/care-items/${walk.id}/done`).expect(200);
    await api.app().remindPetCare(new Date('2026-11-24T08:00:00Z'));
    expect(ours().map((a) => a.dedupeKey)).toEqual([
      `pet-care:${walk.id}:2026-11-23`,
      `pet-care:${feed.id}:2026-11-23`,
      `pet-care:${feed.id}:2026-11-24`,
    ]);
  });
});
