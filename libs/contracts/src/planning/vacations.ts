import { z } from 'zod';
import { pageOf, pageQuery } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { organiserRoles } from '../role-rules';

export const packingCategories = [
  'clothing',
  'toiletries',
  'electronics',
  'documents',
  'essentials',
  'other',
] as const;
export const packingCategory = z.enum(packingCategories, {
  error: 'Category must be one of clothing, toiletries, electronics, documents, essentials, other',
});
export type PackingCategory = z.infer<typeof packingCategory>;

export const vacation = z.object({
  id: z.number().int(),
  title: z.string(),
  destination: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Vacation = z.infer<typeof vacation>;

/** GET /api/vacations: a page of the family's trips, soonest start first (`?cursor=&limit=`). */
export const vacationListQuery = pageQuery;
export const vacationPage = pageOf(vacation);
export type VacationPage = z.infer<typeof vacationPage>;

export const packingItem = z.object({
  id: z.number().int(),
  vacationId: z.number().int(),
  name: z.string(),
  category: packingCategory,
  quantity: z.number().int(),
  isPacked: z.boolean(),
  assignedToId: z.number().int().nullable(),
});
export type PackingItem = z.infer<typeof packingItem>;

export const itineraryItem = z.object({
  id: z.number().int(),
  vacationId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string().nullable(),
  location: z.string().nullable(),
  cost: z.number().nullable(),
  bookingReference: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ItineraryItem = z.infer<typeof itineraryItem>;

export const END_BEFORE_START = 'End date must be on or after the start date';

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();
const startDate = z.iso.date({ error: 'Start date is required' });
const endDate = z.iso.date({ error: 'End date is required' });
const vacationId = z
  .number({ error: 'Vacation is required' })
  .int('Vacation is required')
  .positive('Vacation is required');

const vacationFields = z.object({
  title,
  destination: optionalText(200, 'Destination'),
  startDate,
  endDate,
  description: optionalText(2000, 'Description'),
  isActive: z.boolean(),
});

/** POST /api/vacations (spec 000 §2 Vacations). */
export const createVacationBody = vacationFields
  .extend({ isActive: z.boolean().default(true) })
  .refine((b) => b.endDate >= b.startDate, { message: END_BEFORE_START, path: ['endDate'] });
export type CreateVacationBody = z.input<typeof createVacationBody>;

/** PATCH /api/vacations/{id}: any subset; the service checks the dates against the stored ones. */
export const updateVacationBody = vacationFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateVacationBody = z.input<typeof updateVacationBody>;

const quantity = z
  .number({ error: 'Quantity must be a whole number of at least 1' })
  .int('Quantity must be a whole number of at least 1')
  .min(1, 'Quantity must be a whole number of at least 1');
const assignedToId = z.number().int().positive().nullish();
const itemName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');

/** POST /api/vacation-packing-items. */
export const createPackingItemBody = z.object({
  vacationId,
  name: itemName,
  category: packingCategory.default('clothing'),
  quantity: quantity.default(1),
  assignedToId,
});
export type CreatePackingItemBody = z.input<typeof createPackingItemBody>;

/** PATCH /api/vacation-packing-items/{id}: tick packed, or edit. */
export const updatePackingItemBody = z
  .object({ name: itemName, category: packingCategory, quantity, isPacked: z.boolean(), assignedToId })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdatePackingItemBody = z.input<typeof updatePackingItemBody>;

const cost = z
  .number({ error: 'Cost must be a number' })
  .min(0, 'Cost cannot be negative')
  .max(99_999_999.99, 'Cost is too large')
  .nullish();
const itineraryFields = z.object({
  title,
  description: optionalText(2000, 'Description'),
  date: z.iso.date('Date must be a date like 2026-11-22').nullish(),
  location: optionalText(300, 'Location'),
  cost,
  bookingReference: optionalText(200, 'Booking reference'),
  bookingUrl: optionalText(2000, 'Booking URL'),
  notes: optionalText(2000, 'Notes'),
});

/** POST /api/vacation-itinerary. */
export const createItineraryItemBody = itineraryFields.extend({ vacationId });
export type CreateItineraryItemBody = z.input<typeof createItineraryItemBody>;

/** PATCH /api/vacation-itinerary/{id}. */
export const updateItineraryItemBody = itineraryFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateItineraryItemBody = z.input<typeof updateItineraryItemBody>;

const endpoint = endpointsFor('planning', 'vacations');
const vacationIdParam = { id: pathId('Vacation') };
const organisersOnly = { roles: organiserRoles, refusal: 'Only parents and admins can plan vacations' };

/** The Vacations tab's endpoints (spec 000 §2 Vacations); every change refreshes everything under 'vacations'. */
export const vacationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/vacations',
    summary: "A page of the family's trips, soonest start first",
    query: vacationListQuery,
    response: vacationPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/vacations',
    summary: 'Plan a trip',
    body: createVacationBody,
    response: vacation,
    status: 201,
    access: organisersOnly,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/vacations/:id',
    summary: "Change a trip's details or dates",
    params: vacationIdParam,
    body: updateVacationBody,
    response: vacation,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/vacations/:id',
    summary: 'Delete a trip with its packing list and itinerary',
    params: vacationIdParam,
  }),
  packingItems: endpoint({
    method: 'GET',
    path: '/api/vacations/:id/packing-items',
    summary: "A trip's packing list (bounded by the trip: not paged)",
    params: vacationIdParam,
    response: z.array(packingItem),
  }),
  addPackingItem: endpoint({
    method: 'POST',
    path: '/api/vacation-packing-items',
    summary: "Add an item to a trip's packing list",
    body: createPackingItemBody,
    response: packingItem,
    status: 201,
  }),
  updatePackingItem: endpoint({
    method: 'PATCH',
    path: '/api/vacation-packing-items/:id',
    summary: 'Tick a packing item packed, or edit it',
    params: { id: pathId('Packing item') },
    body: updatePackingItemBody,
    response: packingItem,
  }),
  removePackingItem: endpoint({
    method: 'DELETE',
    path: '/api/vacation-packing-items/:id',
    summary: 'Remove a packing item',
    params: { id: pathId('Packing item') },
  }),
  itinerary: endpoint({
    method: 'GET',
    path: '/api/vacations/:id/itinerary',
    summary: "A trip's itinerary (bounded by the trip: not paged)",
    params: vacationIdParam,
    response: z.array(itineraryItem),
  }),
  addItineraryItem: endpoint({
    method: 'POST',
    path: '/api/vacation-itinerary',
    summary: "Add a stop or booking to a trip's itinerary",
    body: createItineraryItemBody,
    response: itineraryItem,
    status: 201,
  }),
  updateItineraryItem: endpoint({
    method: 'PATCH',
    path: '/api/vacation-itinerary/:id',
    summary: 'Edit an itinerary item',
    params: { id: pathId('Itinerary item') },
    body: updateItineraryItemBody,
    response: itineraryItem,
  }),
  removeItineraryItem: endpoint({
    method: 'DELETE',
    path: '/api/vacation-itinerary/:id',
    summary: 'Remove an itinerary item',
    params: { id: pathId('Itinerary item') },
  }),
};
