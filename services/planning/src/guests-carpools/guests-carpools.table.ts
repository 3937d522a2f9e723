import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text } from 'drizzle-orm/pg-core';
import type { GuestStatus } from '@familyhub/contracts';
// Another feature's table, read only inside references(): schema.ts is loaded by then.
import { events } from '../schema';
import { planning } from '../pg-schema';

// Guests of one event; family_member_id points at identity's users: no foreign key.
export const eventGuests = planning.table(
  'event_guests',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    status: text('status').$type<GuestStatus>().notNull().default('invited'),
    notes: text('notes'),
    foodAssignment: text('food_assignment'),
    isFamily: boolean('is_family').notNull().default(false),
    familyMemberId: integer('family_member_id'),
  },
  (t) => [
    index('event_guests_family_id_event_id_idx').on(t.familyId, t.eventId),
    check('event_guests_status_check', sql`${t.status} in ('invited', 'confirmed', 'declined', 'maybe')`),
  ],
);

// Rides to one event; driver_id and created_by_id point at identity's users: no foreign key.
export const carpools = planning.table(
  'carpools',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title'),
    date: date('date', { mode: 'string' }),
    pickupLocation: text('pickup_location').notNull(),
    dropoffLocation: text('dropoff_location').notNull(),
    /** Null once the driver has left the family (ADR 0006); a new driver can be chosen. */
    driverId: integer('driver_id'),
    vehicleDetails: text('vehicle_details'),
    availableSeats: integer('available_seats').notNull().default(4),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdById: integer('created_by_id'),
  },
  (t) => [
    index('carpools_family_id_event_id_idx').on(t.familyId, t.eventId),
    check('carpools_available_seats_check', sql`${t.availableSeats} >= 1`),
  ],
);

// passenger_id points at identity's users: no foreign key; a guest passenger has only a name.
export const carpoolPassengers = planning.table(
  'carpool_passengers',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    carpoolId: integer('carpool_id')
      .notNull()
      .references(() => carpools.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id'),
    passengerName: text('passenger_name'),
    passengerContact: text('passenger_contact'),
    status: text('status').notNull().default('confirmed'),
    pickupTime: text('pickup_time'),
    notes: text('notes'),
  },
  (t) => [index('carpool_passengers_family_id_carpool_id_idx').on(t.familyId, t.carpoolId)],
);

export type EventGuestRow = typeof eventGuests.$inferSelect;
export type CarpoolRow = typeof carpools.$inferSelect;
export type CarpoolPassengerRow = typeof carpoolPassengers.$inferSelect;
