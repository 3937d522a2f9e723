import { useState } from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { FamilyMember, PointsEntryKind } from '@familyhub/contracts';
import { Button, EmptyState, ErrorPanel, Label, LoadMoreButton, Select, Skeleton } from '@familyhub/ui';
import { usePointsLedger } from '../api/points-api';
import { AdjustPointsDialog } from './adjust-points-dialog';

const kindLabels: Record<PointsEntryKind, string> = {
  chore: 'Chore',
  reward: 'Reward',
  refund: 'Refund',
  adjustment: 'Adjustment',
  allowance: 'To allowance',
};

/**
 * The points history (ADR 0013): every change of a member's points, newest first. A child sees their own; parents
 * and admins pick a member and adjust points with a reason.
 */
export function PointsHistory({
  myId,
  organiser,
  members,
}: {
  myId: number;
  organiser: boolean;
  members: readonly FamilyMember[];
}) {
  const [memberId, setMemberId] = useState(myId);
  const [adjusting, setAdjusting] = useState(false);
  const ledger = usePointsLedger(organiser ? memberId : undefined);
  const items = ledger.data?.pages.flatMap((p) => p.items) ?? [];
  const name = members.find((m) => m.id === memberId)?.name ?? 'this member';

  return (
    <div className="grid gap-4">
      {organiser ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="points-member">Whose points</Label>
            <Select
              id="points-member"
              value={String(memberId)}
              onChange={(e) => setMemberId(Number(e.target.value))}
            >
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" onClick={() => setAdjusting(true)}>
            Adjust Points
          </Button>
        </div>
      ) : null}
      {ledger.isPending ? (
        <Skeleton role="status" aria-label="Loading the points history" className="h-24 w-full" />
      ) : ledger.isError ? (
        <ErrorPanel
          title="Could not load the points history"
          message={errorMessage(ledger.error)}
          onRetry={() => void ledger.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title="No points yet" description="Verified chores earn points." />
      ) : (
        <ul aria-label={organiser ? `${name}'s points history` : 'My points history'} className="grid gap-2">
          {items.map((entry) => (
            <li
              key={entry.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{entry.reason}</p>
                <p className="text-muted-foreground">
                  {kindLabels[entry.kind]} · {new Date(entry.createdAt).toLocaleDateString()}
                </p>
              </div>
              <span className={entry.points < 0 ? 'font-semibold text-destructive' : 'font-semibold'}>
                {entry.points > 0 ? `+${entry.points}` : `−${Math.abs(entry.points)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton
        query={ledger}
        label="Load more points history"
        errorTitle="Could not load more history"
      />
      {organiser && adjusting ? (
        <AdjustPointsDialog open onOpenChange={setAdjusting} members={members} memberId={memberId} />
      ) : null}
    </div>
  );
}
