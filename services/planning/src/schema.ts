// Each table lives beside its feature in `<feature>/<feature>.table.ts`; this file only gathers them for
// drizzle-kit (drizzle.config.ts) and the database handle (database.ts). It never defines a table itself.
export * from './pg-schema';
export * from './alerts/alerts.table';
export * from './calendar-feed/calendar-feed.table';
export * from './emergency-contacts/emergency-contacts.table';
export * from './events/events.table';
export * from './guests-carpools/guests-carpools.table';
export * from './messages/messages.table';
export * from './conversations/conversations.table';
export * from './message-media/message-media.table';
export * from './shopping/shopping.table';
export * from './tasks/tasks.table';
export * from './vacations/vacations.table';
