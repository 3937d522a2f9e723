import { StarIcon } from 'lucide-react';
import { Card, CardContent, Skeleton } from '@familyhub/ui';
import { useMemberPoints } from '../api/points-api';

/** The signed-in member's points: what they can spend, and what a pending reward holds. */
export function PointsCard({ memberId }: { memberId: number | undefined }) {
  const points = useMemberPoints(memberId);
  return (
    <Card>
      <CardContent className="flex items-center gap-3 pt-6">
        <StarIcon aria-hidden className="size-8 text-primary" />
        <div>
          <p className="text-sm text-muted-foreground">My points</p>
          {points.isPending ? (
            <Skeleton className="h-7 w-16" />
          ) : (
            <p className="text-2xl font-semibold" aria-label="My points balance">
              {points.balance}
            </p>
          )}
          {points.held > 0 ? (
            <p className="text-xs text-muted-foreground">{points.held} held for pending rewards</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
