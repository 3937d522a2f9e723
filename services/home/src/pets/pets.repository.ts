import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page } from '@familyhub/contracts';
import {
  encryptedFields,
  keysetCursor,
  protectedFields,
  type Database,
  type FieldCipher,
} from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import { petCareItems, petCareLogs, pets } from './pets.table';

export type PetRow = typeof pets.$inferSelect;
export type PetValues = Omit<typeof pets.$inferInsert, 'id' | 'familyId' | 'createdById' | 'createdAt'>;
export type CareItemRow = typeof petCareItems.$inferSelect;
export type CareValues = Omit<
  typeof petCareItems.$inferInsert,
  'id' | 'familyId' | 'petId' | 'createdById' | 'lastCompleted'
>;
export type CareLogRow = typeof petCareLogs.$inferSelect;
/** A care item with today's Done, if any. */
export interface CareItemToday extends CareItemRow {
  done: Pick<CareLogRow, 'doneById' | 'doneAt'> | null;
}

/** The list's order: by name, then id. */
export const petCursor = keysetCursor(z.object({ name: z.string(), id: z.number().int().positive() }));

type Tx = Database<HomeSchema>;

export interface PetsRepositoryOptions {
  db: Database<HomeSchema>;
  cipher: FieldCipher;
}

/** Every statement names the family; microchip and vet details are sealed before they are written. */
export function createPetsRepository({ db, cipher }: PetsRepositoryOptions) {
  const { scope, fields } = protectedFields.homePets;
  const sensitive = encryptedFields(cipher, scope, fields);
  const open = (row: PetRow): PetRow => sensitive.open(row.familyId, row);
  const petOf = (familyId: number, id: number) => and(eq(pets.familyId, familyId), eq(pets.id, id));
  const careOf = (familyId: number, petId: number, id: number) =>
    and(eq(petCareItems.familyId, familyId), eq(petCareItems.petId, petId), eq(petCareItems.id, id));

  async function withToday(familyId: number, rows: CareItemRow[], today: string): Promise<CareItemToday[]> {
    if (rows.length === 0) return [];
    const logs = await db
      .select()
      .from(petCareLogs)
      .where(
        and(
          eq(petCareLogs.familyId, familyId),
          eq(petCareLogs.day, today),
          inArray(
            petCareLogs.careItemId,
            rows.map((r) => r.id),
          ),
        ),
      );
    const byItem = new Map(logs.map((l) => [l.careItemId, l]));
    return rows.map((row) => {
      const log = byItem.get(row.id);
      return { ...row, done: log ? { doneById: log.doneById, doneAt: log.doneAt } : null };
    });
  }

  return {
    async list(
      familyId: number,
      { cursor, limit }: { cursor?: string; limit: number },
    ): Promise<Page<PetRow>> {
      const after = petCursor.decode(cursor);
      const rows = await db
        .select()
        .from(pets)
        .where(
          and(
            eq(pets.familyId, familyId),
            after
              ? or(gt(pets.name, after.name), and(eq(pets.name, after.name), gt(pets.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(asc(pets.name), asc(pets.id))
        .limit(limit + 1);
      return petCursor.page(rows.map(open), limit, (row) => ({ name: row.name, id: row.id }));
    },

    async find(familyId: number, id: number): Promise<PetRow | undefined> {
      const [row] = await db.select().from(pets).where(petOf(familyId, id));
      return row && open(row);
    },

    async insert(familyId: number, values: PetValues, by: number): Promise<PetRow> {
      const [row] = await db
        .insert(pets)
        .values({ ...sensitive.seal(familyId, values), familyId, createdById: by })
        .returning();
      return open(row);
    },

    async update(familyId: number, id: number, values: Partial<PetValues>): Promise<PetRow | undefined> {
      const [stored] = await db.select().from(pets).where(petOf(familyId, id));
      if (!stored) return undefined;
      // A legacy plaintext field left untouched is encrypted on this write too.
      const sealed = sensitive.seal(familyId, { ...sensitive.plaintextOf(stored), ...values });
      const [row] = await db.update(pets).set(sealed).where(petOf(familyId, id)).returning();
      return row && open(row);
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db.delete(pets).where(petOf(familyId, id)).returning({ id: pets.id });
      return rows.length > 0;
    },

    /** The care items of some pets, in the order they were added, with today's Done. */
    async careOfPets(
      familyId: number,
      petIds: number[],
      today: string,
    ): Promise<Map<number, CareItemToday[]>> {
      const byPet = new Map<number, CareItemToday[]>();
      if (petIds.length === 0) return byPet;
      const rows = await db
        .select()
        .from(petCareItems)
        .where(and(eq(petCareItems.familyId, familyId), inArray(petCareItems.petId, petIds)))
        .orderBy(asc(petCareItems.petId), asc(petCareItems.id));
      for (const row of await withToday(familyId, rows, today)) {
        byPet.set(row.petId, [...(byPet.get(row.petId) ?? []), row]);
      }
      return byPet;
    },

    async careCount(familyId: number, petId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(petCareItems)
        .where(and(eq(petCareItems.familyId, familyId), eq(petCareItems.petId, petId)));
      return Number(row?.n ?? 0);
    },

    async findCare(familyId: number, petId: number, id: number): Promise<CareItemRow | undefined> {
      const [row] = await db
        .select()
        .from(petCareItems)
        .where(careOf(familyId, petId, id));
      return row;
    },

    async careWithToday(familyId: number, row: CareItemRow, today: string): Promise<CareItemToday> {
      const [item] = await withToday(familyId, [row], today);
      return item;
    },

    async insertCare(familyId: number, petId: number, values: CareValues, by: number): Promise<CareItemRow> {
      const [row] = await db
        .insert(petCareItems)
        .values({ ...values, familyId, petId, createdById: by })
        .returning();
      return row;
    },

    async updateCare(
      familyId: number,
      petId: number,
      id: number,
      values: Partial<CareValues>,
    ): Promise<CareItemRow | undefined> {
      const [row] = await db
        .update(petCareItems)
        .set(values)
        .where(careOf(familyId, petId, id))
        .returning();
      return row;
    },

    async removeCare(familyId: number, petId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(petCareItems)
        .where(careOf(familyId, petId, id))
        .returning({ id: petCareItems.id });
      return rows.length > 0;
    },

    /**
     * Done today: one log per item and day (a second tap changes nothing) and the item's last completed and next
     * due, in one transaction. False when it was already done today.
     */
    async markDone(
      familyId: number,
      item: CareItemRow,
      done: { day: string; at: Date; by: number; nextDue: string },
    ): Promise<boolean> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const inserted = await tx
          .insert(petCareLogs)
          .values({
            familyId,
            careItemId: item.id,
            day: done.day,
            doneAt: done.at,
            doneById: done.by,
            previousNextDue: item.nextDue,
            previousLastCompleted: item.lastCompleted,
          })
          .onConflictDoNothing()
          .returning({ id: petCareLogs.id });
        if (inserted.length === 0) return false;
        await tx
          .update(petCareItems)
          .set({ lastCompleted: done.at, nextDue: done.nextDue })
          .where(careOf(familyId, item.petId, item.id));
        return true;
      });
    },

    /** Undo today's Done: the log goes and the item's due day and last completed come back. */
    async undoDone(familyId: number, item: CareItemRow, day: string): Promise<boolean> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const [log] = await tx
          .delete(petCareLogs)
          .where(
            and(
              eq(petCareLogs.familyId, familyId),
              eq(petCareLogs.careItemId, item.id),
              eq(petCareLogs.day, day),
            ),
          )
          .returning();
        if (!log) return false;
        await tx
          .update(petCareItems)
          .set({ lastCompleted: log.previousLastCompleted, nextDue: log.previousNextDue })
          .where(careOf(familyId, item.petId, item.id));
        return true;
      });
    },

    /**
     * Across every family: care with reminders on, due today or earlier, whose time of day (if any) has come by
     * `time` (HH:MM, UTC), not done today and not yet reminded about today; with the pet's name.
     */
    async careDueForReminder(
      today: string,
      time: string,
      limit: number,
    ): Promise<Array<CareItemRow & { petName: string }>> {
      const rows = await db
        .select({ item: petCareItems, petName: pets.name })
        .from(petCareItems)
        .innerJoin(pets, and(eq(pets.id, petCareItems.petId), eq(pets.familyId, petCareItems.familyId)))
        .where(
          and(
            eq(petCareItems.reminderEnabled, true),
            lte(petCareItems.nextDue, today),
            or(isNull(petCareItems.time), lte(petCareItems.time, time)),
            sql`${petCareItems.remindedFor} is distinct from ${today}::date`,
            sql`not exists (select 1 from ${petCareLogs} where ${petCareLogs.careItemId} = ${petCareItems.id} and ${petCareLogs.day} = ${today}::date)`,
          ),
        )
        .orderBy(asc(petCareItems.nextDue), asc(petCareItems.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.item, petName: r.petName }));
    },

    async markReminded(familyId: number, id: number, day: string): Promise<void> {
      await db
        .update(petCareItems)
        .set({ remindedFor: day })
        .where(and(eq(petCareItems.familyId, familyId), eq(petCareItems.id, id)));
    },

    /**
     * What the family's pets need today: care with reminders on that is due today or earlier, and what was done
     * today; by time of day.
     */
    async careToday(
      familyId: number,
      today: string,
      limit: number,
    ): Promise<Array<CareItemToday & { petName: string }>> {
      const rows = await db
        .select({ item: petCareItems, petName: pets.name })
        .from(petCareItems)
        .innerJoin(pets, and(eq(pets.id, petCareItems.petId), eq(pets.familyId, familyId)))
        .where(
          and(
            eq(petCareItems.familyId, familyId),
            or(
              and(eq(petCareItems.reminderEnabled, true), lte(petCareItems.nextDue, today)),
              sql`exists (select 1 from ${petCareLogs} where ${petCareLogs.careItemId} = ${petCareItems.id} and ${petCareLogs.familyId} = ${familyId} and ${petCareLogs.day} = ${today}::date)`,
            ),
          ),
        )
        .orderBy(sql`${petCareItems.time} asc nulls last`, asc(pets.name), asc(petCareItems.id))
        .limit(limit);
      const items = await withToday(
        familyId,
        rows.map((r) => r.item),
        today,
      );
      return items.map((item, i) => ({ ...item, petName: rows[i].petName }));
    },
  };
}
export type PetsRepository = ReturnType<typeof createPetsRepository>;
