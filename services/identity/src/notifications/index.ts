// What notifications offer to the other identity features (the table: the family data export reads it).
export { notificationPreferences } from './notification-preferences.table';
// What app.ts wires.
export { createNotificationPreferencesRepository } from './notification-preferences.repository';
export { notificationPreferencesRouter } from './notification-preferences.router';
export { createNotificationPreferencesService } from './notification-preferences.service';
export { memberReachRouter } from './member-reach.router';
