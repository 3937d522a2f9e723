import { z } from 'zod';
import { pageOf, pageQuery } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { organiserRoles } from '../role-rules';

export const emergencyContact = z.object({
  id: z.number().int(),
  name: z.string(),
  relationship: z.string().nullable(),
  phoneNumber: z.string(),
  alternatePhone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  isSharedContact: z.boolean(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContact>;

/** GET /api/emergency-contacts: a page of the family's contacts by name (`?cursor=&limit=`). */
export const emergencyContactListQuery = pageQuery;
export const emergencyContactPage = pageOf(emergencyContact);
export type EmergencyContactPage = z.infer<typeof emergencyContactPage>;

// Digits with the usual separators, an optional leading + and an optional extension; it must dial.
const PHONE_PATTERN = /^\+?[(]?[0-9][0-9 ().-]{1,28}[0-9](\s*(ext\.?|x)\s*[0-9]{1,6})?$/i;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name must be at most 120 characters');
const phoneNumber = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(PHONE_PATTERN, 'Enter a phone number like 555-123-4567');
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();
const alternatePhone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, 'Enter an alternate phone number like 555-123-4567')
  .nullish();
const email = z.email('Enter a valid email address').nullish();

// No defaults here: a partial update must not reset the fields it leaves out.
const contactFields = z.object({
  name,
  relationship: optionalText(80, 'Relationship'),
  phoneNumber,
  alternatePhone,
  email,
  address: optionalText(300, 'Address'),
  notes: optionalText(2000, 'Notes'),
  isSharedContact: z.boolean(),
});

/** POST /api/emergency-contacts (spec 000 §3; phone required, §5). */
export const createEmergencyContactBody = contactFields.extend({
  isSharedContact: z.boolean().default(true),
});
export type CreateEmergencyContactBody = z.input<typeof createEmergencyContactBody>;

/** PATCH /api/emergency-contacts/{id}: any subset. */
export const updateEmergencyContactBody = contactFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateEmergencyContactBody = z.input<typeof updateEmergencyContactBody>;

/** The digits (and leading +) a `tel:` link needs. */
export function telHref(phone: string): string {
  const [main, extension] = phone.split(/\s*(?:ext\.?|x)\s*/i);
  const dial = main.replace(/[^0-9+]/g, '');
  return extension ? `tel:${dial};ext=${extension.replace(/\D/g, '')}` : `tel:${dial}`;
}

const endpoint = endpointsFor('planning', 'emergency-contacts');
const contactId = { id: pathId('Emergency contact') };
const organisersOnly = {
  roles: organiserRoles,
  refusal: 'Only parents and admins can change emergency contacts',
};

/** The Emergency contacts screen's endpoints (spec 000 §2 Emergency). */
export const emergencyContactEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/emergency-contacts',
    summary: "The family's emergency contacts, a page at a time",
    query: emergencyContactListQuery,
    response: emergencyContactPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/emergency-contacts',
    summary: 'Add an emergency contact',
    body: createEmergencyContactBody,
    response: emergencyContact,
    status: 201,
    access: organisersOnly,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/emergency-contacts/:id',
    summary: 'Edit an emergency contact',
    params: contactId,
    body: updateEmergencyContactBody,
    response: emergencyContact,
    access: organisersOnly,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/emergency-contacts/:id',
    summary: 'Delete an emergency contact',
    params: contactId,
  }),
};
