/**
 * The fields the server sets on every record, whatever a body says (spec 001 §5: "server-managed fields are
 * omitted from input"): who and which family a record belongs to, its id and its times. A body that carries them
 * (the spec's own bodies do: `POST /api/meal-plans {date, mealType, recipeId, createdById}`) is accepted and they
 * are ignored, by every service alike (server-kit drops them from every write body before its route reads it).
 * Other unknown keys are still refused where a contract is strict.
 */
export const serverManagedFields = [
  'id',
  'familyId',
  'createdById',
  'addedById',
  'createdAt',
  'updatedAt',
] as const;
export type ServerManagedField = (typeof serverManagedFields)[number];
