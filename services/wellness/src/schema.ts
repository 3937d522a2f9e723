// Each table lives beside its feature in `<feature>/<feature>.table.ts`; this file only gathers them for
// drizzle-kit (drizzle.config.ts) and the database handle (database.ts). It never defines a table itself.
export * from './pg-schema';
export * from './affirmations/affirmations.table';
export * from './medications/medications.table';
export * from './me-time/me-time.table';
export * from './moods/moods.table';
export * from './water/water.table';
export * from './journal/journal.table';
export * from './checkins/checkins.table';
