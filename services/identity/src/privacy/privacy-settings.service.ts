import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import type { PrivacySettingsRepository } from './privacy-settings.repository';
import type { PrivacySettingsRow } from './privacy-settings.table';

function toSettings(row: PrivacySettingsRow): PrivacySettings {
  return {
    familyProfileVisible: row.familyProfileVisible,
    activityStatusVisible: row.activityStatusVisible,
    taskCompletionSharing: row.taskCompletionSharing,
    analyticsEnabled: row.analyticsEnabled,
    personalizationEnabled: row.personalizationEnabled,
  };
}

export interface PrivacySettingsServiceOptions {
  repository: PrivacySettingsRepository;
}

/** The caller's own privacy switches; every member (children too) decides their own. */
export function createPrivacySettingsService({ repository: settings }: PrivacySettingsServiceOptions) {
  return {
    async get(caller: Caller): Promise<PrivacySettings> {
      const row = await settings.find(caller.userId);
      return row ? toSettings(row) : { ...DEFAULT_PRIVACY_SETTINGS };
    },

    async save(caller: Caller, body: PrivacySettings): Promise<PrivacySettings> {
      return toSettings(await settings.save(caller.userId, body));
    },
  };
}
export type PrivacySettingsService = ReturnType<typeof createPrivacySettingsService>;
