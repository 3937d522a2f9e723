// Each table lives beside its feature in `<feature>/<feature>.table.ts`; this file only gathers them for
// drizzle-kit (drizzle.config.ts) and the database handle (database.ts). It never defines a table itself.
export * from './pg-schema';
export * from './chores/chores.table';
export * from './points/points.table';
export * from './rewards/rewards.table';
export * from './cleaning/cleaning.table';
export * from './maintenance/maintenance.table';
export * from './pets/pets.table';
export * from './files/files.table';
export * from './pantry-items/pantry-items.table';
export * from './essential-items/essential-items.table';
export * from './recipes/recipes.table';
export * from './meal-plans/meal-plans.table';
export * from './notes/notes.table';
