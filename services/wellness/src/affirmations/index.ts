export { affirmations } from './affirmations.table';
export { createAffirmationsRepository } from './affirmations.repository';
export { affirmationsRouter } from './affirmations.router';
export { createAffirmationsService, type AffirmationsService } from './affirmations.service';
