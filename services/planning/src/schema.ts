import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AlertTargetType,
  DomainId,
  GuestStatus,
  PackingCategory,
  Priority,
  Recurrence,
  Weekday,
} from '@familyhub/contracts';

export const planning = pgSchema('planning');

// family_id, assigned_to_id and created_by_id point at identity's rows: another service's schema, so no foreign keys.
export const tasks = planning.table(
  'tasks',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    completed: boolean('completed').notNull().default(false),
    assignedToId: integer('assigned_to_id'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // A family task made by a domain links back to its item (ADR 0008): all three set, or none.
    sourceDomain: text('source_domain').$type<DomainId>(),
    sourceType: text('source_type').$type<AlertTargetType>(),
    sourceId: integer('source_id'),
  },
  (t) => [
    // Serves both the family filter and the list's id order, so a page of tasks reads only that page.
    index('tasks_family_id_id_idx').on(t.familyId, t.id),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    // One task per domain item; tasks added on /tasks have no source (nulls never collide).
    uniqueIndex('tasks_family_id_source_idx').on(t.familyId, t.sourceDomain, t.sourceType, t.sourceId),
    check(
      'tasks_source_check',
      sql`(${t.sourceDomain} is null) = (${t.sourceType} is null) and (${t.sourceType} is null) = (${t.sourceId} is null)`,
    ),
  ],
);

// added_by_id and recipe_id point at other services' rows (identity, meals): no foreign keys.
export const shoppingItems = planning.table(
  'shopping_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    quantity: text('quantity'),
    completed: boolean('completed').notNull().default(false),
    status: text('status'),
    category: text('category'),
    estimatedPrice: numeric('estimated_price', { precision: 10, scale: 2, mode: 'number' }),
    fromRecipe: boolean('from_recipe').notNull().default(false),
    recipeId: integer('recipe_id'),
    addedById: integer('added_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_items_family_id_idx').on(t.familyId)],
);

// A one-off event or a repeating series; occurrences are expanded per window (events/recurrence.ts).
// owner_id points at identity's users: no foreign key.
export const events = planning.table(
  'events',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    color: text('color').notNull().default('#4F46E5'),
    ownerId: integer('owner_id'),
    timeZone: text('time_zone').notNull().default('UTC'),
    recurrence: text('recurrence').$type<Recurrence>(),
    recurrenceDays: text('recurrence_days').array().$type<Weekday[]>(),
    recurrenceUntil: date('recurrence_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_family_id_start_at_idx').on(t.familyId, t.startAt),
    check('events_recurrence_check', sql`${t.recurrence} in ('daily', 'weekly', 'monthly', 'yearly')`),
  ],
);

// created_by_id points at identity's users: no foreign key.
export const emergencyContacts = planning.table(
  'emergency_contacts',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship'),
    phoneNumber: text('phone_number').notNull(),
    alternatePhone: text('alternate_phone'),
    email: text('email'),
    address: text('address'),
    notes: text('notes'),
    isSharedContact: boolean('is_shared_contact').notNull().default(true),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emergency_contacts_family_id_idx').on(t.familyId)],
);

// sender_id points at identity's users: no foreign key. (family_id, id) serves the newest-first pages.
export const messages = planning.table(
  'messages',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    senderId: integer('sender_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_family_id_id_idx').on(t.familyId, t.id)],
);

// A family trip with its packing list and itinerary; created_by_id and assigned_to_id point at identity's users.
export const vacations = planning.table(
  'vacations',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    destination: text('destination'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vacations_family_id_idx').on(t.familyId),
    check('vacations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const vacationPackingItems = planning.table(
  'vacation_packing_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    vacationId: integer('vacation_id')
      .notNull()
      .references(() => vacations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').$type<PackingCategory>().notNull().default('clothing'),
    quantity: integer('quantity').notNull().default(1),
    isPacked: boolean('is_packed').notNull().default(false),
    assignedToId: integer('assigned_to_id'),
  },
  (t) => [
    index('vacation_packing_items_family_id_vacation_id_idx').on(t.familyId, t.vacationId),
    check('vacation_packing_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const vacationItineraryItems = planning.table(
  'vacation_itinerary_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    vacationId: integer('vacation_id')
      .notNull()
      .references(() => vacations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    date: date('date', { mode: 'string' }),
    location: text('location'),
    cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }),
    bookingReference: text('booking_reference'),
    bookingUrl: text('booking_url'),
    notes: text('notes'),
  },
  (t) => [index('vacation_itinerary_items_family_id_vacation_id_idx').on(t.familyId, t.vacationId)],
);

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

export const schema = {
  tasks,
  shoppingItems,
  events,
  emergencyContacts,
  messages,
  vacations,
  vacationPackingItems,
  vacationItineraryItems,
  eventGuests,
  carpools,
  carpoolPassengers,
};
export type PlanningSchema = typeof schema;
export type TaskRow = typeof tasks.$inferSelect;
export type ShoppingItemRow = typeof shoppingItems.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventGuestRow = typeof eventGuests.$inferSelect;
export type CarpoolRow = typeof carpools.$inferSelect;
export type CarpoolPassengerRow = typeof carpoolPassengers.$inferSelect;
export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type VacationRow = typeof vacations.$inferSelect;
export type PackingItemRow = typeof vacationPackingItems.$inferSelect;
export type ItineraryItemRow = typeof vacationItineraryItems.$inferSelect;
