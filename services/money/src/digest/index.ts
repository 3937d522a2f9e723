// What app.ts wires: money's part of the family digest (issue #30).
export { createDigestRepository } from './digest.repository';
export { moneyDigest } from './money-digest';
