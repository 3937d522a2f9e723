import { z } from 'zod';
import type { createSchoolYearBody, Page, SchoolYear, updateSchoolYearBody } from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import { assertOrganiser, conflictOnReference } from '../shared/organisers';
import type { SchoolYearsRepository } from './school-years.repository';
import type { SchoolYearRow } from './school-years.table';

type CreateSchoolYear = z.output<typeof createSchoolYearBody>;
type UpdateSchoolYear = z.output<typeof updateSchoolYearBody>;

/** School years ride on the students topic: the screens that list students show their years. */
export const SCHOOL_YEARS_TOPIC = 'students';
const MAY_CHANGE = 'Only parents and admins can change school years';

export function toSchoolYear(row: SchoolYearRow): SchoolYear {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    createdById: row.createdById,
  };
}

const yearCursor = keysetCursor(z.object({ startDate: z.iso.date(), id: z.number().int().positive() }));
const yearNotFound = () => notFound('School year');

export interface SchoolYearsServiceOptions {
  repository: SchoolYearsRepository;
  live: Pick<LiveEvents<string>, 'publish'>;
}

/** School years of the family; at most one is active (making one active makes the others inactive). */
export function createSchoolYearsService({ repository: years, live }: SchoolYearsServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, SCHOOL_YEARS_TOPIC);

  return {
    async list(caller: Caller, query: { cursor?: string; limit: number }): Promise<Page<SchoolYear>> {
      const after = yearCursor.decode(query.cursor);
      const rows = await years.page(
        caller.familyId,
        after ? [after.startDate, after.id] : null,
        query.limit + 1,
      );
      return mapPage(
        yearCursor.page(rows, query.limit, (row) => ({ startDate: row.startDate, id: row.id })),
        toSchoolYear,
      );
    },

    async get(caller: Pick<Caller, 'familyId'>, yearId: number): Promise<SchoolYear> {
      const row = await years.find(caller.familyId, yearId);
      if (!row) throw yearNotFound();
      return toSchoolYear(row);
    },

    async create(caller: Caller, body: CreateSchoolYear): Promise<SchoolYear> {
      assertOrganiser(caller, MAY_CHANGE);
      const row = await years.insert(caller.familyId, { ...body, createdById: caller.userId });
      changed(caller);
      return toSchoolYear(row);
    },

    async update(caller: Caller, yearId: number, body: UpdateSchoolYear): Promise<SchoolYear> {
      const current = await this.get(caller, yearId);
      assertOrganiser(caller, MAY_CHANGE);
      const startDate = body.startDate ?? current.startDate;
      const endDate = body.endDate ?? current.endDate;
      if (endDate < startDate) throw badRequest('End date must be on or after the start date');
      const row = await years.update(caller.familyId, yearId, body);
      if (!row) throw yearNotFound();
      changed(caller);
      return toSchoolYear(row);
    },

    async remove(caller: Caller, yearId: number): Promise<void> {
      await this.get(caller, yearId);
      assertOrganiser(caller, MAY_CHANGE);
      const removed = await conflictOnReference(
        () => years.remove(caller.familyId, yearId),
        'This school year still has students: remove them first',
      );
      if (!removed) throw yearNotFound();
      changed(caller);
    },
  };
}
export type SchoolYearsService = ReturnType<typeof createSchoolYearsService>;
