export { pointConversions, pointsRates } from './point-conversions.table';
export { createPointConversionsRepository } from './point-conversions.repository';
export {
  createPointConversionsService,
  STALE_PENDING_MS,
  type PointConversionsService,
} from './point-conversions.service';
export { pointConversionsRouter } from './point-conversions.router';
