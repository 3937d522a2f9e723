// Each table lives beside its feature in `<feature>/<feature>.table.ts`; this file only gathers them for
// drizzle-kit (drizzle.config.ts) and the database handle (database.ts). It never defines a table itself.
export * from './pg-schema';
export * from './account/data-exports.table';
export * from './api-tokens/api-tokens.table';
export * from './billing/billing.table';
export * from './families/families.table';
export * from './notifications/notification-preferences.table';
export * from './notifications/delivery/notification-deliveries.table';
export * from './notifications/push/push-subscriptions.table';
export * from './notifications/telegram/telegram.table';
export * from './platform/platform-domains.table';
export * from './privacy/privacy-settings.table';
export * from './sessions/sessions.table';
export * from './users/users.table';
