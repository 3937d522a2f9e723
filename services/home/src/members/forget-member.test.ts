import type {
  ChoreAssignmentPage,
  CleaningTemplate,
  Chore,
  MaintenanceHistoryPage,
  MaintenanceItem,
  MaintenanceItemPage,
  Pet,
  PetCareItem,
  PetPage,
  PointsBalances,
} from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9401;
const admin: Caller = { userId: 101, familyId: FAMILY, role: 'admin', plan: 'annual' };
const kim: Caller = { userId: 102, familyId: FAMILY, role: 'child', plan: 'annual' };
const lou: Caller = { userId: 103, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 111, familyId: 9402, role: 'admin', plan: 'annual' };

const { as, families } = setupHomeApi();

beforeAll(() => {
  families.set(FAMILY, [reach(admin, 'Ada'), reach(kim, 'Kim'), reach(lou, 'Lou')]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});

describe('export and member removal reach home', () => {
  it('exports the family’s chores, turns, ledger and rewards, and nobody else’s', async () => {
    await as(admin)
      .post('/api/chores')
      .send({ title: 'Dishes', assigneeIds: [kim.userId] })
      .expect(201);
    await as(admin).post('/api/points/adjustments').send({ memberId: kim.userId, points: 5, reason: 'Hi' });
    await as(admin).post('/api/rewards').send({ title: 'Treat', pointsCost: 5 }).expect(201);
    const ours = (await as(admin).get('/internal/export').expect(200)).body;
    expect(ours.schema).toBe('home');
    expect(ours.tables.chores).toEqual([expect.objectContaining({ title: 'Dishes' })]);
    expect(ours.tables.chore_assignments).toHaveLength(1);
    expect(ours.tables.points_ledger).toEqual([expect.objectContaining({ reason: 'Hi', points: 5 })]);
    expect(ours.tables.rewards).toHaveLength(1);
    const theirs = (await as(stranger).get('/internal/export').expect(200)).body;
    expect(theirs.tables.chores ?? []).toEqual([]);
  });

  it('exports the pantry, its settings and the essentials, and forgets who added them', async () => {
    const parent: Caller = { userId: 104, familyId: FAMILY, role: 'parent', plan: 'annual' };
    families.set(FAMILY, [...(families.get(FAMILY) ?? []), reach(parent, 'Pat')]);
    await as(parent).post('/api/pantry-items').send({ name: 'Rice', quantity: 500, unit: 'g' }).expect(201);
    await as(parent).put('/api/pantry-items/settings').send({ addBoughtItems: 'always' }).expect(200);
    await as(parent).post('/api/essential-items').send({ name: 'Soap', currentQuantity: 3 }).expect(201);
    const ours = (await as(admin).get('/internal/export').expect(200)).body;
    expect(ours.tables.pantry_items).toEqual([expect.objectContaining({ name: 'Rice', unit: 'g' })]);
    expect(ours.tables.pantry_settings).toEqual([expect.objectContaining({ add_bought_items: 'always' })]);
    expect(ours.tables.essential_items).toEqual([expect.objectContaining({ name: 'Soap' })]);
    const theirs = (await as(stranger).get('/internal/export').expect(200)).body;
    expect(theirs.tables.pantry_items ?? []).toEqual([]);
    expect(theirs.tables.essential_items ?? []).toEqual([]);

    const removed = await as(admin).post(`/internal/members/${parent.userId}/removed`).expect(200);
    expect(removed.body.changed).toMatchObject({ pantry_items: 1, pantry_settings: 1, essential_items: 1 });
    const pantry = (await as(admin).get('/api/pantry-items').expect(200)).body;
    expect(pantry.items).toEqual([expect.objectContaining({ name: 'Rice', createdById: null })]);
  });

  it('exports cleaning routines shared or not; a leaving member’s private routines go with their sessions', async () => {
    const parent: Caller = { userId: 105, familyId: FAMILY, role: 'parent', plan: 'annual' };
    families.set(FAMILY, [...(families.get(FAMILY) ?? []), reach(parent, 'Max')]);
    const routine = (name: string, isShared: boolean) =>
      as(parent)
        .post('/api/cleaning/templates')
        .send({ name, isShared, tasks: [{ name: 'Dust' }] })
        .expect(201)
        .then((r) => r.body as CleaningTemplate);
    const desk = await routine('Desk', false);
    const hall = await routine('Hall', true);
    await as(parent).post('/api/cleaning/sessions').send({ templateId: desk.id }).expect(201);
    const exported = (await as(admin).get('/internal/export').expect(200)).body;
    expect(exported.tables.cleaning_templates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Desk', is_shared: false }),
        expect.objectContaining({ name: 'Hall', is_shared: true }),
      ]),
    );

    const removed = await as(admin).post(`/internal/members/${parent.userId}/removed`).expect(200);
    expect(removed.body.changed).toMatchObject({ cleaning_templates: 1, cleaning_sessions: 1 });
    const after = (await as(admin).get('/internal/export').expect(200)).body;
    expect(after.tables.cleaning_templates.map((t: { id: number }) => t.id)).toEqual([hall.id]);
    expect(after.tables.cleaning_sessions ?? []).toEqual([]);
  });

  it('forgets a member: their points go, their turns stay unnamed, they leave every rotation', async () => {
    const chore = (
      await as(admin)
        .post('/api/chores')
        .send({ title: 'Bins', assigneeIds: [lou.userId, kim.userId] })
        .expect(201)
    ).body as Chore;
    await as(admin).post('/api/points/adjustments').send({ memberId: lou.userId, points: 9, reason: 'x' });
    const removed = await as(admin).post(`/internal/members/${lou.userId}/removed`).expect(200);
    expect(removed.body.changed).toMatchObject({
      points_ledger: 1,
      point_balances: 1,
      chore_assignments: 1,
      chores: 1,
    });

    const rotation = (await as(admin).get('/api/chores').expect(200)).body.items.find(
      (c: Chore) => c.id === chore.id,
    );
    expect(rotation.assigneeIds).toEqual([kim.userId]);
    const turns = (await as(admin).get('/api/chore-assignments').expect(200)).body as ChoreAssignmentPage;
    expect(turns.items.find((t) => t.choreId === chore.id)?.assignedToId).toBeNull();
    const points = (await as(admin).get('/api/points').expect(200)).body as PointsBalances;
    expect(points.members.find((m) => m.memberId === lou.userId)).toMatchObject({ balance: 0 });
    const ledger = await as(admin).get(`/api/points/ledger?memberId=${lou.userId}`).expect(200);
    expect(ledger.body.items).toEqual([]);
    await as(kim).post(`/internal/members/${lou.userId}/removed`).expect(403);
  });

  it('exports maintenance and pets (vet details opened) and unnames what a leaving member looked after', async () => {
    const item = (
      await as(admin)
        .post('/api/maintenance-items')
        .send({ name: 'Bleed radiators', nextDue: '2026-11-20', assignedToId: kim.userId })
        .expect(201)
    ).body as MaintenanceItem;
    await as(kim).post(`/api/maintenance-items/${item.id}/complete`).send({ notes: 'All four' }).expect(200);
    const pet = (
      await as(admin)
        .post('/api/pets')
        .send({ name: 'Pip', type: 'cat', microchipId: '900-1', vetName: 'Dr. Lee' })
        .expect(201)
    ).body as Pet;
    const care = (
      await as(admin)
        .post(`/api/pets/${pet.id}/care-items`)
        .send({ name: 'Dinner', assignedToId: kim.userId })
        .expect(201)
    ).body as PetCareItem;
    await as(kim).post(`/api/pets/${pet.id}/care-items/${care.id}/done`).expect(200);

    const exported = (await as(admin).get('/internal/export').expect(200)).body;
    expect(exported.tables.maintenance_items).toEqual([expect.objectContaining({ name: 'Bleed radiators' })]);
    expect(exported.tables.maintenance_logs).toEqual([expect.objectContaining({ notes: 'All four' })]);
    expect(exported.tables.pets).toEqual([
      expect.objectContaining({ microchip_id: '900-1', vet_name: 'Dr. Lee' }),
    ]);
    expect(exported.tables.pet_care_items).toHaveLength(1);
    expect(exported.tables.pet_care_logs).toHaveLength(1);

    const removed = await as(admin).post(`/internal/members/${kim.userId}/removed`).expect(200);
    expect(removed.body.changed).toMatchObject({
      maintenance_items: 1,
      maintenance_logs: 1,
      pet_care_items: 1,
      pet_care_logs: 1,
    });
    const items = (await as(admin).get('/api/maintenance-items').expect(200)).body as MaintenanceItemPage;
    expect(items.items.find((i) => i.id === item.id)?.assignedToId).toBeNull();
    const history = (await as(admin).get('/api/maintenance-items/history').expect(200))
      .body as MaintenanceHistoryPage;
    expect(history.items[0]).toMatchObject({ itemName: 'Bleed radiators', completedById: null });
    const pets = (await as(admin).get('/api/pets').expect(200)).body as PetPage;
    expect(pets.items[0].careItems[0]).toMatchObject({ assignedToId: null, doneToday: { doneById: null } });
  });
});
