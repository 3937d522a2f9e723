import { useState } from 'react';
import { errorMessage, useMembers, useLiveUpdates, useSession, useFamilyMoney } from '@familyhub/api-client';
import {
  canOrganise,
  weekdayNames,
  type Allowance,
  type FamilyMember,
  type PointsRate,
} from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  PageHeader,
  Skeleton,
  toast,
} from '@familyhub/ui';
import { PiggyBankIcon, PlusIcon, StarIcon } from 'lucide-react';
import { useDeleteAllowance, useAllowances, usePointsRate, useUpdateAllowance } from '../api/allowances-api';
import { AllowanceFormDialog } from './allowance-form-dialog';
import { AllowanceLedger } from './allowance-ledger';
import { ConvertPointsDialog } from './convert-points-dialog';
import { PointsRateDialog } from './points-rate-dialog';
import { TransactionFormDialog } from './transaction-form-dialog';

function scheduleOf(a: Allowance, formatMoney: (cents: number) => string): string {
  const amount = formatMoney(a.amountCents);
  return a.frequency === 'weekly'
    ? `${amount} every ${weekdayNames[a.dayOfWeek ?? 0]}`
    : `${amount} on day ${a.dayOfMonth} of each month`;
}

/**
 * /allowance: each child's allowance, balance and ledger. Parents and admins set them up, pause them and add credits
 * and debits; a child sees only their own.
 */
export function AllowanceScreen() {
  const { formatMoney } = useFamilyMoney();
  useLiveUpdates();
  const session = useSession();
  const role = session.data?.user.role;
  const manages = role ? canOrganise(role) : false;
  const allowances = useAllowances();
  const members = useMembers({ enabled: manages });
  const update = useUpdateAllowance();
  const remove = useDeleteAllowance();
  const [setUpOpen, setSetUpOpen] = useState(false);
  const [ledgerFor, setLedgerFor] = useState<Allowance | null>(null);
  // Children read the rate too (money lets every member read it, only parents set it): what their points are worth.
  const pointsRate = usePointsRate({ enabled: role !== undefined });
  const rate = pointsRate.data?.rate ?? null;
  /** The rate as the card says it: loading and error alike for a parent and a child, then each its own words. */
  const rateText = (describe: (r: PointsRate) => string, none: string) =>
    pointsRate.isPending
      ? 'Loading the points rate…'
      : pointsRate.isError
        ? `Could not load the points rate: ${errorMessage(pointsRate.error)}`
        : rate
          ? describe(rate)
          : none;
  const [rateOpen, setRateOpen] = useState(false);
  const [convertFor, setConvertFor] = useState<Allowance | null>(null);

  if (allowances.isError)
    return (
      <ErrorPanel
        title="Could not load the allowances"
        message={errorMessage(allowances.error)}
        onRetry={() => void allowances.refetch()}
      />
    );

  const items = allowances.data?.items ?? [];
  const nameOf = (childId: number) =>
    members.byId.get(childId)?.name ?? (members.me?.id === childId ? members.me.name : 'Former member');
  const withoutAllowance: FamilyMember[] = members.all.filter(
    (m) => m.role === 'child' && !items.some((a) => a.childId === m.id),
  );

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={manages ? 'Allowances' : 'My Allowance'}
        description={
          manages
            ? "Each child's allowance, their balance and every credit and debit."
            : 'Your balance and everything paid in or taken out.'
        }
        actions={
          manages && withoutAllowance.length > 0 ? (
            <Button onClick={() => setSetUpOpen(true)}>
              <PlusIcon aria-hidden />
              Set Up Allowance
            </Button>
          ) : null
        }
      />
      {manages ? (
        <Card role="region" aria-label="Points to allowance">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
            <div className="flex items-center gap-3">
              <StarIcon aria-hidden className="size-5 text-muted-foreground" />
              <p className="text-sm">
                {rateText(
                  (r) => `Every ${r.points} chore points are worth ${formatMoney(r.amountCents)}.`,
                  'Set a rate to turn chore points into allowance money.',
                )}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRateOpen(true)}
              disabled={pointsRate.isPending}
            >
              {rate ? 'Change Rate' : 'Set Rate'}
            </Button>
          </CardContent>
        </Card>
      ) : role ? (
        <Card role="region" aria-label="What your points are worth">
          <CardContent className="flex items-center gap-3 pt-6">
            <StarIcon aria-hidden className="size-5 text-muted-foreground" />
            <p className="text-sm">
              {rateText(
                (r) =>
                  `${r.points} chore points = ${formatMoney(r.amountCents)} of allowance. A parent turns them into money for you.`,
                'No points rate yet: ask a parent to set one to turn your chore points into allowance money.',
              )}
            </p>
          </CardContent>
        </Card>
      ) : null}
      {allowances.isPending ? (
        <Skeleton role="status" aria-label="Loading allowances" className="h-32 w-full" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<PiggyBankIcon />}
          title={manages ? 'No allowances yet' : 'You have no allowance yet'}
          description={
            manages ? 'Set one up for a child to start their ledger.' : 'Ask a parent to set one up.'
          }
        />
      ) : (
        <div className="grid gap-4">
          {items.map((a) => {
            const name = nameOf(a.childId);
            return (
              <Card key={a.id} aria-label={`${name}'s allowance`} role="region">
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <div className="grid gap-1">
                    <CardTitle>{name}</CardTitle>
                    <p className="text-sm text-muted-foreground">
                      {scheduleOf(a, formatMoney)}
                      {a.autoCredit ? ' · paid in automatically' : ''}
                    </p>
                  </div>
                  <div className="text-right">
                    <p className="text-sm text-muted-foreground">Balance</p>
                    <p className="text-2xl font-semibold">{formatMoney(a.balanceCents)}</p>
                  </div>
                </CardHeader>
                <CardContent className="grid gap-3">
                  {a.status === 'paused' ? <Badge variant="outline">Paused</Badge> : null}
                  {manages ? (
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" onClick={() => setLedgerFor(a)}>
                        Add Transaction
                      </Button>
                      {rate ? (
                        <Button size="sm" variant="outline" onClick={() => setConvertFor(a)}>
                          Convert Points
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          void act(
                            () =>
                              update.mutateAsync({
                                id: a.id,
                                body: { status: a.status === 'active' ? 'paused' : 'active' },
                              }),
                            a.status === 'active' ? 'Allowance paused' : 'Allowance resumed',
                            'Failed to change the allowance',
                          )
                        }
                      >
                        {a.status === 'active' ? 'Pause' : 'Resume'}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete ${name}'s allowance`}
                        onClick={() =>
                          void act(
                            () => remove.mutateAsync(a.id),
                            'Allowance deleted',
                            'Failed to delete the allowance',
                          )
                        }
                      >
                        Delete
                      </Button>
                    </div>
                  ) : null}
                  <AllowanceLedger allowanceId={a.id} childName={name} />
                </CardContent>
              </Card>
            );
          })}
        </div>
      )}
      {manages ? (
        <AllowanceFormDialog open={setUpOpen} onOpenChange={setSetUpOpen}>
          {withoutAllowance}
        </AllowanceFormDialog>
      ) : null}
      {manages && rateOpen ? <PointsRateDialog open onOpenChange={setRateOpen} current={rate} /> : null}
      {convertFor && rate ? (
        <ConvertPointsDialog
          open
          onOpenChange={(open) => !open && setConvertFor(null)}
          allowanceId={convertFor.id}
          childId={convertFor.childId}
          childName={nameOf(convertFor.childId)}
          rate={rate}
        />
      ) : null}
      {ledgerFor ? (
        <TransactionFormDialog
          open
          onOpenChange={(open) => !open && setLedgerFor(null)}
          allowanceId={ledgerFor.id}
          childName={nameOf(ledgerFor.childId)}
          balanceCents={items.find((i) => i.id === ledgerFor.id)?.balanceCents ?? ledgerFor.balanceCents}
        />
      ) : null}
    </div>
  );
}
