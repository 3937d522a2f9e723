// What app.ts wires: school's part of the family digest (issue #30).
export { createDigestRepository } from './digest.repository';
export { schoolDigest } from './school-digest';
