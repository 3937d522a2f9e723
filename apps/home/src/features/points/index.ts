export { PointsCard } from './components/points-card';
export { usePoints, useMemberPoints } from './api/points-api';

export { PointsHistory } from './components/points-history';
