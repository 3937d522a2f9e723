export { rewardRedemptions, rewards } from './rewards.table';
export { createRewardsRepository } from './rewards.repository';
export { rewardsRouter } from './rewards.router';
export { createRewardsService, type RewardsService } from './rewards.service';
