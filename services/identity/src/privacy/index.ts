// What privacy settings offer to the other identity features (the table: the family data export reads it).
export { privacySettings } from './privacy-settings.table';
export type { PrivacySettingsRepository } from './privacy-settings.repository';
// What app.ts wires.
export { createPrivacySettingsRepository } from './privacy-settings.repository';
export { privacySettingsRouter } from './privacy-settings.router';
export { createPrivacySettingsService } from './privacy-settings.service';
