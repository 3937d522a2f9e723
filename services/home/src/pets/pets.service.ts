import {
  advanceDay,
  canOrganise,
  MAX_CARE_ITEMS_PER_PET,
  messageRef,
  wordedAlert,
  type createPetBody,
  type createPetCareItemBody,
  type LiveTopic,
  type Pet,
  type PetCareItem,
  type PetCareTodayAnswer,
  type PetPage,
  type updatePetBody,
  type updatePetCareItemBody,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  logger,
  notFound,
  type Caller,
  type InternalCaller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import type { HomeAlerts } from '../clients/platform';
import type { HomeFiles } from '../files';
import type { CareItemRow, CareItemToday, PetRow, PetsRepository } from './pets.repository';

type CreatePet = z.output<typeof createPetBody>;
type UpdatePet = z.output<typeof updatePetBody>;
type CreateCare = z.output<typeof createPetCareItemBody>;
type UpdateCare = z.output<typeof updatePetCareItemBody>;

export const PETS_TOPIC = 'pets' satisfies LiveTopic<'home'>;
/** The most care items the Pet Center card and the today list show. */
const CARE_TODAY_LIMIT = 100;
/** How many reminders one run of the job raises at most (the next run takes the rest). */
const REMINDERS_PER_RUN = 500;
const reminderKeyPrefix = (id: number) => `pet-care:${id}:`;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function toCareItem(row: CareItemToday): PetCareItem {
  return {
    id: row.id,
    petId: row.petId,
    type: row.type,
    name: row.name,
    description: row.description,
    frequency: row.frequency,
    time: row.time,
    amount: row.amount,
    lastCompleted: row.lastCompleted?.toISOString() ?? null,
    nextDue: row.nextDue,
    assignedToId: row.assignedToId,
    reminderEnabled: row.reminderEnabled,
    notes: row.notes,
    doneToday: row.done ? { doneById: row.done.doneById, doneAt: row.done.doneAt.toISOString() } : null,
    createdById: row.createdById,
  };
}

function toPet(row: PetRow, care: CareItemToday[]): Pet {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    breed: row.breed,
    birthdate: row.birthdate,
    weightKg: row.weightKg,
    color: row.color,
    imageUrl: row.imageUrl,
    microchipId: row.microchipId,
    vetName: row.vetName,
    vetPhone: row.vetPhone,
    notes: row.notes,
    careItems: care.map(toCareItem),
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface PetsServiceOptions {
  repository: PetsRepository;
  files: Pick<HomeFiles, 'findByUrl' | 'removeByUrl'>;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  members: FamilyMembers;
  alerts: HomeAlerts;
  /** The caller of the reminder job for one family (no member signed in). */
  forFamily: (familyId: number) => InternalCaller;
  now: () => Date;
}

/**
 * Pet care (issue #14): admins and parents keep the pets and their care items; everyone in the family sees them
 * and ticks Done today (children too), which records who did it and moves the next due day one period on; Undo
 * puts it back. Days are UTC days, like the chores' periods. With reminders on, care due today gets one alert at
 * its time of day (UTC) for the assignee, else the admins and parents (`remindAll`, run by main.ts's job).
 */
export function createPetsService({
  repository,
  files,
  live,
  members,
  alerts,
  forFamily,
  now,
}: PetsServiceOptions) {
  const log = logger.child({ service: 'home', feature: 'pets' });
  const changed = (caller: Caller) => live.publish(caller.familyId, PETS_TOPIC);
  /** Today's reminder no longer fits once the care is done or gone; the bell is a courtesy. */
  async function clearReminders(caller: InternalCaller, id: number) {
    try {
      await alerts.clear(caller, { dedupeKeyPrefix: reminderKeyPrefix(id) });
    } catch (err) {
      log.warn({ err }, 'clearing a pet care reminder failed');
    }
  }
  const assertOrganiser = (caller: Caller) => {
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change pets and their care');
  };
  async function assertMember(caller: Caller, id: number | null | undefined) {
    if (id == null) return;
    if (!(await members.includes(caller, id))) {
      throw badRequest('Choose a member of your family', { assignedToId: id });
    }
  }
  async function assertPhoto(caller: Caller, url: string | null | undefined) {
    if (!url) return;
    if (!(await files.findByUrl(caller.familyId, url, 'photo'))) {
      throw badRequest('Upload the photo first', { imageUrl: url });
    }
  }
  async function foundPet(caller: Caller, id: number): Promise<PetRow> {
    const row = await repository.find(caller.familyId, id);
    if (!row) throw notFound('Pet');
    return row;
  }
  async function foundCare(caller: Caller, petId: number, id: number): Promise<CareItemRow> {
    const row = await repository.findCare(caller.familyId, petId, id);
    if (!row) throw notFound('Care item');
    return row;
  }
  async function pet(caller: Caller, row: PetRow): Promise<Pet> {
    const care = await repository.careOfPets(caller.familyId, [row.id], isoDay(now()));
    return toPet(row, care.get(row.id) ?? []);
  }
  async function careItem(caller: Caller, row: CareItemRow): Promise<PetCareItem> {
    return toCareItem(await repository.careWithToday(caller.familyId, row, isoDay(now())));
  }

  return {
    async list(caller: Caller, page: { cursor?: string; limit: number }): Promise<PetPage> {
      const { items, nextCursor } = await repository.list(caller.familyId, page);
      const care = await repository.careOfPets(
        caller.familyId,
        items.map((p) => p.id),
        isoDay(now()),
      );
      return { items: items.map((p) => toPet(p, care.get(p.id) ?? [])), nextCursor };
    },

    async create(caller: Caller, body: CreatePet): Promise<Pet> {
      assertOrganiser(caller);
      await assertPhoto(caller, body.imageUrl);
      const row = await repository.insert(caller.familyId, body, caller.userId);
      changed(caller);
      return pet(caller, row);
    },

    async update(caller: Caller, id: number, body: UpdatePet): Promise<Pet> {
      const before = await foundPet(caller, id);
      assertOrganiser(caller);
      if (body.imageUrl !== undefined && body.imageUrl !== before.imageUrl)
        await assertPhoto(caller, body.imageUrl);
      const row = await repository.update(caller.familyId, id, body);
      if (!row) throw notFound('Pet');
      // A replaced or removed photo leaves the file store.
      if (body.imageUrl !== undefined && before.imageUrl && before.imageUrl !== row.imageUrl) {
        await files.removeByUrl(caller.familyId, before.imageUrl);
      }
      changed(caller);
      return pet(caller, row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const before = await foundPet(caller, id);
      assertOrganiser(caller);
      if (!(await repository.remove(caller.familyId, id))) throw notFound('Pet');
      if (before.imageUrl) await files.removeByUrl(caller.familyId, before.imageUrl);
      changed(caller);
    },

    async addCare(caller: Caller, petId: number, body: CreateCare): Promise<PetCareItem> {
      await foundPet(caller, petId);
      assertOrganiser(caller);
      await assertMember(caller, body.assignedToId);
      if ((await repository.careCount(caller.familyId, petId)) >= MAX_CARE_ITEMS_PER_PET) {
        throw conflict(`A pet has at most ${MAX_CARE_ITEMS_PER_PET} care items`);
      }
      const row = await repository.insertCare(
        caller.familyId,
        petId,
        { ...body, assignedToId: body.assignedToId ?? null, nextDue: body.nextDue ?? isoDay(now()) },
        caller.userId,
      );
      changed(caller);
      return careItem(caller, row);
    },

    async updateCare(caller: Caller, petId: number, id: number, body: UpdateCare): Promise<PetCareItem> {
      await foundCare(caller, petId, id);
      assertOrganiser(caller);
      await assertMember(caller, body.assignedToId);
      const row = await repository.updateCare(caller.familyId, petId, id, body);
      if (!row) throw notFound('Care item');
      changed(caller);
      return careItem(caller, row);
    },

    async removeCare(caller: Caller, petId: number, id: number): Promise<void> {
      await foundCare(caller, petId, id);
      assertOrganiser(caller);
      if (!(await repository.removeCare(caller.familyId, petId, id))) throw notFound('Care item');
      await clearReminders(caller, id);
      changed(caller);
    },

    /** Done today, by anyone in the family; next due moves one period on from today. */
    async markDone(caller: Caller, petId: number, id: number): Promise<PetCareItem> {
      const item = await foundCare(caller, petId, id);
      const at = now();
      const day = isoDay(at);
      const fresh = await repository.markDone(caller.familyId, item, {
        day,
        at,
        by: caller.userId,
        nextDue: advanceDay(day, item.frequency),
      });
      if (!fresh) throw conflict('This was already done today');
      await clearReminders(caller, id);
      changed(caller);
      return careItem(caller, await foundCare(caller, petId, id));
    },

    async undoDone(caller: Caller, petId: number, id: number): Promise<PetCareItem> {
      const item = await foundCare(caller, petId, id);
      if (!(await repository.undoDone(caller.familyId, item, isoDay(now())))) {
        throw conflict('This was not done today');
      }
      changed(caller);
      return careItem(caller, await foundCare(caller, petId, id));
    },

    /**
     * The reminder job (main.ts, every few minutes; idempotent): each care item with reminders on that is due today,
     * whose time has come and that is not done gets one alert a day (key `pet-care:<id>:<day>`, gone at the end of
     * the day) for the assignee, else the admins and parents. Answers how many items were reminded about.
     */
    async remindAll(at: Date = now()): Promise<number> {
      const today = isoDay(at);
      const due = await repository.careDueForReminder(
        today,
        at.toISOString().slice(11, 16),
        REMINDERS_PER_RUN,
      );
      const reach = new Map<number, Awaited<ReturnType<FamilyMembers['list']>>>();
      let reminded = 0;
      for (const item of due) {
        try {
          const job = forFamily(item.familyId);
          const family = reach.get(item.familyId) ?? (await members.list(job));
          reach.set(item.familyId, family);
          const assignee = family.find((m) => m.id === item.assignedToId);
          const recipients = assignee
            ? [assignee.id]
            : family.filter((m) => canOrganise(m.role)).map((m) => m.id);
          if (recipients.length > 0) {
            await alerts.raise(job, {
              dedupeKey: `${reminderKeyPrefix(item.id)}${today}`,
              recipientIds: recipients,
              // Worded (issue #35): in each reader's language; the time and amount are the family's, as typed.
              ...wordedAlert(
                messageRef('{pet}: {item} is due', { pet: item.petName, item: item.name }),
                [item.time, item.amount].filter(Boolean).join(' · ') || null,
              ),
              priority: 'normal',
              target: { type: 'pet-care-item', id: item.id },
              expiresAt: `${advanceDay(today, 'daily')}T00:00:00.000Z`,
            });
          }
          await repository.markReminded(item.familyId, item.id, today);
          reminded += 1;
        } catch (err) {
          // One family's trouble (planning or identity down) never stops the others; the next run retries it.
          log.warn({ err, familyId: item.familyId }, 'a pet care reminder failed');
        }
      }
      return reminded;
    },

    async today(caller: Caller): Promise<PetCareTodayAnswer> {
      const day = isoDay(now());
      const rows = await repository.careToday(caller.familyId, day, CARE_TODAY_LIMIT);
      return { day, items: rows.map((row) => ({ ...toCareItem(row), petName: row.petName })) };
    },
  };
}
export type PetsService = ReturnType<typeof createPetsService>;
