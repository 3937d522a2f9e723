// What app.ts wires: planning's part of the family digest (issue #30).
export { createDigestRepository } from './digest.repository';
export { planningDigest } from './planning-digest';
