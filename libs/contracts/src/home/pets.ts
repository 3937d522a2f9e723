import { z } from 'zod';
import { pageOf, pageQueryWith } from '../paging';
import { optionalTextField as optionalText } from '../text-fields';
import type { UpkeepFrequency } from './maintenance';
import { petCareTypes } from './pets-rules';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

export * from './pets-rules';

/*
 * Pet care (/pets; spec 001 §3 pets and pet_care_items). The microchip number and the vet's details are stored
 * encrypted. A care item is due on its next due day; Done today records who did it (anyone in the family, children
 * too) and moves the next due day one period on.
 */

export const petTypes = [
  'dog',
  'cat',
  'bird',
  'fish',
  'rabbit',
  'rodent',
  'reptile',
  'horse',
  'other',
] as const;
export const petType = z.enum(petTypes, { error: 'Choose what kind of pet it is' });
export type PetType = z.infer<typeof petType>;
export const petTypeLabels: Record<PetType, string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  fish: 'Fish',
  rabbit: 'Rabbit',
  rodent: 'Hamster or other rodent',
  reptile: 'Reptile',
  horse: 'Horse',
  other: 'Other',
};

export const petCareType = z.enum(petCareTypes, { error: 'Choose the kind of care' });

export const petCareFrequencies = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'half-yearly',
  'yearly',
] as const satisfies readonly UpkeepFrequency[];
export const petCareFrequency = z.enum(petCareFrequencies, { error: 'Choose how often it is done' });
export type PetCareFrequency = z.infer<typeof petCareFrequency>;

/** Most care items one pet has. */
export const MAX_CARE_ITEMS_PER_PET = 30;

/** Who did a care item today, and when (null while it is not done today). */
export const petCareDone = z.object({ doneById: z.number().int().nullable(), doneAt: z.string() });
export type PetCareDone = z.infer<typeof petCareDone>;

export const petCareItem = z.object({
  id: z.number().int(),
  petId: z.number().int(),
  type: petCareType,
  name: z.string(),
  description: z.string().nullable(),
  frequency: petCareFrequency,
  /** HH:MM, the time of day it is done (optional). */
  time: z.string().nullable(),
  amount: z.string().nullable(),
  lastCompleted: z.string().nullable(),
  nextDue: z.string(),
  assignedToId: z.number().int().nullable(),
  reminderEnabled: z.boolean(),
  notes: z.string().nullable(),
  /** Today's Done (UTC day), if any. */
  doneToday: petCareDone.nullable(),
  createdById: z.number().int().nullable(),
});
export type PetCareItem = z.infer<typeof petCareItem>;

export const pet = z.object({
  id: z.number().int(),
  name: z.string(),
  type: petType,
  breed: z.string().nullable(),
  birthdate: z.string().nullable(),
  weightKg: z.number().nullable(),
  color: z.string().nullable(),
  /** `/api/home/files/<id>`: a photo in the family's file store. */
  imageUrl: z.string().nullable(),
  microchipId: z.string().nullable(),
  vetName: z.string().nullable(),
  vetPhone: z.string().nullable(),
  notes: z.string().nullable(),
  careItems: z.array(petCareItem),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Pet = z.infer<typeof pet>;
export const petPage = pageOf(pet);
export type PetPage = z.infer<typeof petPage>;

/** GET /api/pets: by name then id. */
export const petQuery = pageQueryWith({ defaultLimit: 20, maxLimit: 100 });

const petFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  type: petType,
  breed: optionalText('Breed', 80),
  birthdate: z.iso.date({ error: 'Birthdate must be a date' }).nullish(),
  weightKg: z
    .number({ error: 'Weight must be a number of kilograms' })
    .positive('Weight must be more than 0 kg')
    .max(2000, 'Weight must be at most 2000 kg')
    .transform((kg) => Math.round(kg * 100) / 100)
    .nullish(),
  color: optionalText('Colour', 60),
  imageUrl: z.string().trim().max(200, 'Photo must be an uploaded file').nullish(),
  microchipId: optionalText('Microchip number', 40),
  vetName: optionalText('Vet', 120),
  vetPhone: optionalText('Vet phone', 40),
  notes: optionalText('Notes', 2000),
});

/** POST /api/pets (the defaults apply on create only: a PATCH changes just what it names). */
export const createPetBody = petFields.extend({ type: petType.default('dog') }).strict();
export type CreatePetBody = z.input<typeof createPetBody>;

/** PATCH /api/pets/{id}. */
export const updatePetBody = petFields
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdatePetBody = z.input<typeof updatePetBody>;

const careFields = z.object({
  type: petCareType,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: optionalText('Description', 1000),
  frequency: petCareFrequency,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM')
    .nullish(),
  amount: optionalText('Amount', 60),
  /** The first day it is due (default today). */
  nextDue: z.iso.date({ error: 'Next due must be a date' }).optional(),
  assignedToId: z.number({ error: 'Choose a family member' }).int().positive().nullish(),
  reminderEnabled: z.boolean(),
  notes: optionalText('Notes', 1000),
});

/** POST /api/pets/{petId}/care-items (defaults on create only). */
export const createPetCareItemBody = careFields
  .extend({
    type: petCareType.default('feeding'),
    frequency: petCareFrequency.default('daily'),
    reminderEnabled: z.boolean().default(true),
  })
  .strict();
export type CreatePetCareItemBody = z.input<typeof createPetCareItemBody>;

/** PATCH /api/pets/{petId}/care-items/{id}. */
export const updatePetCareItemBody = careFields
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdatePetCareItemBody = z.input<typeof updatePetCareItemBody>;

/** One care item of GET /api/pets/care-today, with its pet's name. */
export const petCareToday = petCareItem.extend({ petName: z.string() });
export type PetCareToday = z.infer<typeof petCareToday>;

/**
 * GET /api/pets/care-today (the Pet Center card): care with reminders on that is due today or overdue, and what was
 * done today.
 */
export const petCareTodayAnswer = z.object({ day: z.string(), items: z.array(petCareToday) });
export type PetCareTodayAnswer = z.infer<typeof petCareTodayAnswer>;

const endpoint = endpointsFor('home', 'pets');
const petId = { id: pathId('Pet') };
const careIds = { petId: pathId('Pet'), id: pathId('Care item') };

/** Pets and their care routines (spec 001 §6). */
export const petEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/pets',
    summary: "The family's pets with their care items, a page at a time",
    query: petQuery,
    response: petPage,
  }),
  careToday: endpoint({
    method: 'GET',
    path: '/api/pets/care-today',
    summary: "Today's pet care: what is due and what is done",
    response: petCareTodayAnswer,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/pets',
    summary: 'Add a pet',
    body: createPetBody,
    response: pet,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/pets/:id',
    summary: 'Edit a pet',
    params: petId,
    body: updatePetBody,
    response: pet,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/pets/:id',
    summary: 'Delete a pet with its care',
    params: petId,
  }),
  addCare: endpoint({
    method: 'POST',
    path: '/api/pets/:petId/care-items',
    summary: 'Add a care routine to a pet',
    params: { petId: pathId('Pet') },
    body: createPetCareItemBody,
    response: petCareItem,
    status: 201,
  }),
  updateCare: endpoint({
    method: 'PATCH',
    path: '/api/pets/:petId/care-items/:id',
    summary: 'Edit a care routine',
    params: careIds,
    body: updatePetCareItemBody,
    response: petCareItem,
  }),
  removeCare: endpoint({
    method: 'DELETE',
    path: '/api/pets/:petId/care-items/:id',
    summary: 'Delete a care routine',
    params: careIds,
  }),
  markDone: endpoint({
    method: 'POST',
    path: '/api/pets/:petId/care-items/:id/done',
    summary: 'Mark a care routine done for now',
    params: careIds,
    response: petCareItem,
  }),
  undoDone: endpoint({
    method: 'DELETE',
    path: '/api/pets/:petId/care-items/:id/done',
    summary: 'Undo marking a care routine done',
    params: careIds,
    response: petCareItem,
  }),
};
