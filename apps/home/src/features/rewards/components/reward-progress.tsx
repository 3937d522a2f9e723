import { rewardProgress, type Reward } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { rewardsMessages } from '../messages';

/** Progress toward the three cheapest rewards (001 §9: capped at 100 percent). */
export function RewardProgress({ rewards, balance }: { rewards: readonly Reward[]; balance: number }) {
  const t = useMessages(rewardsMessages);
  const cheapest = [...rewards].sort((a, b) => a.pointsCost - b.pointsCost).slice(0, 3);
  if (cheapest.length === 0) return <p className="text-sm text-muted-foreground">{t('progress.empty')}</p>;
  return (
    <ul aria-label={t('progress.list')} className="grid gap-3">
      {cheapest.map((reward) => {
        const percent = rewardProgress(balance, reward.pointsCost);
        return (
          <li key={reward.id} className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{reward.title}</span>
              <span className="text-muted-foreground">
                {t('progress.points', {
                  have: Math.min(balance, reward.pointsCost),
                  cost: reward.pointsCost,
                })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={t('progress.bar', { title: reward.title })}
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
