import { StarIcon } from 'lucide-react';
import { Card, CardContent, Skeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useMemberPoints } from '../api/points-api';
import { pointsMessages } from '../messages';

/** The signed-in member's points: what they can spend, and what a pending reward holds. */
export function PointsCard({ memberId }: { memberId: number | undefined }) {
  const t = useMessages(pointsMessages);
  const points = useMemberPoints(memberId);
  return (
    <Card>
      <CardContent className="flex items-center gap-3 pt-6">
        <StarIcon aria-hidden className="size-8 text-primary" />
        <div>
          <p className="text-sm text-muted-foreground">{t('card.title')}</p>
          {points.isPending ? (
            <Skeleton className="h-7 w-16" />
          ) : (
            <p className="text-2xl font-semibold" aria-label={t('card.balance')}>
              {points.balance}
            </p>
          )}
          {points.held > 0 ? (
            <p className="text-xs text-muted-foreground">{t('card.held', { points: points.held })}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
