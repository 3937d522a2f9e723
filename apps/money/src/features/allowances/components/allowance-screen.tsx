import { useState } from 'react';
import { errorMessage, useMembers, useLiveUpdates, useSession } from '@familyhub/api-client';
import { canOrganise, type Allowance, type FamilyMember, type PointsRate } from '@familyhub/contracts';
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
  useFamilyMoney,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { PiggyBankIcon, PlusIcon, StarIcon } from 'lucide-react';
import { useCalendarNames } from '../../shared/months';
import { useDeleteAllowance, useAllowances, usePointsRate, useUpdateAllowance } from '../api/allowances-api';
import { AllowanceLedger } from './allowance-ledger';
import { allowancesMessages } from '../messages';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const AllowanceFormDialog = lazyDialog(() =>
  import('./allowance-form-dialog').then((m) => m.AllowanceFormDialog),
);
const ConvertPointsDialog = lazyDialog(() =>
  import('./convert-points-dialog').then((m) => m.ConvertPointsDialog),
);
const PointsRateDialog = lazyDialog(() => import('./points-rate-dialog').then((m) => m.PointsRateDialog));
const TransactionFormDialog = lazyDialog(() =>
  import('./transaction-form-dialog').then((m) => m.TransactionFormDialog),
);

/**
 * /allowance: each child's allowance, balance and ledger. Parents and admins set them up, pause them and add credits
 * and debits; a child sees only their own.
 */
export function AllowanceScreen() {
  const t = useMessages(allowancesMessages);
  const { weekdayName } = useCalendarNames();
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
      ? t('rate.loading')
      : pointsRate.isError
        ? t('rate.error', { message: errorMessage(pointsRate.error) })
        : rate
          ? describe(rate)
          : none;
  const [rateOpen, setRateOpen] = useState(false);
  const [convertFor, setConvertFor] = useState<Allowance | null>(null);

  if (allowances.isError)
    return (
      <ErrorPanel
        title={t('error.load')}
        message={errorMessage(allowances.error)}
        onRetry={() => void allowances.refetch()}
      />
    );

  const items = allowances.data?.items ?? [];
  const nameOf = (childId: number) =>
    members.byId.get(childId)?.name ?? (members.me?.id === childId ? members.me.name : t('formerMember'));
  /** "$5.00 every Saturday · paid in automatically". */
  const scheduleOf = (a: Allowance) => {
    const amount = formatMoney(a.amountCents);
    if (a.frequency === 'weekly') {
      const weekday = weekdayName(a.dayOfWeek ?? 0);
      return t(a.autoCredit ? 'allowance.weeklyAuto' : 'allowance.weekly', { amount, weekday });
    }
    return t(a.autoCredit ? 'allowance.monthlyAuto' : 'allowance.monthly', {
      amount,
      day: String(a.dayOfMonth),
    });
  };
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
        title={manages ? t('screen.title.manager') : t('screen.title.child')}
        description={manages ? t('screen.description.manager') : t('screen.description.child')}
        actions={
          manages && withoutAllowance.length > 0 ? (
            <Button onClick={() => setSetUpOpen(true)}>
              <PlusIcon aria-hidden />
              {t('screen.setUp')}
            </Button>
          ) : null
        }
      />
      {manages ? (
        <Card role="region" aria-label={t('rate.region.manager')}>
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
            <div className="flex items-center gap-3">
              <StarIcon aria-hidden className="size-5 text-muted-foreground" />
              <p className="text-sm">
                {rateText(
                  (r) => t('rate.manager', { points: r.points, amount: formatMoney(r.amountCents) }),
                  t('rate.none.manager'),
                )}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRateOpen(true)}
              disabled={pointsRate.isPending}
            >
              {rate ? t('rate.change') : t('rate.set')}
            </Button>
          </CardContent>
        </Card>
      ) : role ? (
        <Card role="region" aria-label={t('rate.region.child')}>
          <CardContent className="flex items-center gap-3 pt-6">
            <StarIcon aria-hidden className="size-5 text-muted-foreground" />
            <p className="text-sm">
              {rateText(
                (r) => t('rate.child', { points: r.points, amount: formatMoney(r.amountCents) }),
                t('rate.none.child'),
              )}
            </p>
          </CardContent>
        </Card>
      ) : null}
      {allowances.isPending ? (
        <Skeleton role="status" aria-label={t('loading')} className="h-32 w-full" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<PiggyBankIcon />}
          title={manages ? t('empty.manager.title') : t('empty.child.title')}
          description={manages ? t('empty.manager.body') : t('empty.child.body')}
        />
      ) : (
        <div className="grid gap-4">
          {items.map((a) => {
            const name = nameOf(a.childId);
            return (
              <Card key={a.id} aria-label={t('allowance.label', { name })} role="region">
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <div className="grid gap-1">
                    <CardTitle>{name}</CardTitle>
                    <p className="text-sm text-muted-foreground">{scheduleOf(a)}</p>
                  </div>
                  <div className="text-end">
                    <p className="text-sm text-muted-foreground">{t('allowance.balance')}</p>
                    <p className="text-2xl font-semibold">{formatMoney(a.balanceCents)}</p>
                  </div>
                </CardHeader>
                <CardContent className="grid gap-3">
                  {a.status === 'paused' ? <Badge variant="outline">{t('allowance.paused')}</Badge> : null}
                  {manages ? (
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" onClick={() => setLedgerFor(a)}>
                        {t('allowance.addTransaction')}
                      </Button>
                      {rate ? (
                        <Button size="sm" variant="outline" onClick={() => setConvertFor(a)}>
                          {t('allowance.convertPoints')}
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
                            a.status === 'active' ? t('toast.paused') : t('toast.resumed'),
                            t('toast.changeFailed'),
                          )
                        }
                      >
                        {a.status === 'active' ? t('allowance.pause') : t('allowance.resume')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('allowance.deleteLabel', { name })}
                        onClick={() =>
                          void act(
                            () => remove.mutateAsync(a.id),
                            t('toast.deleted'),
                            t('toast.deleteFailed'),
                          )
                        }
                      >
                        {t('allowance.delete')}
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
