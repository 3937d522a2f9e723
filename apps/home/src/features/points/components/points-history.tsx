import { useState } from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { FamilyMember } from '@familyhub/contracts';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Label,
  LoadMoreButton,
  Select,
  Skeleton,
  lazyDialog,
} from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { usePointsLedger } from '../api/points-api';
import { pointsMessages } from '../messages';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const AdjustPointsDialog = lazyDialog(() =>
  import('./adjust-points-dialog').then((m) => m.AdjustPointsDialog),
);

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
  const t = useMessages(pointsMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const [memberId, setMemberId] = useState(myId);
  const [adjusting, setAdjusting] = useState(false);
  const ledger = usePointsLedger(organiser ? memberId : undefined);
  const items = ledger.data?.pages.flatMap((p) => p.items) ?? [];
  const name = members.find((m) => m.id === memberId)?.name ?? t('history.thisMember');

  return (
    <div className="grid gap-4">
      {organiser ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="points-member">{t('history.whose')}</Label>
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
            {t('history.adjust')}
          </Button>
        </div>
      ) : null}
      {ledger.isPending ? (
        <Skeleton role="status" aria-label={t('history.loading')} className="h-24 w-full" />
      ) : ledger.isError ? (
        <ErrorPanel
          title={t('history.error')}
          message={errorMessage(ledger.error)}
          onRetry={() => void ledger.refetch()}
          retryLabel={shared('retry')}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('history.empty.title')} description={t('history.empty.body')} />
      ) : (
        <ul
          aria-label={organiser ? t('history.memberList', { name }) : t('history.myList')}
          className="grid gap-2"
        >
          {items.map((entry) => (
            <li
              key={entry.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{entry.reason}</p>
                <p className="text-muted-foreground">
                  {t('history.entry', {
                    kind: t(`kind.${entry.kind}`),
                    date: formats.date(entry.createdAt, {}),
                  })}
                </p>
              </div>
              <span className={entry.points < 0 ? 'font-semibold text-destructive' : 'font-semibold'}>
                {entry.points > 0 ? `+${entry.points}` : `−${Math.abs(entry.points)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={ledger} label={t('history.loadMore')} errorTitle={t('history.loadMoreError')} />
      {organiser && adjusting ? (
        <AdjustPointsDialog open onOpenChange={setAdjusting} members={members} memberId={memberId} />
      ) : null}
    </div>
  );
}
