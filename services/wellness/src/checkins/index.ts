export { checkinShares, mentalHealthCheckins } from './checkins.table';
export { createCheckinsRepository, type CheckinsRepository } from './checkins.repository';
export { checkinsRouter } from './checkins.router';
export { createCheckinsService, type CheckinsService } from './checkins.service';
