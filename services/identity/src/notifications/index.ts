// What notifications offer to the other identity features (the table: the family data export reads it).
export { notificationPreferences } from './notification-preferences.table';
