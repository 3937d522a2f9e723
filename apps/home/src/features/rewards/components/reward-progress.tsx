import { rewardProgress, type Reward } from '@familyhub/contracts';

/** Progress toward the three cheapest rewards (001 §9: capped at 100 percent). */
export function RewardProgress({ rewards, balance }: { rewards: readonly Reward[]; balance: number }) {
  const cheapest = [...rewards].sort((a, b) => a.pointsCost - b.pointsCost).slice(0, 3);
  if (cheapest.length === 0) return <p className="text-sm text-muted-foreground">No rewards yet.</p>;
  return (
    <ul aria-label="Reward progress" className="grid gap-3">
      {cheapest.map((reward) => {
        const percent = rewardProgress(balance, reward.pointsCost);
        return (
          <li key={reward.id} className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{reward.title}</span>
              <span className="text-muted-foreground">
                {Math.min(balance, reward.pointsCost)} / {reward.pointsCost} points
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${reward.title} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
