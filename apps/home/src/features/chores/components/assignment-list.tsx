import { useState } from 'react';
import { errorMessage, isOffline, usePendingChanges, type Members } from '@familyhub/api-client';
import type { ChoreAssignment } from '@familyhub/contracts';
import { Badge, Button, EmptyState, ErrorPanel, Skeleton, toast, lazyDialog } from '@familyhub/ui';
import { useFormats, useMessages, type Formats } from '@familyhub/ui/i18n';
import { useAssignments, useCompleteAssignment, useVerifyAssignment } from '../api/chores-api';
import { choresMessages } from '../messages';
import { sharedMessages } from '../../shared/messages';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const RejectDialog = lazyDialog(
  () => import('./reject-dialog').then((m) => m.RejectDialog),
  ({ turn, onClose }) => ({ open: turn !== null, close: onClose }),
);

/** A turn's days in the member's way of writing dates: "Nov 23, 2026 – Nov 29, 2026", "23 nov 2026 – 29 nov 2026". */
function period(t: (typeof choresMessages)['t'], formats: Formats, turn: ChoreAssignment): string {
  const start = formats.date(turn.startDate);
  if (turn.endDate === null) return t('period.from', { start });
  return turn.startDate === turn.endDate
    ? start
    : t('period.range', { start, end: formats.date(turn.endDate) });
}

export interface AssignmentListProps {
  /** Only this member's turns (My Chores); all the family's when absent. */
  assignedToId?: number;
  members: Members;
  label: string;
  emptyText: string;
}

/**
 * Turns of chores with Mark Complete, Verify and Reject where the signed-in member may use them; a turn ticked done
 * with no network is marked as waiting to sync.
 */
export function AssignmentList({ assignedToId, members, label, emptyText }: AssignmentListProps) {
  const t = useMessages(choresMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const turns = useAssignments(assignedToId);
  const complete = useCompleteAssignment();
  const verify = useVerifyAssignment();
  const { isPending: waitsToSync } = usePendingChanges('chore-assignments');
  const [rejecting, setRejecting] = useState<ChoreAssignment | null>(null);
  const me = members.me;

  const run = async (action: () => Promise<unknown>, done: string, failed: string, kept?: string) => {
    try {
      const answer = await action();
      // A change kept with no network (issue #31) is sent when the network returns.
      toast({ title: answer === undefined && kept && isOffline() ? kept : done });
    } catch (error) {
      toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
    }
  };

  if (turns.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="grid gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (turns.isError) {
    return (
      <ErrorPanel
        title={t('error.load')}
        message={errorMessage(turns.error)}
        onRetry={() => void turns.refetch()}
        retryLabel={shared('retry')}
      />
    );
  }
  const items = turns.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={t('list.empty.title')} description={emptyText} />;

  return (
    <>
      <ul aria-label={label} className="grid gap-2">
        {items.map((turn) => {
          const mine = turn.assignedToId === me?.id;
          const mayComplete = turn.status === 'assigned' && (mine || members.organiser);
          // A tick still waiting for the network is not the server's yet: nothing to check.
          const mayVerify =
            turn.status === 'completed' && members.organiser && !mine && !waitsToSync(turn.id);
          return (
            <li
              key={turn.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium break-words">{turn.choreTitle}</p>
                <p className="text-sm text-muted-foreground">
                  {t('turn.details', {
                    name: members.nameOf(turn.assignedToId, shared('formerMember')),
                    period: period(t, formats, turn),
                    points: turn.points,
                  })}
                </p>
                {turn.status === 'assigned' && turn.rejectionNote ? (
                  <p className="text-sm text-destructive">
                    {t('turn.sentBack', { note: turn.rejectionNote })}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={turn.overdue ? 'destructive' : 'secondary'}>
                  {turn.overdue ? t('status.overdue') : t(`status.${turn.status}`)}
                </Badge>
                {waitsToSync(turn.id) ? <Badge variant="outline">{t('turn.waitingToSync')}</Badge> : null}
                {mayComplete ? (
                  <Button
                    size="sm"
                    onClick={() =>
                      void run(
                        () => complete.mutateAsync({ turn, by: me?.id }),
                        t('toast.completed'),
                        t('toast.completeFailed'),
                        t('toast.completedOffline'),
                      )
                    }
                  >
                    {t('turn.complete')}
                  </Button>
                ) : null}
                {mayVerify ? (
                  <>
                    <Button
                      size="sm"
                      onClick={() =>
                        void run(
                          () => verify.mutateAsync(turn.id),
                          t('toast.verified', {
                            points: turn.points,
                            name: members.nameOf(turn.assignedToId, shared('formerMember')),
                          }),
                          t('toast.verifyFailed'),
                        )
                      }
                    >
                      {t('turn.verify')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRejecting(turn)}>
                      {t('turn.reject')}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {turns.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-4 w-full"
          disabled={turns.isFetchingNextPage}
          onClick={() => void turns.fetchNextPage()}
        >
          {turns.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : null}
      <RejectDialog turn={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
