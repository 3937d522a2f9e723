import { errorMessage } from '@familyhub/api-client';
import { Button, ErrorPanel, Skeleton, cn, useFamilyMoney } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { useAllowanceLedger } from '../api/allowances-api';
import { allowancesMessages } from '../messages';

/** The allowance's transactions, newest first: automatic credits, and manual credits and debits with notes. */
export function AllowanceLedger({ allowanceId, childName }: { allowanceId: number; childName: string }) {
  const t = useMessages(allowancesMessages);
  const { formatDay } = useCalendarNames();
  const { formatMoney } = useFamilyMoney();
  const ledger = useAllowanceLedger(allowanceId);
  if (ledger.isPending)
    return <Skeleton role="status" aria-label={t('ledger.loading')} className="h-12 w-full" />;
  if (ledger.isError)
    return (
      <ErrorPanel
        title={t('ledger.error')}
        message={errorMessage(ledger.error)}
        onRetry={() => void ledger.refetch()}
      />
    );
  const items = ledger.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('ledger.empty')}</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label={t('ledger.label', { name: childName })} className="grid divide-y divide-border">
        {items.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 py-2 text-sm">
            <span className="w-28 shrink-0 text-muted-foreground">{formatDay(entry.date)}</span>
            <span className="flex-1">
              {entry.notes ?? (entry.isManual ? t('ledger.manual') : t('ledger.allowance'))}
            </span>
            <span className={cn('font-medium', entry.amountCents < 0 ? 'text-destructive' : 'text-success')}>
              {entry.amountCents < 0 ? '−' : '+'}
              {formatMoney(Math.abs(entry.amountCents))}
            </span>
          </li>
        ))}
      </ul>
      {ledger.hasNextPage ? (
        <Button variant="outline" size="sm" onClick={() => void ledger.fetchNextPage()}>
          {t('ledger.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
