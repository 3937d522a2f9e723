import {
  canOrganise,
  END_BEFORE_START,
  type createItineraryItemBody,
  type createPackingItemBody,
  type createVacationBody,
  type ItineraryItem,
  type PackingItem,
  type updateItineraryItemBody,
  type updatePackingItemBody,
  type updateVacationBody,
  type PageQuery,
  type Vacation,
  type VacationPage,
} from '@familyhub/contracts';
import { badRequest, forbidden, keysetCursor, mapPage, notFound, type Caller } from '@familyhub/server-kit';
import { z } from 'zod';
import type { FamilyMembers, LiveEvents } from '@familyhub/server-kit';
import type { ItineraryItemRow, PackingItemRow, VacationRow } from '../schema';
import type { VacationsRepository } from './vacations.repository';

type CreateVacation = z.output<typeof createVacationBody>;
type UpdateVacation = z.output<typeof updateVacationBody>;
type CreatePackingItem = z.output<typeof createPackingItemBody>;
type UpdatePackingItem = z.output<typeof updatePackingItemBody>;
type CreateItineraryItem = z.output<typeof createItineraryItemBody>;
type UpdateItineraryItem = z.output<typeof updateItineraryItemBody>;

/** The query-key root the planning remote refetches when a vacation, packing list or itinerary changes. */
export const VACATIONS_TOPIC = 'vacations';

/** The list's keyset: the last trip's place in the order (start date, then id). */
const vacationCursor = keysetCursor(z.object({ startDate: z.string(), id: z.number().int().positive() }));

export function toVacation(row: VacationRow): Vacation {
  return {
    id: row.id,
    title: row.title,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    isActive: row.isActive,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPackingItem(row: PackingItemRow): PackingItem {
  return {
    id: row.id,
    vacationId: row.vacationId,
    name: row.name,
    category: row.category,
    quantity: row.quantity,
    isPacked: row.isPacked,
    assignedToId: row.assignedToId,
  };
}

export function toItineraryItem(row: ItineraryItemRow): ItineraryItem {
  return {
    id: row.id,
    vacationId: row.vacationId,
    title: row.title,
    description: row.description,
    date: row.date,
    location: row.location,
    cost: row.cost,
    bookingReference: row.bookingReference,
    bookingUrl: row.bookingUrl,
    notes: row.notes,
  };
}

const vacationNotFound = () => notFound('Vacation');
const packingNotFound = () => notFound('Packing item');
const itineraryNotFound = () => notFound('Itinerary item');

export interface VacationsServiceOptions {
  repository: VacationsRepository;
  /** Who is in a family (identity). */
  members: FamilyMembers;
  live: Pick<LiveEvents, 'publish'>;
}

/**
 * Everyone in the family sees the trips. Admins and parents plan them (vacations and itinerary) and
 * keep the whole packing list; every member may add packing items and tick them packed, and a child may
 * edit or delete only the packing items assigned to them.
 */
export function createVacationsService({ repository: repo, members, live }: VacationsServiceOptions) {
  async function existing(caller: Caller, vacationId: number): Promise<VacationRow> {
    const row = await repo.find(caller.familyId, vacationId);
    if (!row) throw vacationNotFound();
    return row;
  }
  /** A packing item's assignee must be someone in the caller's family (asked of identity), as for tasks. */
  async function assertAssignee(caller: Caller, assignedToId: number | null | undefined): Promise<void> {
    if (assignedToId == null || assignedToId === caller.userId) return;
    if (!(await members.includes(caller, assignedToId))) {
      throw badRequest('Assignee must be a member of your family');
    }
  }
  async function existingPacking(caller: Caller, itemId: number): Promise<PackingItemRow> {
    const row = await repo.findPacking(caller.familyId, itemId);
    if (!row) throw packingNotFound();
    return row;
  }
  async function existingItinerary(caller: Caller, itemId: number): Promise<ItineraryItemRow> {
    const row = await repo.findItinerary(caller.familyId, itemId);
    if (!row) throw itineraryNotFound();
    return row;
  }
  function assertMayPlan(caller: Caller): void {
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can plan vacations');
  }
  function assertMayChangePacking(caller: Caller, item: PackingItemRow): void {
    if (!canOrganise(caller.role) && item.assignedToId !== caller.userId)
      throw forbidden('Children can only change packing items assigned to them');
  }

  const changed = (caller: Caller) => live.publish(caller.familyId, VACATIONS_TOPIC);

  return {
    assertMayPlan,

    async list(caller: Caller, query: PageQuery): Promise<VacationPage> {
      const after = vacationCursor.decode(query.cursor);
      const rows = await repo.list(caller.familyId, { after, limit: query.limit + 1 });
      const page = vacationCursor.page(rows, query.limit, (row) => ({
        startDate: row.startDate,
        id: row.id,
      }));
      return mapPage(page, toVacation);
    },

    async create(caller: Caller, body: CreateVacation): Promise<Vacation> {
      assertMayPlan(caller);
      const row = await repo.insert(caller.familyId, {
        title: body.title,
        destination: body.destination ?? null,
        startDate: body.startDate,
        endDate: body.endDate,
        description: body.description ?? null,
        isActive: body.isActive,
        createdById: caller.userId,
      });
      changed(caller);
      return toVacation(row);
    },

    async update(caller: Caller, vacationId: number, changes: UpdateVacation): Promise<Vacation> {
      const current = await existing(caller, vacationId);
      assertMayPlan(caller);
      const startDate = changes.startDate ?? current.startDate;
      const endDate = changes.endDate ?? current.endDate;
      if (endDate < startDate) throw badRequest(END_BEFORE_START);
      const row = await repo.update(caller.familyId, vacationId, changes);
      if (!row) throw vacationNotFound();
      changed(caller);
      return toVacation(row);
    },

    async remove(caller: Caller, vacationId: number): Promise<void> {
      await existing(caller, vacationId);
      assertMayPlan(caller);
      if (!(await repo.remove(caller.familyId, vacationId))) throw vacationNotFound();
      changed(caller);
    },

    async listPacking(caller: Caller, vacationId: number): Promise<PackingItem[]> {
      await existing(caller, vacationId);
      return (await repo.listPacking(caller.familyId, vacationId)).map(toPackingItem);
    },

    async addPacking(caller: Caller, body: CreatePackingItem): Promise<PackingItem> {
      await existing(caller, body.vacationId);
      await assertAssignee(caller, body.assignedToId);
      const row = await repo.insertPacking(caller.familyId, {
        vacationId: body.vacationId,
        name: body.name,
        category: body.category,
        quantity: body.quantity,
        assignedToId: body.assignedToId ?? null,
      });
      changed(caller);
      return toPackingItem(row);
    },

    /** Ticking packed is open to everyone; other edits follow the packing-list rule. */
    async updatePacking(caller: Caller, itemId: number, changes: UpdatePackingItem): Promise<PackingItem> {
      const item = await existingPacking(caller, itemId);
      const onlyPacked = Object.keys(changes).every((key) => key === 'isPacked');
      if (!onlyPacked) assertMayChangePacking(caller, item);
      if (changes.assignedToId !== undefined) await assertAssignee(caller, changes.assignedToId);
      const row = await repo.updatePacking(caller.familyId, itemId, changes);
      if (!row) throw packingNotFound();
      changed(caller);
      return toPackingItem(row);
    },

    async removePacking(caller: Caller, itemId: number): Promise<void> {
      assertMayChangePacking(caller, await existingPacking(caller, itemId));
      if (!(await repo.removePacking(caller.familyId, itemId))) throw packingNotFound();
      changed(caller);
    },

    async listItinerary(caller: Caller, vacationId: number): Promise<ItineraryItem[]> {
      await existing(caller, vacationId);
      return (await repo.listItinerary(caller.familyId, vacationId)).map(toItineraryItem);
    },

    async addItinerary(caller: Caller, body: CreateItineraryItem): Promise<ItineraryItem> {
      await existing(caller, body.vacationId);
      assertMayPlan(caller);
      const row = await repo.insertItinerary(caller.familyId, {
        vacationId: body.vacationId,
        title: body.title,
        description: body.description ?? null,
        date: body.date ?? null,
        location: body.location ?? null,
        cost: body.cost ?? null,
        bookingReference: body.bookingReference ?? null,
        bookingUrl: body.bookingUrl ?? null,
        notes: body.notes ?? null,
      });
      changed(caller);
      return toItineraryItem(row);
    },

    async updateItinerary(
      caller: Caller,
      itemId: number,
      changes: UpdateItineraryItem,
    ): Promise<ItineraryItem> {
      await existingItinerary(caller, itemId);
      assertMayPlan(caller);
      const row = await repo.updateItinerary(caller.familyId, itemId, changes);
      if (!row) throw itineraryNotFound();
      changed(caller);
      return toItineraryItem(row);
    },

    async removeItinerary(caller: Caller, itemId: number): Promise<void> {
      await existingItinerary(caller, itemId);
      assertMayPlan(caller);
      if (!(await repo.removeItinerary(caller.familyId, itemId))) throw itineraryNotFound();
      changed(caller);
    },
  };
}
export type VacationsService = ReturnType<typeof createVacationsService>;
