import type { createSchoolBody, School, Page, updateSchoolBody } from '@familyhub/contracts';
import { z } from 'zod';
import { keysetCursor, mapPage, notFound, type Caller, type LiveEvents } from '@familyhub/server-kit';
import { assertOrganiser, conflictOnReference } from '../shared/organisers';
import type { SchoolsRepository } from './schools.repository';
import type { SchoolRow } from './schools.table';

type CreateSchool = z.output<typeof createSchoolBody>;
type UpdateSchool = z.output<typeof updateSchoolBody>;

export const SCHOOLS_TOPIC = 'schools';
const MAY_CHANGE = 'Only parents and admins can change schools';

export function toSchool(row: SchoolRow): School {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website,
    notes: row.notes,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const schoolCursor = keysetCursor(z.object({ id: z.number().int().positive() }));
const schoolNotFound = () => notFound('School');

export interface SchoolsServiceOptions {
  repository: SchoolsRepository;
  live: Pick<LiveEvents<string>, 'publish'>;
}

/** Everyone in the family sees its schools; admins and parents keep them. */
export function createSchoolsService({ repository: schools, live }: SchoolsServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, SCHOOLS_TOPIC);

  return {
    async list(caller: Caller, query: { cursor?: string; limit: number }): Promise<Page<School>> {
      const after = schoolCursor.decode(query.cursor);
      const rows = await schools.page(caller.familyId, after?.id ?? null, query.limit + 1);
      return mapPage(
        schoolCursor.page(rows, query.limit, (row) => ({ id: row.id })),
        toSchool,
      );
    },

    /** The family's school, or 404 (another family's school is not found either). */
    async get(caller: Pick<Caller, 'familyId'>, schoolId: number): Promise<School> {
      const row = await schools.find(caller.familyId, schoolId);
      if (!row) throw schoolNotFound();
      return toSchool(row);
    },

    async create(caller: Caller, body: CreateSchool): Promise<School> {
      assertOrganiser(caller, MAY_CHANGE);
      const row = await schools.insert(caller.familyId, {
        name: body.name,
        address: body.address ?? null,
        city: body.city ?? null,
        state: body.state ?? null,
        zipCode: body.zipCode ?? null,
        phone: body.phone ?? null,
        website: body.website ?? null,
        notes: body.notes ?? null,
        createdById: caller.userId,
      });
      changed(caller);
      return toSchool(row);
    },

    async update(caller: Caller, schoolId: number, body: UpdateSchool): Promise<School> {
      await this.get(caller, schoolId);
      assertOrganiser(caller, MAY_CHANGE);
      const row = await schools.update(caller.familyId, schoolId, body);
      if (!row) throw schoolNotFound();
      changed(caller);
      return toSchool(row);
    },

    async remove(caller: Caller, schoolId: number): Promise<void> {
      await this.get(caller, schoolId);
      assertOrganiser(caller, MAY_CHANGE);
      const removed = await conflictOnReference(
        () => schools.remove(caller.familyId, schoolId),
        'This school still has students or events: remove them first',
      );
      if (!removed) throw schoolNotFound();
      changed(caller);
    },
  };
}
export type SchoolsService = ReturnType<typeof createSchoolsService>;
