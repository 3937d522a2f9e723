// What families offer to the other identity features (the rest is their own).
export { createFamiliesRepository, type FamiliesRepository } from './families.repository';
