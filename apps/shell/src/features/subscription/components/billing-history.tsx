import { formatMoney } from '@familyhub/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Skeleton,
} from '@familyhub/ui';
import { useBillingHistory } from '../api/use-subscription';
import { longDate } from '../plan-text';

/** Every charge attempt of the family, newest first; declined ones show the card's reason. */
export function BillingHistory() {
  const history = useBillingHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing history</CardTitle>
        <CardDescription>Payments for your family’s plan, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-2" aria-label="Loading billing history">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : history.isError ? (
          <ErrorPanel
            title="Billing history could not be loaded"
            message={history.error.message}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <EmptyState
            title="No payments yet"
            description="Payments appear here once your family chooses a paid plan."
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Billing history</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Description
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Card
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((t) => (
                  <tr key={t.id} className="border-b border-border last:border-0 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{longDate(t.createdAt)}</td>
                    <td className="py-2 pr-3">
                      {t.description}
                      {t.failureMessage ? (
                        <span className="block text-xs text-destructive">{t.failureMessage}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{t.paymentMethod ?? '—'}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatMoney(t.amountCents, t.currency)}</td>
                    <td className="py-2">
                      <Badge variant={t.status === 'succeeded' ? 'secondary' : 'destructive'}>
                        {t.status === 'succeeded' ? 'Paid' : 'Declined'}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
