import { z } from 'zod';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

export const guestStatuses = ['invited', 'confirmed', 'declined', 'maybe'] as const;
export const guestStatus = z.enum(guestStatuses, { error: 'Choose invited, confirmed, declined or maybe' });
export type GuestStatus = z.infer<typeof guestStatus>;

export const eventGuest = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: guestStatus,
  notes: z.string().nullable(),
  foodAssignment: z.string().nullable(),
  isFamily: z.boolean(),
  familyMemberId: z.number().int().nullable(),
});
export type EventGuest = z.infer<typeof eventGuest>;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name must be at most 120 characters');
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();
const id = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .positive();

const guestFields = z.object({
  name,
  email: z.union([z.literal(''), z.email('Enter a valid email address')]).nullish(),
  phone: optionalText(40, 'Phone'),
  status: guestStatus,
  notes: optionalText(2000, 'Notes'),
  foodAssignment: optionalText(200, 'Food assignment'),
  isFamily: z.boolean(),
  familyMemberId: z.number().int().positive().nullish(),
});

/** POST /api/event-guests (spec 000 §3 Event guest). A family member guest is sent with the member's name. */
export const createEventGuestBody = guestFields.extend({
  eventId: id('Event'),
  status: guestStatus.default('invited'),
  isFamily: z.boolean().default(false),
});
export type CreateEventGuestBody = z.input<typeof createEventGuestBody>;

/** PATCH /api/event-guests/{id}: any subset (Confirm / Decline send only the status). */
export const updateEventGuestBody = guestFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateEventGuestBody = z.input<typeof updateEventGuestBody>;

export const carpoolPassenger = z.object({
  id: z.number().int(),
  carpoolId: z.number().int(),
  passengerId: z.number().int().nullable(),
  passengerName: z.string().nullable(),
  passengerContact: z.string().nullable(),
  status: z.string(),
  pickupTime: z.string().nullable(),
  notes: z.string().nullable(),
});
export type CarpoolPassenger = z.infer<typeof carpoolPassenger>;

export const carpool = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  title: z.string().nullable(),
  date: z.string().nullable(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  /** Null once the driver has left the family; editing the carpool asks for a new one. */
  driverId: z.number().int().nullable(),
  vehicleDetails: z.string().nullable(),
  availableSeats: z.number().int(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  createdById: z.number().int().nullable(),
  passengers: z.array(carpoolPassenger),
  seatsLeft: z.number().int(),
});
export type Carpool = z.infer<typeof carpool>;

/** Seats still free in a carpool; never below zero. */
export function seatsLeft(availableSeats: number, passengerCount: number): number {
  return Math.max(0, availableSeats - passengerCount);
}

const seats = z
  .number({ error: 'Seats must be at least 1' })
  .int('Seats must be a whole number')
  .min(1, 'Seats must be at least 1')
  .max(60, 'Seats must be at most 60');

const carpoolFields = z.object({
  title: optionalText(120, 'Title'),
  date: z.iso.date('Enter a date like 2026-05-01').nullish(),
  pickupLocation: z
    .string({ error: 'Pickup location is required' })
    .trim()
    .min(1, 'Pickup location is required')
    .max(300, 'Pickup location must be at most 300 characters'),
  dropoffLocation: z
    .string({ error: 'Dropoff location is required' })
    .trim()
    .min(1, 'Dropoff location is required')
    .max(300, 'Dropoff location must be at most 300 characters'),
  driverId: id('Driver'),
  vehicleDetails: optionalText(200, 'Vehicle details'),
  availableSeats: seats,
  notes: optionalText(2000, 'Notes'),
  isActive: z.boolean(),
});

/** POST /api/carpools (spec 000 §3 Carpool). */
export const createCarpoolBody = carpoolFields.extend({
  eventId: id('Event'),
  availableSeats: seats.default(4),
  isActive: z.boolean().default(true),
});
export type CreateCarpoolBody = z.input<typeof createCarpoolBody>;

export const updateCarpoolBody = carpoolFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateCarpoolBody = z.input<typeof updateCarpoolBody>;

/** POST /api/carpool-passengers: a family member or a named passenger. */
export const createCarpoolPassengerBody = z
  .object({
    carpoolId: id('Carpool'),
    passengerId: z.number().int().positive().nullish(),
    passengerName: optionalText(120, 'Passenger name'),
    passengerContact: optionalText(120, 'Passenger contact'),
    pickupTime: optionalText(40, 'Pickup time'),
    notes: optionalText(500, 'Notes'),
  })
  .refine((b) => b.passengerId != null || (b.passengerName ?? '').length > 0, {
    message: 'Choose a family member or enter a passenger name',
    path: ['passengerName'],
  });
export type CreateCarpoolPassengerBody = z.input<typeof createCarpoolPassengerBody>;

// Guests and carpools hang off events: their changes refresh everything under 'events'.
const endpoint = endpointsFor('planning', 'events');
const eventId = { id: pathId('Event') };
const guestId = { id: pathId('Guest') };
const carpoolId = { id: pathId('Carpool') };

/** An event's guest list and carpools (spec 000 §2 Guests & Carpools). */
export const guestsCarpoolEndpoints = {
  guests: endpoint({
    method: 'GET',
    path: '/api/events/:id/guests',
    summary: "An event's guest list",
    params: eventId,
    response: z.array(eventGuest),
  }),
  addGuest: endpoint({
    method: 'POST',
    path: '/api/event-guests',
    summary: "Add a guest to an event's list",
    body: createEventGuestBody,
    response: eventGuest,
    status: 201,
  }),
  updateGuest: endpoint({
    method: 'PATCH',
    path: '/api/event-guests/:id',
    summary: 'Edit a guest, or their answer',
    params: guestId,
    body: updateEventGuestBody,
    response: eventGuest,
  }),
  removeGuest: endpoint({
    method: 'DELETE',
    path: '/api/event-guests/:id',
    summary: 'Remove a guest',
    params: guestId,
  }),
  carpools: endpoint({
    method: 'GET',
    path: '/api/events/:id/carpools',
    summary: "An event's carpools with their passengers",
    params: eventId,
    response: z.array(carpool),
  }),
  addCarpool: endpoint({
    method: 'POST',
    path: '/api/carpools',
    summary: 'Offer a carpool to an event',
    body: createCarpoolBody,
    response: carpool,
    status: 201,
  }),
  updateCarpool: endpoint({
    method: 'PATCH',
    path: '/api/carpools/:id',
    summary: 'Edit a carpool',
    params: carpoolId,
    body: updateCarpoolBody,
    response: carpool,
  }),
  removeCarpool: endpoint({
    method: 'DELETE',
    path: '/api/carpools/:id',
    summary: 'Cancel a carpool',
    params: carpoolId,
  }),
  passengers: endpoint({
    method: 'GET',
    path: '/api/carpools/:id/passengers',
    summary: "A carpool's passengers",
    params: carpoolId,
    response: z.array(carpoolPassenger),
  }),
  addPassenger: endpoint({
    method: 'POST',
    path: '/api/carpool-passengers',
    summary: 'Take a seat in a carpool',
    body: createCarpoolPassengerBody,
    response: carpoolPassenger,
    status: 201,
  }),
  removePassenger: endpoint({
    method: 'DELETE',
    path: '/api/carpool-passengers/:id',
    summary: 'Leave a carpool',
    params: { id: pathId('Passenger') },
  }),
};
