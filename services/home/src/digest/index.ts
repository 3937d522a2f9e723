// What app.ts wires: home's part of the family digest (issue #30).
export { createDigestRepository } from './digest.repository';
export { homeDigest } from './home-digest';
