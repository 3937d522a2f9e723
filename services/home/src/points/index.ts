export { pointBalances, pointConversions, pointsLedger } from './points.table';
export { createPointsRepository, postPoints, NOT_ENOUGH_POINTS } from './points.repository';
export { pointsRouter } from './points.router';
export { createPointsService, POINTS_TOPIC, type HeldPoints } from './points.service';
