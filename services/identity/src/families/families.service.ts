import {
  DEFAULT_FAMILY_CONTENT,
  type Family,
  type FamilySettings,
  type FamilySupportContact,
  type saveSupportContactBody,
  type updateFamilySettingsBody,
} from '@familyhub/contracts';
import { forbidden, notFound, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { PrivacySettingsRepository } from '../privacy';
import type { FamiliesRepository } from './families.repository';

export const RENAME_FAMILY_FORBIDDEN = 'Only the family admin can rename the family';
export const FAMILY_CONTENT_FORBIDDEN = "Only the family admin can change the family's content settings";
export const FAMILY_CURRENCY_FORBIDDEN = "Only the family admin can change the family's currency";

export interface FamiliesServiceOptions {
  repository: FamiliesRepository;
  contentSettings: PrivacySettingsRepository;
}

export function createFamiliesService({ repository: families, contentSettings }: FamiliesServiceOptions) {
  async function settingsOf(familyId: number): Promise<FamilySettings> {
    const family = await families.findById(familyId);
    if (!family) throw notFound('Family');
    const content = (await contentSettings.findFamilyContent(familyId)) ?? DEFAULT_FAMILY_CONTENT;
    return {
      id: family.id,
      name: family.name,
      contentFiltering: content.contentFiltering,
      contentSharing: content.contentSharing,
      currency: family.currency,
    };
  }

  return {
    /** The family as the session shows it (id, name, currency), for other services. */
    async facts(familyId: number): Promise<Family> {
      const family = await families.findById(familyId);
      if (!family) throw notFound('Family');
      return { id: family.id, name: family.name, currency: family.currency };
    },

    /** Every member may read the family's settings; the Family tab shows them read-only to non-admins. */
    settings(caller: Caller): Promise<FamilySettings> {
      return settingsOf(caller.familyId);
    },

    /** Every member reads the support contact (the Check-ins tab offers it); only the admin changes it. */
    async supportContact(caller: Caller): Promise<FamilySupportContact> {
      const family = await families.findById(caller.familyId);
      if (!family) throw notFound('Family');
      return {
        supportContact:
          family.supportContactName && family.supportContactPhone
            ? { name: family.supportContactName, phone: family.supportContactPhone }
            : null,
      };
    },

    async saveSupportContact(
      caller: Caller,
      body: z.output<typeof saveSupportContactBody>,
    ): Promise<FamilySupportContact> {
      if (!(await families.setSupportContact(caller.familyId, body.supportContact))) throw notFound('Family');
      return { supportContact: body.supportContact };
    },

    async update(caller: Caller, body: z.output<typeof updateFamilySettingsBody>): Promise<FamilySettings> {
      const { name, currency, ...content } = body;
      if (caller.role !== 'admin')
        throw forbidden(
          name !== undefined
            ? RENAME_FAMILY_FORBIDDEN
            : currency !== undefined
              ? FAMILY_CURRENCY_FORBIDDEN
              : FAMILY_CONTENT_FORBIDDEN,
        );
      if (name !== undefined && !(await families.rename(caller.familyId, name))) throw notFound('Family');
      if (currency !== undefined && !(await families.setCurrency(caller.familyId, currency)))
        throw notFound('Family');
      if (content.contentFiltering !== undefined || content.contentSharing !== undefined) {
        await contentSettings.saveFamilyContent(caller.familyId, content);
      }
      return settingsOf(caller.familyId);
    },
  };
}
export type FamiliesService = ReturnType<typeof createFamiliesService>;
