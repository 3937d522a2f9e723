// The family digest (issue #30): what app.ts and main.ts wire.
export { createDigestRepository } from './digest.repository';
export { createDigestService, type DigestService } from './digest.service';
export { digestJob } from './digest-job';
export { digestRouter } from './digest.router';
