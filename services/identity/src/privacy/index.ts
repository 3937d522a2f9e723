// What privacy settings offer to the other identity features (the table: the family data export reads it).
export { privacySettings } from './privacy-settings.table';
export type { PrivacySettingsRepository } from './privacy-settings.repository';
