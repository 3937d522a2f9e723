import type { Family, updateFamilyBody } from '@familyhub/contracts';
import { forbidden, notFound, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { FamiliesRepository } from './families.repository';

export const RENAME_FAMILY_FORBIDDEN = 'Only the family admin can rename the family';

export function createFamiliesService(families: FamiliesRepository) {
  return {
    async rename(caller: Caller, body: z.output<typeof updateFamilyBody>): Promise<Family> {
      if (caller.role !== 'admin') throw forbidden(RENAME_FAMILY_FORBIDDEN);
      const family = await families.rename(caller.familyId, body.name);
      if (!family) throw notFound('Family');
      return { id: family.id, name: family.name };
    },
  };
}
export type FamiliesService = ReturnType<typeof createFamiliesService>;
