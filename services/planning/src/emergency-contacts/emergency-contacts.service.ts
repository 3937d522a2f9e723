import {
  canOrganise,
  type EmergencyContact,
  type EmergencyContactPage,
  type PageQuery,
  type createEmergencyContactBody,
  type updateEmergencyContactBody,
} from '@familyhub/contracts';
import { forbidden, keysetCursor, mapPage, notFound, type Caller } from '@familyhub/server-kit';
import { z } from 'zod';
import type { LiveEvents } from '@familyhub/server-kit';
import type { EmergencyContactRow } from '../schema';
import type { EmergencyContactsRepository } from './emergency-contacts.repository';

type CreateEmergencyContact = z.output<typeof createEmergencyContactBody>;
type UpdateEmergencyContact = z.output<typeof updateEmergencyContactBody>;

/** The query-key root the planning remote refetches when the contacts change. */
export const EMERGENCY_CONTACTS_TOPIC = 'emergency-contacts';

export function toEmergencyContact(row: EmergencyContactRow): EmergencyContact {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    phoneNumber: row.phoneNumber,
    alternatePhone: row.alternatePhone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    isSharedContact: row.isSharedContact,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const contactNotFound = () => notFound('Emergency contact');

/** The list's keyset: the last contact's place in the order (its name lower-cased, then id). */
const contactCursor = keysetCursor(z.object({ name: z.string(), id: z.number().int().positive() }));

export interface EmergencyContactsServiceOptions {
  repository: EmergencyContactsRepository;
  live: Pick<LiveEvents, 'publish'>;
}

/** Everyone in the family can see and call the emergency contacts; admins and parents keep the list. */
export function createEmergencyContactsService({
  repository: contacts,
  live,
}: EmergencyContactsServiceOptions) {
  async function existing(caller: Caller, contactId: number): Promise<EmergencyContactRow> {
    const row = await contacts.find(caller.familyId, contactId);
    if (!row) throw contactNotFound();
    return row;
  }

  const changed = (caller: Caller) => live.publish(caller.familyId, EMERGENCY_CONTACTS_TOPIC);

  return {
    async list(caller: Caller, query: PageQuery): Promise<EmergencyContactPage> {
      const after = contactCursor.decode(query.cursor);
      const rows = await contacts.list(caller.familyId, { after, limit: query.limit + 1 });
      const page = contactCursor.page(rows, query.limit, (row) => ({
        name: row.name.toLowerCase(),
        id: row.id,
      }));
      return mapPage(page, toEmergencyContact);
    },

    assertMayChange(caller: Caller): void {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change emergency contacts');
    },

    async create(caller: Caller, body: CreateEmergencyContact): Promise<EmergencyContact> {
      this.assertMayChange(caller);
      const row = await contacts.insert(caller.familyId, {
        name: body.name,
        relationship: body.relationship ?? null,
        phoneNumber: body.phoneNumber,
        alternatePhone: body.alternatePhone ?? null,
        email: body.email ?? null,
        address: body.address ?? null,
        notes: body.notes ?? null,
        isSharedContact: body.isSharedContact,
        createdById: caller.userId,
      });
      changed(caller);
      return toEmergencyContact(row);
    },

    async update(
      caller: Caller,
      contactId: number,
      changes: UpdateEmergencyContact,
    ): Promise<EmergencyContact> {
      await existing(caller, contactId);
      this.assertMayChange(caller);
      const row = await contacts.update(caller.familyId, contactId, changes);
      if (!row) throw contactNotFound();
      changed(caller);
      return toEmergencyContact(row);
    },

    async remove(caller: Caller, contactId: number): Promise<void> {
      await existing(caller, contactId);
      this.assertMayChange(caller);
      if (!(await contacts.remove(caller.familyId, contactId))) throw contactNotFound();
      changed(caller);
    },
  };
}
export type EmergencyContactsService = ReturnType<typeof createEmergencyContactsService>;
