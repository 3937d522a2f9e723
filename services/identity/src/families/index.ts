// What families offer to the other identity features (the rest is their own).
export { createFamiliesRepository, type FamiliesRepository } from './families.repository';
// What app.ts wires.
export { familiesRouter } from './families.router';
export { createFamiliesService, type FamiliesService } from './families.service';
