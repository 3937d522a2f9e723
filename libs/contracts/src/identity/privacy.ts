import { z } from 'zod';
import { twoFactorCode } from './two-factor';
import { currencyCode } from '../money/money';

/** One member's privacy switches (Settings › Privacy, spec 001 §2). */
export const privacySettings = z.object({
  familyProfileVisible: z.boolean(),
  activityStatusVisible: z.boolean(),
  taskCompletionSharing: z.boolean(),
  analyticsEnabled: z.boolean(),
  personalizationEnabled: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettings>;

/** Shared with the family by default; nothing leaves FamilyHub unless the member allows it. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  familyProfileVisible: true,
  activityStatusVisible: true,
  taskCompletionSharing: true,
  analyticsEnabled: false,
  personalizationEnabled: false,
};

/** PUT /api/users/me/privacy — every switch, each true or false. */
export const savePrivacySettingsBody = privacySettings.strict();
export type SavePrivacySettingsBody = z.input<typeof savePrivacySettingsBody>;

/** The family's settings (Settings › Family): its name, the content switches and its currency. */
export const familySettings = z.object({
  id: z.number().int(),
  name: z.string(),
  contentFiltering: z.boolean(),
  contentSharing: z.boolean(),
  currency: currencyCode,
});
export type FamilySettings = z.infer<typeof familySettings>;

export const DEFAULT_FAMILY_CONTENT = { contentFiltering: true, contentSharing: false } as const;

/** PATCH /api/settings/family — any of name, the content switches and the currency (admin only), at least one. */
export const updateFamilySettingsBody = z
  .object({
    name: z
      .string({ error: 'Family name is required' })
      .trim()
      .min(1, 'Family name is required')
      .max(80, 'Family name must be at most 80 characters')
      .optional(),
    contentFiltering: z.boolean({ error: 'Content filtering must be on or off' }).optional(),
    contentSharing: z.boolean({ error: 'Content sharing must be on or off' }).optional(),
    currency: currencyCode.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateFamilySettingsBody = z.input<typeof updateFamilySettingsBody>;

/**
 * The family's support contact (Settings › Family, issue #33): the person a member is pointed to when their
 * check-ins stay low. The admin chooses them; every member reads them.
 */
export const supportContact = z.object({ name: z.string(), phone: z.string() });
export type SupportContact = z.infer<typeof supportContact>;
export const familySupportContact = z.object({ supportContact: supportContact.nullable() });
export type FamilySupportContact = z.infer<typeof familySupportContact>;

/** PUT /api/settings/support-contact — a name and a phone number, or null for none (admin only). */
export const saveSupportContactBody = z
  .object({
    supportContact: z
      .object({
        name: z
          .string({ error: 'Name is required' })
          .trim()
          .min(1, 'Name is required')
          .max(80, 'Name must be at most 80 characters'),
        phone: z
          .string({ error: 'Phone number is required' })
          .trim()
          .min(1, 'Phone number is required')
          .max(30, 'Phone number must be at most 30 characters')
          .regex(/^\+?[0-9][0-9 ().-]*$/, 'Enter a phone number, e.g. +1 555 0100'),
      })
      .nullable(),
  })
  .strict();
export type SaveSupportContactBody = z.input<typeof saveSupportContactBody>;
export const SUPPORT_CONTACT_FORBIDDEN = "Only the family admin can change the family's support contact";

/** A data export request (spec 001 §3 data_exports). Its files are built when downloaded, from live data. */
export const dataExport = z.object({
  id: z.number().int(),
  exportType: z.string(),
  format: z.string(),
  status: z.enum(['pending', 'completed']),
  requestedById: z.number().int(),
  createdAt: z.string(),
  exportedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** Where each file is downloaded from (same origin, session cookie). */
  downloads: z.object({ json: z.string(), ics: z.string() }),
});
export type DataExport = z.infer<typeof dataExport>;

export const exportFormat = z.enum(['json', 'ics'], { error: 'Format must be json or ics' });
export type ExportFormat = z.infer<typeof exportFormat>;

export const EXPORT_FORBIDDEN =
  'Only the family admin, or a parent allowed to export data, can export the family’s data';
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/**
 * DELETE /api/account — the password again, a current two-factor code (or backup code) while two-factor is on, the
 * typed word, and (for the family admin) consent to delete the family.
 */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'Password must be at most 200 characters'),
  code: twoFactorCode.optional(),
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` }),
  deleteFamily: z.boolean().optional().default(false),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

export const deleteAccountAnswer = z.object({ familyDeleted: z.boolean() });
export type DeleteAccountAnswer = z.infer<typeof deleteAccountAnswer>;
