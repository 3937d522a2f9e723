export { meTimeBlocks } from './me-time.table';
export { createMeTimeRepository } from './me-time.repository';
export { meTimeRouter } from './me-time.router';
export { createMeTimeService, type MeTimeService } from './me-time.service';
