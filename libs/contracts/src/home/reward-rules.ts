// Rewards' rules without zod: the dashboard's rewards card needs them at start, zod loads with the first form
// (issue #16). rewards.ts re-exports them beside the schemas.

/** 001 §9: progress toward a reward is capped at 100 percent. */
export function rewardProgress(balance: number, pointsCost: number): number {
  if (pointsCost <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, balance) / pointsCost) * 100));
}
