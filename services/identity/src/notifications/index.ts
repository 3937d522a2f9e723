// What notifications offer to the other identity features (the tables: the family data export reads them).
export { notificationPreferences } from './notification-preferences.table';
// What app.ts wires.
export { createNotificationPreferencesRepository } from './notification-preferences.repository';
export { notificationPreferencesRouter } from './notification-preferences.router';
export { createNotificationPreferencesService } from './notification-preferences.service';
export { memberReachRouter } from './member-reach.router';
export { notificationDeliveryRouter } from './delivery/delivery.router';
export type { NotificationDeliveryService } from './delivery/delivery.service';
export {
  createNotifications,
  notificationDeliveriesJob,
  telegramUpdatesJob,
  notificationSettingsFromEnv,
  type NotificationSettings,
  type NotificationsOptions,
} from './notifications';
export { digestJob } from './digest';
