// Pet care's labels without zod: the dashboard's pet card needs them at start, zod loads with the first form
// (issue #16). home-pets.ts re-exports them beside the schemas.

export const petCareTypes = ['feeding', 'walk', 'medication', 'grooming', 'vet-visit', 'other'] as const;

export type PetCareType = (typeof petCareTypes)[number];
export const petCareTypeLabels: Record<PetCareType, string> = {
  feeding: 'Feeding',
  walk: 'Walk',
  medication: 'Medication',
  grooming: 'Grooming',
  'vet-visit': 'Vet visit',
  other: 'Other',
};
