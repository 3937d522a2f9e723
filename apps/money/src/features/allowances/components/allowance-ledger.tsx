import { errorMessage, useFamilyMoney } from '@familyhub/api-client';
import { Button, ErrorPanel, Skeleton, cn } from '@familyhub/ui';
import { formatDay } from '../../shared/months';
import { useAllowanceLedger } from '../api/allowances-api';

/** The allowance's transactions, newest first: automatic credits, and manual credits and debits with notes. */
export function AllowanceLedger({ allowanceId, childName }: { allowanceId: number; childName: string }) {
  const { formatMoney } = useFamilyMoney();
  const ledger = useAllowanceLedger(allowanceId);
  if (ledger.isPending)
    return <Skeleton role="status" aria-label="Loading the ledger" className="h-12 w-full" />;
  if (ledger.isError)
    return (
      <ErrorPanel
        title="Could not load the ledger"
        message={errorMessage(ledger.error)}
        onRetry={() => void ledger.refetch()}
      />
    );
  const items = ledger.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No transactions yet.</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label={`${childName}'s ledger`} className="grid divide-y divide-border">
        {items.map((t) => (
          <li key={t.id} className="flex items-center gap-3 py-2 text-sm">
            <span className="w-28 shrink-0 text-muted-foreground">{formatDay(t.date)}</span>
            <span className="flex-1">{t.notes ?? (t.isManual ? 'Manual' : 'Allowance')}</span>
            <span className={cn('font-medium', t.amountCents < 0 ? 'text-destructive' : 'text-success')}>
              {t.amountCents < 0 ? '−' : '+'}
              {formatMoney(Math.abs(t.amountCents))}
            </span>
          </li>
        ))}
      </ul>
      {ledger.hasNextPage ? (
        <Button variant="outline" size="sm" onClick={() => void ledger.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
