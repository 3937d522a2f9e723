import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import {
  carpoolPassengers,
  carpools,
  eventGuests,
  events,
  type CarpoolPassengerRow,
  type CarpoolRow,
  type EventGuestRow,
  type PlanningSchema,
} from '../schema';

export type NewEventGuest = Omit<typeof eventGuests.$inferInsert, 'id' | 'familyId'>;
export type EventGuestChanges = Partial<Omit<NewEventGuest, 'eventId'>>;
export type NewCarpool = Omit<typeof carpools.$inferInsert, 'id' | 'familyId'>;
export type CarpoolChanges = Partial<Omit<NewCarpool, 'eventId' | 'createdById'>>;
export type NewCarpoolPassenger = Omit<typeof carpoolPassengers.$inferInsert, 'id' | 'familyId'>;

/** Adding a passenger either succeeds or says why not, decided under a lock on the carpool row. */
export type AddPassengerOutcome =
  { kind: 'added'; row: CarpoolPassengerRow } | { kind: 'no-carpool' } | { kind: 'full' };

/** Changing a carpool either succeeds or says why not (fewer seats than passengers), decided under the same lock. */
export type UpdateCarpoolOutcome =
  | { kind: 'updated'; row: CarpoolRow }
  | { kind: 'no-carpool' }
  | { kind: 'too-few-seats'; passengers: number };

export function createGuestsCarpoolsRepository(db: Database<PlanningSchema>) {
  return {
    async eventExists(familyId: number, eventId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.familyId, familyId), eq(events.id, eventId)));
      return row !== undefined;
    },

    async listGuests(familyId: number, eventId: number): Promise<EventGuestRow[]> {
      return db
        .select()
        .from(eventGuests)
        .where(and(eq(eventGuests.familyId, familyId), eq(eventGuests.eventId, eventId)))
        .orderBy(asc(eventGuests.id));
    },

    async findGuest(familyId: number, guestId: number): Promise<EventGuestRow | undefined> {
      const [row] = await db
        .select()
        .from(eventGuests)
        .where(and(eq(eventGuests.familyId, familyId), eq(eventGuests.id, guestId)));
      return row;
    },

    async insertGuest(familyId: number, values: NewEventGuest): Promise<EventGuestRow> {
      const [row] = await db
        .insert(eventGuests)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async updateGuest(
      familyId: number,
      guestId: number,
      changes: EventGuestChanges,
    ): Promise<EventGuestRow | undefined> {
      const [row] = await db
        .update(eventGuests)
        .set(changes)
        .where(and(eq(eventGuests.familyId, familyId), eq(eventGuests.id, guestId)))
        .returning();
      return row;
    },

    async removeGuest(familyId: number, guestId: number): Promise<boolean> {
      const deleted = await db
        .delete(eventGuests)
        .where(and(eq(eventGuests.familyId, familyId), eq(eventGuests.id, guestId)))
        .returning({ id: eventGuests.id });
      return deleted.length > 0;
    },

    async listCarpools(familyId: number, eventId: number): Promise<CarpoolRow[]> {
      return db
        .select()
        .from(carpools)
        .where(and(eq(carpools.familyId, familyId), eq(carpools.eventId, eventId)))
        .orderBy(asc(carpools.id));
    },

    async findCarpool(familyId: number, carpoolId: number): Promise<CarpoolRow | undefined> {
      const [row] = await db
        .select()
        .from(carpools)
        .where(and(eq(carpools.familyId, familyId), eq(carpools.id, carpoolId)));
      return row;
    },

    async insertCarpool(familyId: number, values: NewCarpool): Promise<CarpoolRow> {
      const [row] = await db
        .insert(carpools)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    /**
     * Locks the carpool row (as adding a passenger does) and refuses fewer seats than it has passengers,
     * so a shrink and a new passenger cannot both win.
     */
    async updateCarpool(
      familyId: number,
      carpoolId: number,
      changes: CarpoolChanges,
    ): Promise<UpdateCarpoolOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: carpools.id })
          .from(carpools)
          .where(and(eq(carpools.familyId, familyId), eq(carpools.id, carpoolId)))
          .for('update');
        if (!current) return { kind: 'no-carpool' } as const;
        if (changes.availableSeats !== undefined) {
          const [{ taken }] = await tx
            .select({ taken: count() })
            .from(carpoolPassengers)
            .where(and(eq(carpoolPassengers.familyId, familyId), eq(carpoolPassengers.carpoolId, carpoolId)));
          if (changes.availableSeats < taken) return { kind: 'too-few-seats', passengers: taken } as const;
        }
        const [row] = await tx
          .update(carpools)
          .set(changes)
          .where(and(eq(carpools.familyId, familyId), eq(carpools.id, carpoolId)))
          .returning();
        return { kind: 'updated', row } as const;
      });
    },

    async removeCarpool(familyId: number, carpoolId: number): Promise<boolean> {
      const deleted = await db
        .delete(carpools)
        .where(and(eq(carpools.familyId, familyId), eq(carpools.id, carpoolId)))
        .returning({ id: carpools.id });
      return deleted.length > 0;
    },

    async listPassengers(familyId: number, carpoolIds: number[]): Promise<CarpoolPassengerRow[]> {
      if (carpoolIds.length === 0) return [];
      return db
        .select()
        .from(carpoolPassengers)
        .where(
          and(eq(carpoolPassengers.familyId, familyId), inArray(carpoolPassengers.carpoolId, carpoolIds)),
        )
        .orderBy(asc(carpoolPassengers.id));
    },

    async findPassenger(familyId: number, passengerRowId: number): Promise<CarpoolPassengerRow | undefined> {
      const [row] = await db
        .select()
        .from(carpoolPassengers)
        .where(and(eq(carpoolPassengers.familyId, familyId), eq(carpoolPassengers.id, passengerRowId)));
      return row;
    },

    /** Locks the carpool row, counts its passengers and inserts only while a seat is free. */
    async addPassenger(familyId: number, values: NewCarpoolPassenger): Promise<AddPassengerOutcome> {
      return db.transaction(async (tx) => {
        const [carpool] = await tx
          .select({ availableSeats: carpools.availableSeats })
          .from(carpools)
          .where(and(eq(carpools.familyId, familyId), eq(carpools.id, values.carpoolId)))
          .for('update');
        if (!carpool) return { kind: 'no-carpool' } as const;
        const [{ taken }] = await tx
          .select({ taken: count() })
          .from(carpoolPassengers)
          .where(
            and(eq(carpoolPassengers.familyId, familyId), eq(carpoolPassengers.carpoolId, values.carpoolId)),
          );
        if (taken >= carpool.availableSeats) return { kind: 'full' } as const;
        const [row] = await tx
          .insert(carpoolPassengers)
          .values({ ...values, familyId })
          .returning();
        return { kind: 'added', row } as const;
      });
    },

    async removePassenger(familyId: number, passengerRowId: number): Promise<boolean> {
      const deleted = await db
        .delete(carpoolPassengers)
        .where(and(eq(carpoolPassengers.familyId, familyId), eq(carpoolPassengers.id, passengerRowId)))
        .returning({ id: carpoolPassengers.id });
      return deleted.length > 0;
    },
  };
}
export type GuestsCarpoolsRepository = ReturnType<typeof createGuestsCarpoolsRepository>;
