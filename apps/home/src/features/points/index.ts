export { PointsCard } from './components/points-card';
export { usePoints, useMemberPoints } from './api/list-points';
export { pointsKeys } from './api/points-keys';
export { PointsHistory } from './components/points-history';
