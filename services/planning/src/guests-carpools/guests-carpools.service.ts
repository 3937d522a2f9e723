import {
  canEditSchedule,
  canOrganise,
  SCHEDULE_EDIT_FORBIDDEN,
  seatsLeft,
  type Carpool,
  type CarpoolPassenger,
  type EventGuest,
  type createCarpoolBody,
  type createCarpoolPassengerBody,
  type createEventGuestBody,
  type updateCarpoolBody,
  type updateEventGuestBody,
} from '@familyhub/contracts';
import { badRequest, conflict, forbidden, notFound, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { FamilyMembers, LiveEvents } from '@familyhub/server-kit';
import type { CarpoolPassengerRow, CarpoolRow, EventGuestRow } from '../schema';
import type { GuestsCarpoolsRepository } from './guests-carpools.repository';

type CreateGuest = z.output<typeof createEventGuestBody>;
type UpdateGuest = z.output<typeof updateEventGuestBody>;
type CreateCarpool = z.output<typeof createCarpoolBody>;
type UpdateCarpool = z.output<typeof updateCarpoolBody>;
type CreatePassenger = z.output<typeof createCarpoolPassengerBody>;

/** Guests and carpools hang off events: the remote's `['events', …]` queries refetch on this topic. */
export const GUESTS_CARPOOLS_TOPIC = 'events';

export function toEventGuest(row: EventGuestRow): EventGuest {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    notes: row.notes,
    foodAssignment: row.foodAssignment,
    isFamily: row.isFamily,
    familyMemberId: row.familyMemberId,
  };
}

export function toCarpoolPassenger(row: CarpoolPassengerRow): CarpoolPassenger {
  return {
    id: row.id,
    carpoolId: row.carpoolId,
    passengerId: row.passengerId,
    passengerName: row.passengerName,
    passengerContact: row.passengerContact,
    status: row.status,
    pickupTime: row.pickupTime,
    notes: row.notes,
  };
}

export function toCarpool(row: CarpoolRow, passengers: CarpoolPassengerRow[]): Carpool {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    date: row.date,
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    driverId: row.driverId,
    vehicleDetails: row.vehicleDetails,
    availableSeats: row.availableSeats,
    notes: row.notes,
    isActive: row.isActive,
    createdById: row.createdById,
    passengers: passengers.map(toCarpoolPassenger),
    seatsLeft: seatsLeft(row.availableSeats, passengers.length),
  };
}

const eventNotFound = () => notFound('Event');
const guestNotFound = () => notFound('Guest');
const carpoolNotFound = () => notFound('Carpool');
const passengerNotFound = () => notFound('Passenger');

export interface GuestsCarpoolsServiceOptions {
  repository: GuestsCarpoolsRepository;
  /** Who is in a family (identity). */
  members: FamilyMembers;
  live: Pick<LiveEvents, 'publish'>;
}

/**
 * Admins and parents keep guest lists and set up carpools; every member sees them, and any member may
 * add or remove themselves as a passenger.
 */
export function createGuestsCarpoolsService({
  repository: repo,
  members,
  live,
}: GuestsCarpoolsServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, GUESTS_CARPOOLS_TOPIC);

  /** A member id given for a driver, passenger or guest must be someone in the caller's family (asked of identity). */
  async function assertFamilyMember(caller: Caller, memberId: number | null | undefined, role: string) {
    if (memberId == null || memberId === caller.userId) return;
    if (!(await members.includes(caller, memberId)))
      throw badRequest(`${role} must be a member of your family`);
  }

  async function assertEvent(caller: Caller, eventId: number): Promise<void> {
    if (!(await repo.eventExists(caller.familyId, eventId))) throw eventNotFound();
  }
  function assertOrganiser(caller: Caller, what: string): void {
    if (!canOrganise(caller.role)) throw forbidden(`Only parents and admins can change ${what}`);
    if (!canEditSchedule(caller)) throw forbidden(SCHEDULE_EDIT_FORBIDDEN);
  }
  async function existingGuest(caller: Caller, guestId: number): Promise<EventGuestRow> {
    const row = await repo.findGuest(caller.familyId, guestId);
    if (!row) throw guestNotFound();
    return row;
  }
  async function existingCarpool(caller: Caller, carpoolId: number): Promise<CarpoolRow> {
    const row = await repo.findCarpool(caller.familyId, carpoolId);
    if (!row) throw carpoolNotFound();
    return row;
  }
  async function withPassengers(caller: Caller, row: CarpoolRow): Promise<Carpool> {
    return toCarpool(row, await repo.listPassengers(caller.familyId, [row.id]));
  }

  return {
    async listGuests(caller: Caller, eventId: number): Promise<EventGuest[]> {
      await assertEvent(caller, eventId);
      return (await repo.listGuests(caller.familyId, eventId)).map(toEventGuest);
    },

    async createGuest(caller: Caller, body: CreateGuest): Promise<EventGuest> {
      await assertEvent(caller, body.eventId);
      assertOrganiser(caller, 'guest lists');
      await assertFamilyMember(caller, body.familyMemberId, 'Guest');
      const row = await repo.insertGuest(caller.familyId, {
        eventId: body.eventId,
        name: body.name,
        email: body.email || null,
        phone: body.phone ?? null,
        status: body.status,
        notes: body.notes ?? null,
        foodAssignment: body.foodAssignment ?? null,
        isFamily: body.isFamily || body.familyMemberId != null,
        familyMemberId: body.familyMemberId ?? null,
      });
      changed(caller);
      return toEventGuest(row);
    },

    async updateGuest(caller: Caller, guestId: number, changes: UpdateGuest): Promise<EventGuest> {
      await existingGuest(caller, guestId);
      assertOrganiser(caller, 'guest lists');
      await assertFamilyMember(caller, changes.familyMemberId, 'Guest');
      const row = await repo.updateGuest(caller.familyId, guestId, {
        ...changes,
        ...(changes.email !== undefined ? { email: changes.email || null } : {}),
      });
      if (!row) throw guestNotFound();
      changed(caller);
      return toEventGuest(row);
    },

    async removeGuest(caller: Caller, guestId: number): Promise<void> {
      await existingGuest(caller, guestId);
      assertOrganiser(caller, 'guest lists');
      if (!(await repo.removeGuest(caller.familyId, guestId))) throw guestNotFound();
      changed(caller);
    },

    async listCarpools(caller: Caller, eventId: number): Promise<Carpool[]> {
      await assertEvent(caller, eventId);
      const rows = await repo.listCarpools(caller.familyId, eventId);
      const passengers = await repo.listPassengers(
        caller.familyId,
        rows.map((r) => r.id),
      );
      return rows.map((row) =>
        toCarpool(
          row,
          passengers.filter((p) => p.carpoolId === row.id),
        ),
      );
    },

    async createCarpool(caller: Caller, body: CreateCarpool): Promise<Carpool> {
      await assertEvent(caller, body.eventId);
      assertOrganiser(caller, 'carpools');
      await assertFamilyMember(caller, body.driverId, 'Driver');
      const row = await repo.insertCarpool(caller.familyId, {
        eventId: body.eventId,
        title: body.title ?? null,
        date: body.date ?? null,
        pickupLocation: body.pickupLocation,
        dropoffLocation: body.dropoffLocation,
        driverId: body.driverId,
        vehicleDetails: body.vehicleDetails ?? null,
        availableSeats: body.availableSeats,
        notes: body.notes ?? null,
        isActive: body.isActive,
        createdById: caller.userId,
      });
      changed(caller);
      return toCarpool(row, []);
    },

    async updateCarpool(caller: Caller, carpoolId: number, changes: UpdateCarpool): Promise<Carpool> {
      await existingCarpool(caller, carpoolId);
      assertOrganiser(caller, 'carpools');
      await assertFamilyMember(caller, changes.driverId, 'Driver');
      const outcome = await repo.updateCarpool(caller.familyId, carpoolId, changes);
      if (outcome.kind === 'no-carpool') throw carpoolNotFound();
      if (outcome.kind === 'too-few-seats') {
        const riders = outcome.passengers === 1 ? '1 passenger' : `${outcome.passengers} passengers`;
        throw conflict(`Seats cannot be fewer than the ${riders} already in this carpool`);
      }
      changed(caller);
      return withPassengers(caller, outcome.row);
    },

    async removeCarpool(caller: Caller, carpoolId: number): Promise<void> {
      await existingCarpool(caller, carpoolId);
      assertOrganiser(caller, 'carpools');
      if (!(await repo.removeCarpool(caller.familyId, carpoolId))) throw carpoolNotFound();
      changed(caller);
    },

    async listPassengers(caller: Caller, carpoolId: number): Promise<CarpoolPassenger[]> {
      await existingCarpool(caller, carpoolId);
      return (await repo.listPassengers(caller.familyId, [carpoolId])).map(toCarpoolPassenger);
    },

    async addPassenger(caller: Caller, body: CreatePassenger): Promise<CarpoolPassenger> {
      await existingCarpool(caller, body.carpoolId);
      const self = body.passengerId === caller.userId && !body.passengerName;
      if (!self) assertOrganiser(caller, 'other people’s rides');
      await assertFamilyMember(caller, body.passengerId, 'Passenger');
      const outcome = await repo.addPassenger(caller.familyId, {
        carpoolId: body.carpoolId,
        passengerId: body.passengerId ?? null,
        passengerName: body.passengerName || null,
        passengerContact: body.passengerContact ?? null,
        pickupTime: body.pickupTime ?? null,
        notes: body.notes ?? null,
      });
      if (outcome.kind === 'no-carpool') throw carpoolNotFound();
      if (outcome.kind === 'full') throw conflict('This carpool is full');
      changed(caller);
      return toCarpoolPassenger(outcome.row);
    },

    async removePassenger(caller: Caller, passengerRowId: number): Promise<void> {
      const row = await repo.findPassenger(caller.familyId, passengerRowId);
      if (!row) throw passengerNotFound();
      if (row.passengerId !== caller.userId) assertOrganiser(caller, 'other people’s rides');
      if (!(await repo.removePassenger(caller.familyId, passengerRowId))) throw passengerNotFound();
      changed(caller);
    },
  };
}
export type GuestsCarpoolsService = ReturnType<typeof createGuestsCarpoolsService>;
