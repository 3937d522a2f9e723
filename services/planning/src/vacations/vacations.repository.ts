import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import {
  vacationItineraryItems,
  vacationPackingItems,
  vacations,
  type ItineraryItemRow,
  type PackingItemRow,
  type PlanningSchema,
  type VacationRow,
} from '../schema';

export type NewVacation = Omit<typeof vacations.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type VacationChanges = Partial<Omit<NewVacation, 'createdById'>>;
export type NewPackingItem = Omit<typeof vacationPackingItems.$inferInsert, 'id' | 'familyId'>;
export type PackingItemChanges = Partial<Omit<NewPackingItem, 'vacationId'>>;
export type NewItineraryItem = Omit<typeof vacationItineraryItems.$inferInsert, 'id' | 'familyId'>;
export type ItineraryItemChanges = Partial<Omit<NewItineraryItem, 'vacationId'>>;

export function createVacationsRepository(db: Database<PlanningSchema>) {
  const ofVacation = (familyId: number, vacationId: number) =>
    and(eq(vacations.familyId, familyId), eq(vacations.id, vacationId));
  const ofPacking = (familyId: number, itemId: number) =>
    and(eq(vacationPackingItems.familyId, familyId), eq(vacationPackingItems.id, itemId));
  const ofItinerary = (familyId: number, itemId: number) =>
    and(eq(vacationItineraryItems.familyId, familyId), eq(vacationItineraryItems.id, itemId));

  return {
    /** Soonest trip first. */
    /** Soonest start first: `limit` rows after the `after` key. */
    async list(
      familyId: number,
      range: { after?: { startDate: string; id: number }; limit: number },
    ): Promise<VacationRow[]> {
      const { after } = range;
      const afterKey =
        after === undefined
          ? undefined
          : or(
              gt(vacations.startDate, after.startDate),
              and(eq(vacations.startDate, after.startDate), gt(vacations.id, after.id)),
            );
      return db
        .select()
        .from(vacations)
        .where(and(eq(vacations.familyId, familyId), afterKey))
        .orderBy(asc(vacations.startDate), asc(vacations.id))
        .limit(range.limit);
    },

    async find(familyId: number, vacationId: number): Promise<VacationRow | undefined> {
      const [row] = await db.select().from(vacations).where(ofVacation(familyId, vacationId));
      return row;
    },

    async insert(familyId: number, values: NewVacation): Promise<VacationRow> {
      const [row] = await db
        .insert(vacations)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(
      familyId: number,
      vacationId: number,
      changes: VacationChanges,
    ): Promise<VacationRow | undefined> {
      const [row] = await db
        .update(vacations)
        .set(changes)
        .where(ofVacation(familyId, vacationId))
        .returning();
      return row;
    },

    async remove(familyId: number, vacationId: number): Promise<boolean> {
      const deleted = await db
        .delete(vacations)
        .where(ofVacation(familyId, vacationId))
        .returning({ id: vacations.id });
      return deleted.length > 0;
    },

    /** By category, then name. */
    async listPacking(familyId: number, vacationId: number): Promise<PackingItemRow[]> {
      return db
        .select()
        .from(vacationPackingItems)
        .where(
          and(eq(vacationPackingItems.familyId, familyId), eq(vacationPackingItems.vacationId, vacationId)),
        )
        .orderBy(
          asc(vacationPackingItems.category),
          asc(sql`lower(${vacationPackingItems.name})`),
          asc(vacationPackingItems.id),
        );
    },

    async findPacking(familyId: number, itemId: number): Promise<PackingItemRow | undefined> {
      const [row] = await db.select().from(vacationPackingItems).where(ofPacking(familyId, itemId));
      return row;
    },

    async insertPacking(familyId: number, values: NewPackingItem): Promise<PackingItemRow> {
      const [row] = await db
        .insert(vacationPackingItems)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async updatePacking(
      familyId: number,
      itemId: number,
      changes: PackingItemChanges,
    ): Promise<PackingItemRow | undefined> {
      const [row] = await db
        .update(vacationPackingItems)
        .set(changes)
        .where(ofPacking(familyId, itemId))
        .returning();
      return row;
    },

    async removePacking(familyId: number, itemId: number): Promise<boolean> {
      const deleted = await db
        .delete(vacationPackingItems)
        .where(ofPacking(familyId, itemId))
        .returning({ id: vacationPackingItems.id });
      return deleted.length > 0;
    },

    /** In date order; undated items last. */
    async listItinerary(familyId: number, vacationId: number): Promise<ItineraryItemRow[]> {
      return db
        .select()
        .from(vacationItineraryItems)
        .where(
          and(
            eq(vacationItineraryItems.familyId, familyId),
            eq(vacationItineraryItems.vacationId, vacationId),
          ),
        )
        .orderBy(sql`${vacationItineraryItems.date} asc nulls last`, asc(vacationItineraryItems.id));
    },

    async findItinerary(familyId: number, itemId: number): Promise<ItineraryItemRow | undefined> {
      const [row] = await db.select().from(vacationItineraryItems).where(ofItinerary(familyId, itemId));
      return row;
    },

    async insertItinerary(familyId: number, values: NewItineraryItem): Promise<ItineraryItemRow> {
      const [row] = await db
        .insert(vacationItineraryItems)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async updateItinerary(
      familyId: number,
      itemId: number,
      changes: ItineraryItemChanges,
    ): Promise<ItineraryItemRow | undefined> {
      const [row] = await db
        .update(vacationItineraryItems)
        .set(changes)
        .where(ofItinerary(familyId, itemId))
        .returning();
      return row;
    },

    async removeItinerary(familyId: number, itemId: number): Promise<boolean> {
      const deleted = await db
        .delete(vacationItineraryItems)
        .where(ofItinerary(familyId, itemId))
        .returning({ id: vacationItineraryItems.id });
      return deleted.length > 0;
    },
  };
}
export type VacationsRepository = ReturnType<typeof createVacationsRepository>;
