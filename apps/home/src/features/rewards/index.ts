export { RewardsScreen } from './components/rewards-screen';
export { RewardProgress } from './components/reward-progress';
export { useRewards } from './api/rewards-api';
